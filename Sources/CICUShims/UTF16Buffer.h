// Internal: UTF-8 -> UTF-16 conversion into a stack buffer, with a heap fallback for long strings.
// The hot paths (sort keys, bucket lookup) call this once per string, so it must not allocate for
// ordinary names.
#pragma once

#include <unicode/ustring.h>
#include <cstdint>
#include <memory>

namespace lic {

class UTF16Buffer {
public:
    UTF16Buffer(const uint8_t *utf8, int32_t length, UErrorCode &status) {
        if (U_FAILURE(status)) return;
        // A string never has more UTF-16 units than UTF-8 bytes, so one that fits the stack in bytes fits in units.
        if (length >= 0 && length <= kStackCapacity && decodeValid(utf8, length, stack_, length_)) return;
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
    const UChar *data() const { return heap_ ? heap_.get() : stack_; }
    int32_t length() const { return length_; }

private:
    static constexpr int32_t kStackCapacity = 256;
    UChar stack_[kStackCapacity];
    std::unique_ptr<UChar[]> heap_;
    int32_t length_ = 0;

    /// Decodes well-formed UTF-8 (the Unicode Standard's table 3-7: no overlong form, surrogate or value past
    /// U+10FFFF) into `out`, and returns false at the first byte that is not: ICU then converts the whole
    /// text, substituting as it does. Every name the package places is valid UTF-8 (a Swift string), and
    /// ICU's general converter spent about 20 instructions a byte on short names, a twentieth of placing one.
    static bool decodeValid(const uint8_t *bytes, int32_t length, UChar *out, int32_t &written) {
        int32_t i = 0, o = 0;
        while (i < length) {
            const uint32_t lead = bytes[i];
            if (lead < 0x80) {
                out[o++] = static_cast<UChar>(lead);
                i += 1;
            } else if (lead >= 0xC2 && lead <= 0xDF) {
                if (length - i < 2 || !isTrail(bytes[i + 1])) return false;
                out[o++] = static_cast<UChar>((lead & 0x1F) << 6 | (bytes[i + 1] & 0x3F));
                i += 2;
            } else if (lead >= 0xE0 && lead <= 0xEF) {
                if (length - i < 3 || !isTrail(bytes[i + 1]) || !isTrail(bytes[i + 2])) return false;
                const uint32_t scalar = (lead & 0x0F) << 12 | (bytes[i + 1] & 0x3Fu) << 6 | (bytes[i + 2] & 0x3Fu);
                if (scalar < 0x800 || (scalar >= 0xD800 && scalar <= 0xDFFF)) return false;
                out[o++] = static_cast<UChar>(scalar);
                i += 3;
            } else if (lead >= 0xF0 && lead <= 0xF4) {
                if (length - i < 4 || !isTrail(bytes[i + 1]) || !isTrail(bytes[i + 2]) || !isTrail(bytes[i + 3])) {
                    return false;
                }
                const uint32_t scalar = (lead & 0x07) << 18 | (bytes[i + 1] & 0x3Fu) << 12 |
                                        (bytes[i + 2] & 0x3Fu) << 6 | (bytes[i + 3] & 0x3Fu);
                if (scalar < 0x10000 || scalar > 0x10FFFF) return false;
                out[o++] = static_cast<UChar>(0xD7C0 + (scalar >> 10));
                out[o++] = static_cast<UChar>(0xDC00 | (scalar & 0x3FF));
                i += 4;
            } else {
                return false;
            }
        }
        written = o;
        return true;
    }

    static bool isTrail(uint8_t byte) { return (byte & 0xC0) == 0x80; }
};

}  // namespace lic
