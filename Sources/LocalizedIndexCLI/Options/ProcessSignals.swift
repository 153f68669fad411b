import Foundation
import LocalizedIndexContacts

/// What the command-line tool, and only it, sets for its process: the libraries change nothing of a process
/// that embeds them (a server keeps its own signal handling).
enum ProcessSignals {
    /// A closed pipe (`| head`) becomes an error message (`stdout: cannot write the output: Broken pipe`),
    /// not a silent death by SIGPIPE; SIGINT, SIGTERM and SIGHUP first remove the output file being staged
    /// (``OutputFile/removeStagingFileOnInterrupt()``), then end the process by the same signal, so the
    /// shell sees the usual status and no half-written file is left.
    static func install() {
        signal(SIGPIPE, SIG_IGN)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                // Async-signal-safe only: an atomic load, unlink, signal, raise.
                OutputFile.removeStagingFileOnInterrupt()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}
