internal import CICUShims

// The shim's calls take and fill buffers through pointers. Here are the helpers every wrapper calls them
// through (a buffer filled and retried once at the size ICU asks for, text handed over as a pointer and a
// length, a sort key written into an output span), and the calls themselves of the services that own no ICU
// object (version, scripts, character properties, number formats, normalization), each behind a function of
// Swift values: those services' files hold no unsafe code.
//
// What makes every call here sound: a buffer is passed with its true capacity and only the length ICU
// reports, checked against that capacity, is read back; text is passed as the pointer and count of a span
// or string that the call borrows and ICU does not keep; a status is a local `Int32` ICU writes during the
// call; a C string ICU returns is copied at once.
extension ICU {
    /// Calls an ICU function that fills a buffer, retrying once with the exact size ICU asks for.
    ///
    /// An empty result (length 0, success) and a failure (thrown) stay distinct.
    static func withBuffer<Unit: FixedWidthInteger>(
        of unit: Unit.Type,
        operation: @autoclosure () -> String,
        _ body: (UnsafeMutablePointer<Unit>, Int32, inout Int32) -> Int32
    ) throws(Failure) -> [Unit] {
        try unsafe withBuffer(filledWith: 0, operation: operation(), body)
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
            let length = unsafe buffer.withUnsafeMutableBufferPointer { unsafe body($0.baseAddress!, capacity, &status) }
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
        let bytes = try unsafe withBuffer(of: CChar.self, operation: operation(), body)
        return String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// ``string(_:_:)`` of a shim function of the shape `f(input, buffer, capacity, &status)`, called with
    /// `input` as a C string: one call site, and no pointer, in the wrapper that names the function.
    static func string(
        _ operation: @autoclosure () -> String,
        _ function: (UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?) -> Int32,
        _ input: String
    ) throws(Failure) -> String {
        try unsafe string(operation()) { unsafe function(input, $0, $1, &$2) }
    }

    /// A UTF-8 (`uint8_t`) result as a `String`.
    static func utf8String(
        _ operation: @autoclosure () -> String,
        _ body: (UnsafeMutablePointer<UInt8>, Int32, inout Int32) -> Int32
    ) throws(Failure) -> String {
        String(decoding: try unsafe withBuffer(of: UInt8.self, operation: operation(), body), as: UTF8.self)
    }

    /// ``utf16String(_:_:)`` of a shim function of the shape `f(first, second, buffer, capacity, &status)`,
    /// called with two C strings.
    static func utf16String(
        _ operation: @autoclosure () -> String,
        _ function: (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutablePointer<UInt16>?, Int32,
                     UnsafeMutablePointer<Int32>?) -> Int32,
        _ first: String, _ second: String
    ) throws(Failure) -> String {
        try unsafe utf16String(operation()) { unsafe function(first, second, $0, $1, &$2) }
    }

    /// A UTF-16 result as a `String`.
    static func utf16String(
        _ operation: @autoclosure () -> String,
        _ body: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32
    ) throws(Failure) -> String {
        String(decoding: try unsafe withBuffer(of: UInt16.self, operation: operation(), body), as: UTF16.self)
    }
}

extension String {
    /// Runs `body` on the string's UTF-8 bytes without copying when the string is native.
    func withUTF8Bytes<Result>(_ body: (UnsafePointer<UInt8>, Int32) throws -> Result) rethrows -> Result {
        try unsafe utf8Span.span.withICUBytes(body)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Runs `body` on these bytes as ICU takes them: a pointer (valid even when empty) and an `Int32` length.
    func withUTF8Bytes<Result>(_ body: (UnsafePointer<UInt8>, Int32) throws -> Result) rethrows -> Result {
        // An empty buffer may have no base address; ICU wants a valid pointer with length 0.
        guard let base = baseAddress else {
            var zero: UInt8 = 0
            return try unsafe body(&zero, 0)
        }
        return try unsafe body(base, Int32(count))
    }
}

extension ICU {
    /// Calls `write` with the free room of `output` (a pointer and its capacity) for a result that ICU
    /// writes with a terminating zero when it fits, and returns the length `write` says it needs with that
    /// zero; when it fits, `output` then holds the result without the zero.
    ///
    /// Sound because `write` is given exactly the output's uninitialized room (or, with none, one spare byte
    /// and a capacity of 0), and the output counts as initialized only what ICU reports having written.
    static func writeKey(into output: inout OutputSpan<UInt8>,
                         _ write: (UnsafeMutablePointer<UInt8>, Int32) -> Int32) -> Int {
        unsafe output.withUnsafeMutableBufferPointer { buffer, initialized in
            let free = buffer.count - initialized
            guard free > 0, let base = buffer.baseAddress else {
                var spare: UInt8 = 0
                return Int(unsafe write(&spare, 0))
            }
            let needed = Int(unsafe write(base + initialized, Int32(clamping: free)))
            if needed <= free { initialized += max(needed - 1, 0) }
            return needed
        }
    }
}

extension Span<UInt8> {
    /// Runs `body` on these bytes as ICU takes them: a pointer (valid even when empty) and an `Int32` length.
    func withICUBytes<Result>(_ body: (UnsafePointer<UInt8>, Int32) throws -> Result) rethrows -> Result {
        try unsafe withUnsafeBufferPointer { try unsafe $0.withUTF8Bytes(body) }
    }
}

// MARK: - The calls of the services that own no ICU object

extension ICU {
    /// The shim's pointer-taking calls for ``ICU/version``, scripts (`ICU+Script.swift`), character
    /// properties (`ICU+Properties.swift`), number formats and normalization: Swift values in and out.
    enum Calls {
        /// The dotted version a shim function writes as a C string into a buffer of the given capacity.
        static func versionString(_ write: (UnsafeMutablePointer<CChar>, Int32) -> Void) -> String {
            var buffer = [CChar](repeating: 0, count: 32)
            unsafe write(&buffer, Int32(buffer.count))
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        static func icuVersion() -> String { unsafe versionString { unsafe lic_icu_version($0, $1) } }

        static func scriptCode(of value: UInt32) -> String {
            var buffer = [CChar](repeating: 0, count: 8)
            unsafe lic_script_code(value, &buffer)
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        static func scriptCodes(named text: String) throws(Failure) -> String {
            try unsafe ICU.string("uscript_getCode(\(text))", lic_script_codes, text)
        }

        static func confusableSkeleton(of text: String) throws(Failure) -> String {
            try unsafe ICU.string("uspoof_getSkeleton(\(text))", lic_confusable_skeleton, text)
        }

        static func startsWithDigit(_ text: String) -> Bool {
            unsafe text.withUTF8Bytes { unsafe lic_starts_with_digit($0, $1) != 0 }
        }

        static func block(named name: String) -> Int32 { unsafe lic_block_named(name) }

        static func formatInteger(_ value: Int64, localeID: String) throws(Failure) -> String {
            try unsafe utf8String("unum_formatInt64") { unsafe lic_format_integer(localeID, value, $0, $1, &$2) }
        }

        static func isNFC(_ text: String) -> Bool { unsafe text.withUTF8Bytes { unsafe lic_is_nfc($0, $1) != 0 } }

        /// `text` in NFC; nil when ICU fails.
        static func nfc(_ text: String) -> String? {
            unsafe text.withUTF8Bytes { bytes, length in
                try? unsafe ICU.utf8String("Normalizer2::normalize") { unsafe lic_nfc(bytes, length, $0, $1, &$2) }
            }
        }
    }
}
