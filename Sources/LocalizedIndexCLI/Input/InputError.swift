/// Bad input: names the file and line and says what is wrong.
struct InputError: Error, CustomStringConvertible, Equatable {
    var file: String
    var line: Int
    var problem: String

    var description: String { "\(file):\(line): \(problem)" }
}
