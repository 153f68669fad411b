import Foundation

/// The bytes of an input file or of stdin, with the name messages use for it.
struct InputSource {
    /// `-` for stdin, else the path as given.
    var name: String
    var bytes: [UInt8]

    /// Reads the whole input; `path` nil or `-` is stdin.
    static func read(path: String?) throws -> InputSource {
        guard let path, path != "-" else {
            return InputSource(name: "<stdin>", bytes: Array(FileHandle.standardInput.readDataToEndOfFile()))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw CommandFailure("\(path): is a folder, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("\(path): cannot read the file (permission denied?)")
        }
        return InputSource(name: path, bytes: Array(data))
    }
}
