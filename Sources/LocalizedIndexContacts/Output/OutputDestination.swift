import Foundation
import LocalizedIndexSupport

/// What an `--output` path is, decided before anything is written: a device or pipe to write directly, or
/// a regular file (new or existing) to replace by renaming, with the mode and owner the result gets.
///
/// A symbolic link is refused, unless it leads to a device or pipe (`/dev/stdout`, `/dev/fd/1`): replacing
/// the link would silently turn it into a plain file, and writing through it would let whoever can plant a
/// link in a shared folder (`/tmp`) aim the output at any file the user can write.
enum OutputDestination: Equatable {
    /// Written in place: a character device, a pipe or a socket.
    case direct
    /// Staged beside the path and renamed over it. `mode` is the existing file's permission bits (without
    /// set-user-ID, set-group-ID and sticky), or 0666 less the umask for a new file; `owner` is the existing
    /// file's owner when the run is root's and the file someone else's.
    case replaced(mode: mode_t, owner: FileOwner?)

    init(path: String) throws {
        guard let link = SystemCall.status(ofLink: path) else {
            guard errno == ENOENT else { throw Self.failure(path, SystemCall.message(forError: errno)) }
            self = .replaced(mode: 0o666 & ~Self.umaskBits, owner: nil)
            return
        }
        var target = link
        if (link.st_mode & S_IFMT) == S_IFLNK {
            guard let followed = SystemCall.status(ofPath: path), !Self.isRegularOrFolder(followed) else {
                throw Self.failure(path, "it is a symbolic link; give the file it leads to, or remove the link first")
            }
            target = followed
        }
        switch target.st_mode & S_IFMT {
        case S_IFREG:
            let owner = getuid() == 0 && target.st_uid != 0 ? FileOwner(user: target.st_uid, group: target.st_gid) : nil
            self = .replaced(mode: target.st_mode & 0o777, owner: owner)
        case S_IFDIR: throw Self.failure(path, "it is a folder")
        default: self = .direct
        }
    }

    private static func isRegularOrFolder(_ status: stat) -> Bool {
        let kind = status.st_mode & S_IFMT
        return kind == S_IFREG || kind == S_IFDIR
    }

    /// The process's umask, read from /proc/self/status (Linux 4.7+) so it need not be changed to be read;
    /// 022 if it cannot be read.
    static var umaskBits: mode_t {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
              let bits = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
        else { return 0o022 }
        return bits
    }

    static func failure(_ path: String, _ reason: String) -> ContactFileError {
        ContactFileError("\(path): cannot write the output: \(reason)")
    }
}

/// The owner a replaced file keeps.
struct FileOwner: Equatable {
    var user: uid_t
    var group: gid_t
}
