internal import CICUShims

/// A failure to set up charset decoding.
package enum CharsetError: Error, Equatable, CustomStringConvertible, Sendable {
    /// ICU knows no charset by this name or alias.
    case unknownCharset(String)
    /// ICU failed while converting (it fails only when memory runs out).
    case conversionFailed(charset: String, reason: String)

    package var description: String {
        switch self {
        case .unknownCharset(let name):
            "unknown charset \"\(name)\" (ICU knows names such as UTF-8, UTF-16LE, Shift_JIS, windows-1252, "
                + "ISO-8859-1, GB18030, Big5, EUC-KR, KOI8-R)"
        case .conversionFailed(let charset, let reason):
            "cannot convert from \(charset): \(reason)"
        }
    }
}

/// Bytes in some charset turned into UTF-8, a chunk at a time, through ICU's converters (`ucnv`).
///
/// Every byte sequence the charset does not map (an illegal byte, a character the charset lacks, a sequence
/// cut by the end of the input) becomes one U+FFFD and is counted in ``replacementCount``, so a caller can
/// keep the readable part of a value and warn about the rest. Memory is proportional to one chunk.
///
/// ```swift
/// let decoder = try CharsetDecoder(charset: "Shift_JIS")
/// let text = decoder.decodeAll([0x83, 0x41])   // "ア"
/// ```
///
/// Not `Sendable`: one converter holds the state of one input between chunks.
///
/// Unsafe code: the converter's handle, opened in `init` and closed in `deinit`; input is borrowed for the
/// call that converts it, and the converter's output, valid until its next call, is copied at once.
@safe
package final class CharsetDecoder {
    private let handle: OpaquePointer
    /// The charset name the decoder was opened with, as given.
    package let charset: String

    /// Opens a decoder for the charset named `charset` (any name or alias ICU knows, case-insensitive).
    ///
    /// - Throws: ``CharsetError/unknownCharset(_:)`` when ICU knows no such charset.
    package init(charset: String) throws(CharsetError) {
        var status: Int32 = 0
        guard !charset.isEmpty,
              let opened = try? unsafe ICU.opened(lic_converter_open(charset, &status), status, "ucnv_open(\(charset))")
        else { throw .unknownCharset(charset) }
        unsafe handle = opened
        self.charset = charset
    }

    deinit { unsafe lic_converter_close(handle) }

    /// ICU's own name for the charset ("ibm-943_P15A-2003" for "Shift_JIS").
    package var canonicalName: String {
        var status: Int32 = 0
        let name = unsafe String(cString: lic_converter_name(handle, &status))
        return status <= 0 ? name : charset
    }

    /// How many U+FFFD the decoder has written in place of bytes it could not convert, so far.
    package var replacementCount: Int { unsafe Int(lic_converter_replacements(handle)) }

    /// The UTF-8 of the next chunk of input. A character cut by the chunk's end is completed by the next
    /// call; `isFinal` marks the last chunk (an unfinished sequence then becomes U+FFFD) and readies the
    /// decoder for a new input.
    ///
    /// - Complexity: O(*n*) in the chunk's length.
    package func decode(_ bytes: Span<UInt8>, isFinal: Bool) throws(CharsetError) -> [UInt8] {
        var status: Int32 = 0
        var output: UnsafePointer<UInt8>?
        // The converter reads the input during the call only, and its output stays valid until the next call
        // on it, which this one copies first.
        let produced = unsafe bytes.withICUBytes { base, count in
            unsafe lic_converter_convert(handle, base, count, isFinal ? 1 : 0, &output, &status)
        }
        guard status <= 0 else {
            let reason = (try? ICU.string("u_errorName", Int32(LIC_STRING_ERROR_NAME), number: Int64(status))) ?? "\(status)"
            throw .conversionFailed(charset: charset, reason: reason)
        }
        return unsafe Array(UnsafeBufferPointer(start: output, count: output == nil ? 0 : max(Int(produced), 0)))
    }

    /// `bytes`, a whole input, as a string; ``replacementCount`` then says how many U+FFFD stand in it for
    /// bytes the charset could not convert.
    package func decodeAll(_ bytes: some Sequence<UInt8>) throws(CharsetError) -> String {
        let contiguous = Array(bytes)
        var utf8: [UInt8] = []
        let chunk = 1 << 20
        var start = 0
        repeat {
            let end = min(start + chunk, contiguous.count)
            utf8.append(contentsOf: try decode(contiguous.span.extracting(start..<end), isFinal: end == contiguous.count))
            start = end
        } while start < contiguous.count
        return String(decoding: utf8, as: UTF8.self)
    }

    /// `bytes` in the charset named `charset` as a string, and how many U+FFFD stand in it for bytes the
    /// charset could not convert (0 when every byte was readable).
    ///
    /// ```swift
    /// let (name, replaced) = try CharsetDecoder.decode([0x82, 0xA0], charset: "SHIFT_JIS")  // ("あ", 0)
    /// ```
    ///
    /// - Throws: ``CharsetError/unknownCharset(_:)`` when ICU knows no such charset.
    package static func decode(
        _ bytes: some Sequence<UInt8>, charset: String
    ) throws(CharsetError) -> (text: String, replacements: Int) {
        let decoder = try CharsetDecoder(charset: charset)
        let text = try decoder.decodeAll(bytes)
        return (text, decoder.replacementCount)
    }
}

/// The charset ICU's detector (`ucsdet`) finds most likely for some bytes.
package struct DetectedCharset: Equatable, Sendable {
    /// ICU's name for it: "UTF-8", "UTF-16LE", "Shift_JIS", "windows-1252", "ISO-8859-1", ...
    package var name: String
    /// How sure the detector is, 0 to 100. ICU's own guide treats results under about 10 as guesses.
    package var confidence: Int

    /// The charset ICU's detector finds most likely for `bytes` (pass a bounded prefix of a file: the
    /// detector reads all it is given); nil when no charset fits at all, and for no bytes (ICU would say
    /// UTF-8, 15% sure).
    ///
    /// - Complexity: O(*n*) in the length of `bytes`.
    package static func detect(_ bytes: some Collection<UInt8>) -> DetectedCharset? {
        guard !bytes.isEmpty else { return nil }
        let contiguous = Array(bytes)
        var name = [CChar](repeating: 0, count: 64)
        var status: Int32 = 0
        // The detector reads the input during the call only and writes at most the name's capacity.
        let confidence = unsafe contiguous.span.withICUBytes { input, count in
            unsafe lic_detect_charset(input, count, &name, Int32(name.count), &status)
        }
        guard status <= 0, confidence >= 0 else { return nil }
        let found = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return found.isEmpty ? nil : DetectedCharset(name: found, confidence: Int(confidence))
    }
}
