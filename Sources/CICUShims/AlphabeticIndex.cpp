#include "CICUShims.h"
#include "Canonical.h"
#include "Handles.h"
#include "IndexBuilders.h"
#include "TextOutput.h"
#include "UTF16Buffer.h"

#include <unicode/alphaindex.h>
#include <unicode/locid.h>
#include <unicode/tblcoll.h>
#include <unicode/ustring.h>

#include <cstring>
#include <memory>
#include <string>
#include <vector>

using icu::AlphabeticIndex;

using lic::unwrap;

LICIndex *lic_index_open(const char *localeID, const char *addLabelLocales, int32_t maxLabelCount, int32_t continueKept,
                         int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    // A locale ID holds no comma: the list splits back into the IDs it was joined from.
    std::vector<std::string> labels;
    for (const char *start = addLabelLocales; *start != 0;) {
        const char *end = std::strchr(start, ',');
        if (end == nullptr) end = start + std::strlen(start);
        labels.emplace_back(start, end);
        start = *end == ',' ? end + 1 : end;
    }
    std::vector<std::string> missing = labels;
    std::unique_ptr<AlphabeticIndex> builder;
    if (continueKept) builder = lic::IndexBuilders::take(localeID, labels, missing);
    if (builder == nullptr) {
        builder = std::make_unique<AlphabeticIndex>(icu::Locale(localeID), error);
        missing = labels;
    }
    for (size_t i = 0; i < missing.size() && U_SUCCESS(error); i++) builder->addLabels(icu::Locale(missing[i].c_str()), error);
    if (maxLabelCount > 0 && U_SUCCESS(error)) builder->setMaxLabelCount(maxLabelCount, error);
    if (U_FAILURE(error)) return nullptr;
    auto index = std::make_unique<lic::Index>();
    // The immutable index owns copies of everything it needs; the builder can go, or build again. Its
    // collator is the builder's at primary strength, with the same contractions: a clone of the builder's is
    // kept to list them.
    index->immutable.reset(builder->buildImmutableIndex(error));
    index->collator.reset(builder->getCollator().clone());
    if (U_FAILURE(error) || index->collator == nullptr) return nullptr;
    // A builder with a label limit set cannot build an index without one: only those without are kept.
    if (continueKept && maxLabelCount <= 0) lic::IndexBuilders::keep(localeID, std::move(labels), std::move(builder));
    return reinterpret_cast<LICIndex *>(index.release());
}

void lic_index_close(LICIndex *index) { delete reinterpret_cast<lic::Index *>(index); }

int32_t lic_index_buckets(const LICIndex *index, uint8_t *out, int32_t capacity, int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    const AlphabeticIndex::ImmutableIndex &immutable = *unwrap(index)->immutable;
    std::string table;
    for (int32_t i = 0; i < immutable.getBucketCount(); i++) {
        const AlphabeticIndex::Bucket *bucket = immutable.getBucket(i);
        int32_t kind = LIC_BUCKET_NORMAL;
        switch (bucket->getLabelType()) {
            case U_ALPHAINDEX_NORMAL: kind = LIC_BUCKET_NORMAL; break;
            case U_ALPHAINDEX_UNDERFLOW: kind = LIC_BUCKET_UNDERFLOW; break;
            case U_ALPHAINDEX_INFLOW: kind = LIC_BUCKET_INFLOW; break;
            case U_ALPHAINDEX_OVERFLOW: kind = LIC_BUCKET_OVERFLOW; break;
        }
        table += static_cast<char>('0' + kind);
        const icu::UnicodeString &label = bucket->getLabel();
        int32_t length = 0;
        UErrorCode preflight = U_ZERO_ERROR;
        u_strToUTF8(nullptr, 0, &length, label.getBuffer(), label.length(), &preflight);
        const size_t start = table.size();
        table.resize(start + static_cast<size_t>(length));
        u_strToUTF8(table.data() + start, length, &length, label.getBuffer(), label.length(), &error);
        if (U_FAILURE(error)) return 0;
        table += '\0';
    }
    return lic::copyText(table.data(), static_cast<int32_t>(table.size()), reinterpret_cast<char *>(out), capacity, error);
}

int32_t lic_index_bucket_for(const LICIndex *index, const uint8_t *text, int32_t length, int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    lic::UTF8Name name(text, length, error);
    if (U_FAILURE(error)) return 0;
    return lic::bucketOf(index, name.canonical(), error);
}

int32_t lic_index_bucket_of_prefix(const LICIndex *index, const uint8_t *text, int32_t length, int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    lic::UTF8Name utf8Name(text, length, error);
    if (U_FAILURE(error)) return -1;
    const icu::UnicodeString &fcd = utf8Name.canonical().fcd(error);
    if (U_FAILURE(error) || fcd.isEmpty()) return -1;
    const lic::Index *found = unwrap(index);
#ifndef U_HIDE_INTERNAL_API
    // A contraction starting in the text could take in what follows it: then what follows decides too. (As in
    // Index::decide, with the internal call AlphabeticIndex itself makes.)
    const auto *rules = dynamic_cast<const icu::RuleBasedCollator *>(found->collator.get());
    if (rules == nullptr) return -1;
    for (int32_t i = 0; i < fcd.length(); i = fcd.moveIndex32(i, 1)) {
        icu::UnicodeSet contractions;
        rules->internalAddContractions(fcd.char32At(i), contractions, error);
        if (U_FAILURE(error) || !contractions.isEmpty()) return -1;
    }
#else
    return -1;
#endif
    // Every text `fcd` + rest sorts at or after `fcd` and, rest holding no contraction with it, before any
    // boundary above `fcd` U+FFFF (no boundary holds U+FFFF after `fcd`).
    icu::UnicodeString highest(fcd);
    highest.append(static_cast<UChar>(0xFFFF));
    int32_t low = found->immutable->getBucketIndex(fcd, error), high = found->immutable->getBucketIndex(highest, error);
    return U_SUCCESS(error) && low == high ? low : -1;
}

int32_t lic_index_bucket(const LICIndex *index, int32_t which, const uint8_t *text, int32_t length, int32_t *status) {
    switch (which) {
    case LIC_INDEX_BUCKET_FOR: return lic_index_bucket_for(index, text, length, status);
    case LIC_INDEX_BUCKET_OF_PREFIX: return lic_index_bucket_of_prefix(index, text, length, status);
    default: *status = U_ILLEGAL_ARGUMENT_ERROR; return 0;
    }
}
