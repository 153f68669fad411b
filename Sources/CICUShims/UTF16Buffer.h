// Internal: UTF-8 -> UTF-16 conversion into a stack buffer, with a heap fallback for long strings.
// The hot paths (sort keys, bucket lookup) call this once per string, so it must not allocate for
// ordinary names.
#pragma once

#include "Canonical.h"

#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>
#include <cstdint>
#include <memory>

namespace lic {

class UTF16Buffer {
public:
    /// `utf8` in UTF-16. With `plain`, also whether the text is made of plain characters only (``isPlain``),
    /// found while decoding: one pass over a name instead of two.
    UTF16Buffer(const uint8_t *utf8, int32_t length, UErrorCode &status, bool *plain = nullptr) {
        if (plain != nullptr) *plain = false;
        if (U_FAILURE(status)) return;
        // A string never has more UTF-16 units than UTF-8 bytes, so one that fits the stack in bytes fits in units.
        if (length >= 0 && length <= kStackCapacity) {
            bool unused = false;
            if (plain != nullptr ? decodeValid<true>(utf8, length, stack_, length_, *plain)
                                 : decodeValid<false>(utf8, length, stack_, length_, unused)) {
                return;
            }
        }
        convert(utf8, length, status);
        if (plain != nullptr) *plain = U_SUCCESS(status) && isPlain(data(), length_);
    }
    const UChar *data() const { return heap_ ? heap_.get() : stack_; }
    int32_t length() const { return length_; }

private:
    static constexpr int32_t kStackCapacity = 256;
    UChar stack_[kStackCapacity];
    std::unique_ptr<UChar[]> heap_;
    int32_t length_ = 0;

    /// ICU's converter: ill-formed sequences substituted with U+FFFD, into the heap when the stack is too small.
    void convert(const uint8_t *utf8, int32_t length, UErrorCode &status) {
        int32_t needed = 0;
        u_strFromUTF8WithSub(stack_, kStackCapacity, &needed, reinterpret_cast<const char *>(utf8), length,
                             0xFFFD, nullptr, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
            status = U_ZERO_ERROR;
            heap_.reset(new UChar[needed + 1]);
            u_strFromUTF8WithSub(heap_.get(), needed + 1, &needed, reinterpret_cast<const char *>(utf8), length,
                                 0xFFFD, nullptr, &status);
        }
        length_ = U_SUCCESS(status) ? needed : 0;
    }

    /// Decodes well-formed UTF-8 into `out` with ICU's own macros (`U8_NEXT` checks the Unicode Standard's
    /// table 3-7: no overlong form, surrogate or value past U+10FFFF), and returns false at the first
    /// ill-formed sequence: ICU's converter then converts the whole text, substituting as it does. Every name
    /// the package places is valid UTF-8 (a Swift string), and that converter spent about 20 instructions a
    /// byte on short names, a twentieth of placing one.
    ///
    /// ASCII and the two- and three-byte sequences (the whole BMP) are decoded inline, their second byte
    /// checked with ICU's own table for the lead (`U8_IS_VALID_LEAD3_AND_T1`: E0 needs A0–BF, ED 80–9F);
    /// ICU's macro takes four-byte sequences and finds what is ill-formed. With `checksPlain`, `plain` is set
    /// to whether every character is plain (``isPlainUnit``; ASCII is).
    template <bool checksPlain>
    static bool decodeValid(const uint8_t *bytes, int32_t length, UChar *out, int32_t &written, bool &plain) {
        int32_t i = 0, o = 0;
        bool allPlain = true;
        while (i < length) {
            const uint8_t lead = bytes[i];
            UChar32 c;
            if (lead < 0x80) {
                out[o++] = lead;
                i++;
                continue;
            } else if (lead >= 0xC2 && lead <= 0xDF && length - i >= 2 && U8_IS_TRAIL(bytes[i + 1])) {
                c = (lead & 0x1F) << 6 | (bytes[i + 1] & 0x3F);
                i += 2;
            } else if (lead >= 0xE0 && lead <= 0xEF && length - i >= 3 && U8_IS_VALID_LEAD3_AND_T1(lead, bytes[i + 1]) &&
                       U8_IS_TRAIL(bytes[i + 2])) {
                c = (lead & 0x0F) << 12 | (bytes[i + 1] & 0x3F) << 6 | (bytes[i + 2] & 0x3F);
                i += 3;
            } else {
                U8_NEXT(bytes, i, length, c);
                if (c < 0) return false;
            }
            // A supplementary character is never plain (its surrogates are not).
            if (checksPlain && allPlain) allPlain = c <= 0xFFFF && isPlainUnit(static_cast<UChar>(c));
            U16_APPEND_UNSAFE(out, o, c);
        }
        written = o;
        if (checksPlain) plain = allPlain;
        return true;
    }
};

/// A name given as UTF-8: its UTF-16 (``UTF16Buffer``, and a read-only string over it, no copy) and its
/// canonical forms (``CanonicalName``), whether it is plain found while decoding it. What each call that
/// places or orders a name starts from.
class UTF8Name {
public:
    UTF8Name(const uint8_t *text, int32_t length, UErrorCode &error)
        : utf16_(text, length, error, &plain_), alias_(false, utf16_.data(), utf16_.length()),
          canonical_(alias_, plain_, error) {}
    UTF8Name(const UTF8Name &) = delete;
    UTF8Name &operator=(const UTF8Name &) = delete;

    /// The name's UTF-16 units as given (not normalized).
    const UChar *units() const { return utf16_.data(); }
    int32_t length() const { return utf16_.length(); }
    /// The name in the forms ICU reads it in.
    CanonicalName &canonical() { return canonical_; }

private:
    // In this order: each is made from the ones before it.
    bool plain_ = false;
    UTF16Buffer utf16_;
    icu::UnicodeString alias_;
    CanonicalName canonical_;
};

}  // namespace lic
