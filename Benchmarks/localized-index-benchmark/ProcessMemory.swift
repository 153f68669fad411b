import Glibc

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

/// Small text files under `/proc` and `/sys`, which report a size of 0 and must be read to the end.
enum ProcFile {
    /// The whole file as UTF-8 text, or `nil` when it cannot be opened.
    static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
