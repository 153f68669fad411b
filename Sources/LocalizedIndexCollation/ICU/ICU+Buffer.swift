internal import CICUShims

extension ICU {
    /// Calls an ICU function that fills a buffer, retrying once with the exact size ICU asks for.
    ///
    /// An empty result (length 0, success) and a failure (thrown) stay distinct.
    static func withBuffer<Unit: FixedWidthInteger>(
        of unit: Unit.Type,
        operation: @autoclosure () -> String,
        _ body: (UnsafeMutablePointer<Unit>, Int32, inout Int32) -> Int32
    ) throws(Failure) -> [Unit] {
        try withBuffer(filledWith: 0, operation: operation(), body)
    }

    /// The same for a buffer of any value, `blank` filling it before the call.
    static func withBuffer<Unit>(
        filledWith blank: Unit,
        operation: @autoclosure () -> String,
        _ body: (UnsafeMutablePointer<Unit>, Int32, inout Int32) -> Int32
    ) throws(Failure) -> [Unit] {
        var capacity: Int32 = 128
        for _ in 0..<2 {
            var status: Int32 = 0
            var buffer = [Unit](repeating: blank, count: Int(capacity) + 1)
            let length = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, capacity, &status) }
            if status == LIC_BUFFER_OVERFLOW_ERROR {
                capacity = length
                continue
            }
            try check(status, operation())
            return Array(buffer.prefix(Int(length)))
        }
        throw Failure(operation: operation(), status: LIC_BUFFER_OVERFLOW_ERROR)
    }

    /// A UTF-8 (`char`) result as a `String`.
    static func string(
        _ operation: @autoclosure () -> String,
        _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
    ) throws(Failure) -> String {
        let bytes = try withBuffer(of: CChar.self, operation: operation(), body)
        return String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A UTF-8 (`uint8_t`) result as a `String`.
    static func utf8String(
        _ operation: @autoclosure () -> String,
        _ body: (UnsafeMutablePointer<UInt8>, Int32, inout Int32) -> Int32
    ) throws(Failure) -> String {
        String(decoding: try withBuffer(of: UInt8.self, operation: operation(), body), as: UTF8.self)
    }

    /// A UTF-16 result as a `String`.
    static func utf16String(
        _ operation: @autoclosure () -> String,
        _ body: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32
    ) throws(Failure) -> String {
        String(decoding: try withBuffer(of: UInt16.self, operation: operation(), body), as: UTF16.self)
    }
}

extension String {
    /// Runs `body` on the string's UTF-8 bytes without copying when the string is native.
    func withUTF8Bytes<Result>(_ body: (UnsafePointer<UInt8>, Int32) throws -> Result) rethrows -> Result {
        var copy = self
        return try copy.withUTF8 { try $0.withUTF8Bytes(body) }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Runs `body` on these bytes as ICU takes them: a pointer (valid even when empty) and an `Int32` length.
    func withUTF8Bytes<Result>(_ body: (UnsafePointer<UInt8>, Int32) throws -> Result) rethrows -> Result {
        // An empty buffer may have no base address; ICU wants a valid pointer with length 0.
        guard let base = baseAddress else {
            var zero: UInt8 = 0
            return try body(&zero, 0)
        }
        return try body(base, Int32(count))
    }
}
