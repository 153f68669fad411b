import Foundation

/// This process' memory as Linux reports it in `/proc/self`.
enum ProcessMemory {
    /// The current resident set size in KiB (`/proc/self/statm`, second field, in pages).
    static var residentKiB: Int {
        guard let text = ProcFile.read("/proc/self/statm") else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    /// The peak resident set size in KiB so far (`VmHWM` in `/proc/self/status`).
    static var peakResidentKiB: Int {
        guard let text = ProcFile.read("/proc/self/status") else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.dropFirst(6).filter(\.isNumber)) ?? 0
        }
        return 0
    }
}

/// Small text files under `/proc` and `/sys`, which report a size of 0 and must be read to the end (as
/// `FileManager` reads a file that reports no size).
enum ProcFile {
    /// The whole file as UTF-8 text, or `nil` when it cannot be read.
    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
