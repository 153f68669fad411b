// What every fuzz target shares: starting libFuzzer, and reading a whole input as the CLI does.
@testable import LocalizedIndexContacts

/// libFuzzer's entry point (compiler-rt `FuzzerInterface.h`), in the `-sanitize=fuzzer` runtime.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments over `callback`, and returns its exit status.
///
/// SwiftPM gives every executable a `main` (it links `main` to the module's entry point, so the module cannot
/// be built without one), so libFuzzer's own `main` is never linked in: the targets start it from theirs.
public func runLibFuzzer(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv, callback)
}

/// The input's bytes as an array (libFuzzer passes no pointer for an empty input).
public func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Calls `next()` until nil, going on after an `InputError` as `sort-contacts --on-error skip` does, and
/// resolving each record's sort key as the command does. Each call consumes at least one line, so more calls
/// than bytes (plus slack) means the reader stopped making progress: that is a finding too.
func readAll(_ reader: inout some RecordReader, size: Int) {
    let resolver = NameResolver(order: .family)
    var calls = 0
    while true {
        calls += 1
        precondition(calls <= size + 2, "reader made no progress: \(calls) calls on \(size) bytes")
        do {
            guard let record = try reader.next() else { return }
            _ = resolver.resolve(record)
        } catch is InputError {
            continue
        } catch {
            return
        }
    }
}
