// Internal: UTF-8 -> UTF-16 conversion into a stack buffer, with a heap fallback for long strings.
// The hot paths (sort keys, bucket lookup) call this once per string, so it must not allocate for
// ordinary names.
#pragma once

#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>
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

    /// Decodes well-formed UTF-8 into `out` with ICU's own macros (`U8_NEXT` checks the Unicode Standard's
    /// table 3-7: no overlong form, surrogate or value past U+10FFFF), and returns false at the first
    /// ill-formed sequence: ICU's converter then converts the whole text, substituting as it does. Every name
    /// the package places is valid UTF-8 (a Swift string), and that converter spent about 20 instructions a
    /// byte on short names, a twentieth of placing one.
    static bool decodeValid(const uint8_t *bytes, int32_t length, UChar *out, int32_t &written) {
        int32_t i = 0, o = 0;
        while (i < length) {
            UChar32 c;
            U8_NEXT(bytes, i, length, c);
            if (c < 0) return false;
            U16_APPEND_UNSAFE(out, o, c);
        }
        written = o;
        return true;
    }
};

}  // namespace lic
