#include "CICUShims.h"

#include <unicode/uspoof.h>

namespace {

/// One spoof checker for the process: made once (thread-safe static initialisation), then only read;
/// `uspoof_getSkeleton` on a checker no one changes is safe from several threads (ICU's thread-safety notes
/// for USpoofChecker: const functions may be called concurrently).
const USpoofChecker *sharedChecker(UErrorCode &status) {
    static UErrorCode openStatus = U_ZERO_ERROR;
    static USpoofChecker *checker = uspoof_open(&openStatus);
    if (U_FAILURE(openStatus)) status = openStatus;
    return checker;
}

}  // namespace

int32_t lic_confusable_skeleton(const char *text, char *out, int32_t capacity, int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    const USpoofChecker *checker = sharedChecker(error);
    if (U_FAILURE(error)) return 0;
    return uspoof_getSkeletonUTF8(checker, 0, text, -1, out, capacity, &error);
}
