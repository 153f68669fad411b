import Foundation

/// The machine a run was made on, for the report's header: numbers mean little without it.
struct MachineInfo: Codable, Sendable {
    /// When the run started, ISO 8601 in UTC.
    var date: String
    /// `model name` from `/proc/cpuinfo`.
    var cpuModel: String
    /// Online processors.
    var cores: Int
    /// The 1-, 5- and 15-minute load averages when the run started (other work on the machine).
    var loadAverage: String
    /// The kernel release (`uname -r`).
    var kernel: String
    /// The ICU library this process has loaded (`libicuuc.so.72.1` → `72.1`).
    var icuVersion: String
    /// The ICU version the peer reports, once it has run.
    var peerICUVersion: String?

    /// The machine as it is now.
    static func current() -> MachineInfo {
        return MachineInfo(
            date: ISO8601DateFormatter().string(from: Date()),
            cpuModel: cpuModel(),
            cores: sysconf(Int32(_SC_NPROCESSORS_ONLN)),
            loadAverage: (ProcFile.read("/proc/loadavg") ?? "").split(separator: " ").prefix(3).joined(separator: " "),
            kernel: (ProcFile.read("/proc/sys/kernel/osrelease") ?? "unknown").trimmingTrailingWhitespace,
            icuVersion: loadedICUVersion()
        )
    }

    private static func cpuModel() -> String {
        let lines = (ProcFile.read("/proc/cpuinfo") ?? "").split(separator: "\n")
        guard let line = lines.first(where: { $0.hasPrefix("model name") }),
              let colon = line.firstIndex(of: ":") else { return "unknown" }
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    /// The version in the file name of the ICU common library mapped into this process: the library the
    /// benchmarked code calls, whatever the headers said at build time.
    private static func loadedICUVersion() -> String {
        for line in (ProcFile.read("/proc/self/maps") ?? "").split(separator: "\n") {
            guard let path = line.split(separator: " ").last, path.contains("/libicuuc.so.") else { continue }
            return String(path[path.range(of: "/libicuuc.so.")!.upperBound...])
        }
        return "unknown"
    }
}
