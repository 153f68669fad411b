internal import CICUShims

// The shim's calls take and fill buffers through pointers. Here are the helpers every wrapper calls them
// through (a buffer filled and retried once at the size ICU asks for, text handed over as a pointer and a
// length, a sort key written into an output span, the handle an open call returned), and the calls of the
// services that own no ICU object: those reach the shim through three entry points (`lic_string`,
// `lic_query`, `lic_text_query`) that take the service's number, so one pointer call here serves every
// locale, script, property, number-format and normalization wrapper, and their files hold no unsafe code.
//
// What makes every call here sound: a buffer is passed with its true capacity and only the length ICU
// reports, checked against that capacity, is read back; text is passed as the pointer and count of a span
// or string that the call borrows and ICU does not keep; a status is a local `Int32` ICU writes during the
// call; a C string ICU returns is copied at once; a handle is returned only when ICU opened one.
extension ICU {
    /// Calls an ICU function that fills a buffer of `blank`s, retrying once with the exact size ICU asks for.
    ///
    /// An empty result (length 0, success) and a failure (thrown) stay distinct.
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

    /// A UTF-8 result as a `String`.
    static func utf8String(
        _ operation: @autoclosure () -> String,
        _ body: (UnsafeMutablePointer<UInt8>, Int32, inout Int32) -> Int32
    ) throws(Failure) -> String {
        String(decoding: try unsafe withBuffer(filledWith: 0, operation: operation(), body), as: UTF8.self)
    }

    /// The result of the string service `call` (a `LIC_STRING_*` of the shim: locale IDs and tags, display
    /// names, script codes, number formats, ICU's version) on `first`, `second` and `number`, with the
    /// detail it gives besides (the parsed length of a language tag); the inputs the call does not take are
    /// ignored.
    static func stringAndDetail(
        _ operation: @autoclosure () -> String, _ call: Int32, _ first: String = "", _ second: String = "",
        number: Int64 = 0
    ) throws(Failure) -> (text: String, detail: Int32) {
        var detail: Int32 = 0
        let text = try unsafe utf8String(operation()) { unsafe lic_string(call, first, second, number, $0, $1, &detail, &$2) }
        return (text, detail)
    }

    /// ``stringAndDetail(_:_:_:_:number:)`` without the detail.
    static func string(
        _ operation: @autoclosure () -> String, _ call: Int32, _ first: String = "", _ second: String = "",
        number: Int64 = 0
    ) throws(Failure) -> String {
        try stringAndDetail(operation(), call, first, second, number: number).text
    }

    /// The handle an ICU object's `open` call returned (ICU's warnings pass), or its failure thrown.
    static func opened(
        _ handle: OpaquePointer?, _ status: Int32, _ operation: @autoclosure () -> String
    ) throws(Failure) -> OpaquePointer {
        try check(status, operation())
        guard let handle = unsafe handle else { throw Failure(operation: operation(), status: status) }
        return unsafe handle
    }

    /// The answer of the shim's query `call` (a `LIC_QUERY_*`: whether a language, script or region is
    /// known, a block's number) about `name`.
    static func query(_ call: Int32, _ name: String) -> Int32 { unsafe lic_query(call, name) }
}

extension String {
    /// Runs `body` on the string's UTF-8 bytes without copying when the string is native.
    func withUTF8Bytes<Result>(_ body: (UnsafePointer<UInt8>, Int32) throws -> Result) rethrows -> Result {
        try unsafe utf8Span.span.withICUBytes(body)
    }
}

extension ICU {
    /// Calls `write` with `text` (a pointer and length, ``Swift/Span/withICUBytes(_:)``) and the free room
    /// of `output` (a pointer and its capacity) for a result that ICU writes with a terminating zero when it
    /// fits, and returns the length `write` says it needs with that zero; when it fits, `output` then holds
    /// the result without the zero.
    ///
    /// Sound because `write` is given exactly the output's uninitialized room (or, with none, one spare byte
    /// and a capacity of 0), and the output counts as initialized only what ICU reports having written.
    static func writeKey(of text: Span<UInt8>, into output: inout OutputSpan<UInt8>,
                         _ write: (UnsafePointer<UInt8>, Int32, UnsafeMutablePointer<UInt8>, Int32) -> Int32) -> Int {
        unsafe text.withICUBytes { text, length in
            unsafe output.withUnsafeMutableBufferPointer { buffer, initialized in
                let free = buffer.count - initialized
                guard free > 0, let base = buffer.baseAddress else {
                    var spare: UInt8 = 0
                    return Int(unsafe write(text, length, &spare, 0))
                }
                let needed = Int(unsafe write(text, length, base + initialized, Int32(clamping: free)))
                if needed <= free { initialized += max(needed - 1, 0) }
                return needed
            }
        }
    }
}

extension Span<UInt8> {
    /// Runs `body` on these bytes as ICU takes them: a pointer (valid even when empty) and an `Int32` length.
    func withICUBytes<Result>(_ body: (UnsafePointer<UInt8>, Int32) throws -> Result) rethrows -> Result {
        try unsafe withUnsafeBufferPointer { buffer in
            // An empty span may have no base address; ICU wants a valid pointer with length 0.
            guard let base = buffer.baseAddress else {
                var zero: UInt8 = 0
                return try unsafe body(&zero, 0)
            }
            return try unsafe body(base, Int32(buffer.count))
        }
    }
}

// MARK: - The calls of the services that own no ICU object

extension ICU {
    /// The shim's calls for ``ICU/version``, scripts (`ICU+Script.swift`), character properties
    /// (`ICU+Properties.swift`), number formats and normalization: Swift values in and out.
    enum Calls {
        static func icuVersion() -> String { (try? ICU.string("u_getVersion", Int32(LIC_STRING_ICU_VERSION))) ?? "" }

        static func scriptCode(of value: UInt32) -> String {
            var buffer = [CChar](repeating: 0, count: 8)
            unsafe lic_script_code(value, &buffer)
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        static func scriptCodes(named text: String) throws(Failure) -> String {
            try ICU.string("uscript_getCode(\(text))", Int32(LIC_STRING_SCRIPT_CODES), text)
        }

        static func confusableSkeleton(of text: String) throws(Failure) -> String {
            try ICU.string("uspoof_getSkeleton(\(text))", Int32(LIC_STRING_CONFUSABLE_SKELETON), text)
        }

        /// The answer of the shim's text query `call` (a `LIC_TEXT_*`) about `text`.
        private static func textQuery(_ call: Int32, _ text: String) -> Int32 {
            unsafe text.withUTF8Bytes { unsafe lic_text_query(call, $0, $1) }
        }

        static func startsWithDigit(_ text: String) -> Bool { textQuery(Int32(LIC_TEXT_STARTS_WITH_DIGIT), text) != 0 }

        static func block(named name: String) -> Int32 { ICU.query(Int32(LIC_QUERY_BLOCK_NAMED), name) }

        static func formatInteger(_ value: Int64, localeID: String) throws(Failure) -> String {
            try ICU.string("unum_formatInt64", Int32(LIC_STRING_FORMAT_INTEGER), localeID, number: value)
        }

        static func isNFC(_ text: String) -> Bool { textQuery(Int32(LIC_TEXT_IS_NFC), text) != 0 }

        /// `text` in NFC; nil when ICU fails.
        static func nfc(_ text: String) -> String? {
            unsafe text.withUTF8Bytes { bytes, length in
                try? unsafe ICU.utf8String("Normalizer2::normalize") { unsafe lic_nfc(bytes, length, $0, $1, &$2) }
            }
        }
    }
}
