#include "CICUShims.h"

#include <unicode/ucnv.h>
#include <unicode/ucnv_cb.h>
#include <unicode/ucsdet.h>
#include <unicode/utf16.h>
#include <unicode/ustring.h>

#include <cstring>
#include <new>
#include <string>

/// A converter from one charset to UTF-8, fed in chunks. ICU converts to UTF-16; the UTF-16 is turned into
/// UTF-8 a pivot buffer at a time, so memory stays proportional to one chunk, never to the whole input.
struct LICConverter {
    UConverter *converter = nullptr;
    std::string output;
    int64_t replacements = 0;
    /// A lead surrogate at the end of one chunk's UTF-16, kept until its trail arrives with the next.
    UChar pendingLead = 0;
};

namespace {

const UChar replacementCharacter = 0xFFFD;

/// Replaces every illegal, unassigned or truncated byte sequence by one U+FFFD and counts it. ICU's own
/// substitute callback writes U+001A instead for single-byte charsets whose substitution byte is 0x1A.
void countingSubstitute(const void *context, UConverterToUnicodeArgs *arguments, const char *, int32_t,
                        UConverterCallbackReason reason, UErrorCode *error) {
    if (reason > UCNV_IRREGULAR) return;  // reset, close, clone: nothing to replace
    auto *owner = static_cast<LICConverter *>(const_cast<void *>(context));
    owner->replacements += 1;
    *error = U_ZERO_ERROR;
    ucnv_cbToUWriteUChars(arguments, &replacementCharacter, 1, 0, error);
}

/// Appends `length` UTF-16 units as UTF-8; unpaired surrogates (which no converter writes) become U+FFFD.
void appendUTF8(std::string &out, const UChar *units, int32_t length) {
    for (int32_t i = 0; i < length;) {
        UChar32 c;
        U16_NEXT(units, i, length, c);
        if (U_IS_SURROGATE(c)) c = 0xFFFD;
        if (c < 0x80) {
            out.push_back(static_cast<char>(c));
        } else if (c < 0x800) {
            out.push_back(static_cast<char>(0xC0 | (c >> 6)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        } else if (c < 0x10000) {
            out.push_back(static_cast<char>(0xE0 | (c >> 12)));
            out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        } else {
            out.push_back(static_cast<char>(0xF0 | (c >> 18)));
            out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        }
    }
}

}  // namespace

LICConverter *lic_converter_open(const char *charset, int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    auto *owner = new (std::nothrow) LICConverter();
    if (owner == nullptr) {
        error = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    owner->converter = ucnv_open(charset, &error);
    if (U_FAILURE(error) || owner->converter == nullptr) {
        if (owner->converter != nullptr) ucnv_close(owner->converter);
        delete owner;
        return nullptr;
    }
    ucnv_setToUCallBack(owner->converter, countingSubstitute, owner, nullptr, nullptr, &error);
    if (U_FAILURE(error)) {
        ucnv_close(owner->converter);
        delete owner;
        return nullptr;
    }
    return owner;
}

void lic_converter_close(LICConverter *converter) {
    if (converter == nullptr) return;
    ucnv_close(converter->converter);
    delete converter;
}

const char *lic_converter_name(const LICConverter *converter, int32_t *status) {
    const char *name = ucnv_getName(converter->converter, reinterpret_cast<UErrorCode *>(status));
    return name != nullptr ? name : "";
}

int32_t lic_converter_convert(LICConverter *converter, const uint8_t *bytes, int32_t length, int32_t flush,
                              const uint8_t **out, int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    converter->output.clear();
    const char *source = reinterpret_cast<const char *>(bytes);
    const char *sourceLimit = source + length;
    UChar pivot[8192];
    bool done = false;
    try {
        while (!done) {
            UChar *target = pivot;
            if (converter->pendingLead != 0) {
                *target++ = converter->pendingLead;
                converter->pendingLead = 0;
            }
            UErrorCode step = U_ZERO_ERROR;
            ucnv_toUnicode(converter->converter, &target, pivot + 8192, &source, sourceLimit, nullptr,
                           flush != 0, &step);
            if (step == U_BUFFER_OVERFLOW_ERROR) {
                step = U_ZERO_ERROR;
            } else if (U_FAILURE(step)) {
                error = step;
                return 0;
            } else {
                done = true;
            }
            int32_t produced = static_cast<int32_t>(target - pivot);
            if (produced > 0 && U16_IS_LEAD(pivot[produced - 1]) && !(done && flush != 0)) {
                converter->pendingLead = pivot[produced - 1];
                produced -= 1;
            }
            appendUTF8(converter->output, pivot, produced);
        }
    } catch (const std::bad_alloc &) {
        error = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
    if (flush != 0) {
        ucnv_resetToUnicode(converter->converter);
        converter->pendingLead = 0;
    }
    *out = reinterpret_cast<const uint8_t *>(converter->output.data());
    return static_cast<int32_t>(converter->output.size());
}

int64_t lic_converter_replacements(const LICConverter *converter) { return converter->replacements; }

int32_t lic_detect_charset(const uint8_t *bytes, int32_t length, char *name, int32_t nameCapacity,
                           int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    UCharsetDetector *detector = ucsdet_open(&error);
    if (U_FAILURE(error)) return -1;
    ucsdet_setText(detector, reinterpret_cast<const char *>(bytes), length, &error);
    const UCharsetMatch *match = ucsdet_detect(detector, &error);
    int32_t confidence = -1;
    if (U_SUCCESS(error) && match != nullptr) {
        const char *found = ucsdet_getName(match, &error);
        confidence = ucsdet_getConfidence(match, &error);
        if (U_SUCCESS(error) && found != nullptr) {
            std::strncpy(name, found, static_cast<size_t>(nameCapacity - 1));
            name[nameCapacity - 1] = '\0';
        } else {
            confidence = -1;
        }
    }
    ucsdet_close(detector);
    if (error == U_INVALID_CHAR_FOUND) error = U_ZERO_ERROR;  // no charset matched at all: not a failure
    return confidence;
}
