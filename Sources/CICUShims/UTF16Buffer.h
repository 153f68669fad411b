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
};

}  // namespace lic
