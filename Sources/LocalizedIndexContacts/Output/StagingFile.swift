import Foundation
import LocalizedIndexSupport

/// The temporary file an output is written to before it is renamed over the destination: in the
/// destination's folder (so the rename is atomic), named `.NAME.RANDOM.partial` with 12 random letters and
/// digits, created with `O_CREAT | O_EXCL | O_NOFOLLOW` and mode 0600, so no one can predict it, plant a
/// link or file in its place, or read it while it is written.
struct StagingFile {
    /// The temporary file's path.
    let temporary: String
    /// The path it is renamed to.
    let destination: String
    /// The mode and owner the file gets just before the rename.
    let mode: mode_t
    let owner: FileOwner?

    /// Creates the temporary file for `destination` and returns its descriptor, open for writing.
    static func create(for destination: String, mode: mode_t, owner: FileOwner?) throws -> (Int32, StagingFile) {
        let url = URL(fileURLWithPath: destination)
        let folder = url.deletingLastPathComponent().path
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var generator = SystemRandomNumberGenerator()
        // EEXIST means another file has the name: draw again (62^12 names; a few tries suffice).
        for _ in 0..<100 {
            let random = String((0..<12).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
            let temporary = folder + "/.\(url.lastPathComponent).\(random).partial"
            let descriptor = SystemCall.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode: 0o600)
            if descriptor >= 0 {
                return (descriptor, StagingFile(temporary: temporary, destination: destination, mode: mode, owner: owner))
            }
            guard errno == EEXIST else {
                let reason = errno == ENOENT ? "the folder \(folder) does not exist"
                    : errno == EACCES || errno == EROFS ? "permission denied or read-only folder"
                    : SystemCall.message(forError: errno)
                throw OutputDestination.failure(destination, reason)
            }
        }
        throw OutputDestination.failure(destination, "no free temporary name in \(folder)")
    }

    /// Gives the open file its final owner and mode (the owner first: changing it may clear mode bits).
    func setFinalModeAndOwner(of descriptor: Int32, name: String) throws {
        // Root giving another user's file back to that user; anyone else cannot, and keeps the file as theirs.
        if let owner { _ = fchown(descriptor, owner.user, owner.group) }
        guard fchmod(descriptor, mode) == 0 else {
            throw OutputDestination.failure(name, SystemCall.message(forError: errno))
        }
    }
}
