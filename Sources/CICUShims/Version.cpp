#include "CICUShims.h"

#include <unicode/uversion.h>
#include <unicode/utypes.h>

void lic_icu_version(char *out, int32_t capacity) {
    UVersionInfo version;
    u_getVersion(version);
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    int32_t i = 0;
    for (; i + 1 < capacity && text[i] != 0; i++) out[i] = text[i];
    if (capacity > 0) out[i] = 0;
}

const char *lic_error_name(int32_t status) { return u_errorName(static_cast<UErrorCode>(status)); }
