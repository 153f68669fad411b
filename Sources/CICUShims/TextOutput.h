// Internal: handing a text the shim made (or ICU keeps) to the caller's buffer, as ICU's own calls do.
#pragma once

#include <unicode/utypes.h>

#include <cstdint>
#include <cstring>

namespace lic {

/// Copies `length` bytes of `text` to `out`, with a terminating NUL when there is room for it, and returns
/// `length`. A `capacity` too small for the text sets U_BUFFER_OVERFLOW_ERROR and copies nothing: the
/// caller asks again with the length returned (ICU's preflighting).
inline int32_t copyText(const char *text, int32_t length, char *out, int32_t capacity, UErrorCode &error) {
    if (U_FAILURE(error)) return 0;
    if (length > capacity) {
        error = U_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    std::memcpy(out, text, static_cast<size_t>(length));
    if (length < capacity) out[length] = 0;
    return length;
}

}  // namespace lic
