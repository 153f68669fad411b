// CICUShims: the only code in this package that talks to ICU.
//
// Why a C shim at all: ICU's C names are macros (ucol_open -> ucol_open_72) that Swift cannot call, and a
// Clang module over the system ICU headers clashes with the renamed ICU inside the toolchain's Foundation.
// So this header is ICU-free: opaque handles, stdint buffers, int32_t status codes (<= 0 means success,
// ICU's warnings are negative). Every ICU header is included by the .cpp files only.
#ifndef CICUSHIMS_H
#define CICUSHIMS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's U_BUFFER_OVERFLOW_ERROR: the output buffer was too small; the return value is the size needed.
#define LIC_BUFFER_OVERFLOW_ERROR 15
/// ICU's U_ILLEGAL_ARGUMENT_ERROR.
#define LIC_ILLEGAL_ARGUMENT_ERROR 1

// MARK: - ICU itself

/// Writes ICU's version ("72.1") into `out` (NUL-terminated, at most `capacity` bytes).
void lic_icu_version(char *out, int32_t capacity);

/// The human-readable name of an ICU error code ("U_ILLEGAL_ARGUMENT_ERROR").
const char *lic_error_name(int32_t status);

// MARK: - The string services that own no ICU object, behind one call each

/// What `lic_string` writes. Each names the call it stands for; `first`, `second` and `number` are that
/// call's inputs in order (unused ones are ignored).
enum {
    LIC_STRING_ICU_VERSION = 0,             ///< lic_icu_version.
    LIC_STRING_ERROR_NAME = 1,              ///< lic_error_name(number).
    LIC_STRING_FROM_LANGUAGE_TAG = 2,       ///< lic_locale_from_language_tag(first); `*detail`: parsedLength.
    LIC_STRING_TO_LANGUAGE_TAG = 3,         ///< lic_locale_to_language_tag(first).
    LIC_STRING_ICU_TO_LANGUAGE_TAG = 4,     ///< lic_icu_locale_to_language_tag(first).
    LIC_STRING_CANONICALIZE = 5,            ///< lic_locale_canonicalize(first).
    LIC_STRING_ADD_LIKELY_SUBTAGS = 6,      ///< lic_locale_add_likely_subtags(first).
    LIC_STRING_BASE_NAME = 7,               ///< lic_locale_base_name(first).
    LIC_STRING_LANGUAGE = 8,                ///< lic_locale_subtag(first, LIC_SUBTAG_LANGUAGE).
    LIC_STRING_SCRIPT = 9,                  ///< lic_locale_subtag(first, LIC_SUBTAG_SCRIPT).
    LIC_STRING_REGION = 10,                 ///< lic_locale_subtag(first, LIC_SUBTAG_REGION).
    LIC_STRING_VARIANT = 11,                ///< lic_locale_subtag(first, LIC_SUBTAG_VARIANT).
    LIC_STRING_KEYWORD_VALUE = 12,          ///< lic_locale_keyword_value(first, second).
    LIC_STRING_DISPLAY_NAME = 13,           ///< lic_locale_display_name(first, second), as UTF-8.
    LIC_STRING_SCRIPT_DISPLAY_NAME = 14,    ///< lic_script_display_name(first, second), as UTF-8.
    LIC_STRING_AVAILABLE_LOCALE = 15,       ///< lic_locale_available_at(number).
    LIC_STRING_COLLATION_TYPES = 16,        ///< lic_collation_types(first).
    LIC_STRING_SCRIPT_CODES = 17,           ///< lic_script_codes(first).
    LIC_STRING_CONFUSABLE_SKELETON = 18,    ///< lic_confusable_skeleton(first).
    LIC_STRING_FORMAT_INTEGER = 19,         ///< lic_format_integer(first, number).
};
/// The UTF-8 result of the call `which` (LIC_STRING_*) on NUL-terminated UTF-8 `first` and `second` and on
/// `number`, written into `out` as ICU writes a result (NUL-terminated when there is room) and returning its
/// length; U_BUFFER_OVERFLOW_ERROR when that exceeds `capacity` (call again with that length). `*detail` is
/// set to 0 unless the call gives more (LIC_STRING_FROM_LANGUAGE_TAG). U_ILLEGAL_ARGUMENT_ERROR for an
/// unknown `which` or an index out of range.
int32_t lic_string(int32_t which, const char *first, const char *second, int64_t number, uint8_t *out,
                   int32_t capacity, int32_t *detail, int32_t *status);

/// What `lic_text_query` answers about a UTF-8 text.
enum {
    LIC_TEXT_IS_NFC = 0,             ///< lic_is_nfc.
    LIC_TEXT_STARTS_WITH_DIGIT = 1,  ///< lic_starts_with_digit.
};
/// The answer of the call `which` (LIC_TEXT_*) for UTF-8 `text`; -1 for an unknown `which`. Thread-safe.
int32_t lic_text_query(int32_t which, const uint8_t *text, int32_t length);

/// What `lic_query` answers about one NUL-terminated name.
enum {
    LIC_QUERY_IS_AVAILABLE_LANGUAGE = 0,  ///< lic_locale_is_available_language.
    LIC_QUERY_IS_KNOWN_SCRIPT = 1,        ///< lic_is_known_script.
    LIC_QUERY_IS_KNOWN_REGION = 2,        ///< lic_is_known_region.
    LIC_QUERY_BLOCK_NAMED = 3,            ///< lic_block_named.
};
/// The answer of the call `which` (LIC_QUERY_*) for `name`; -1 for an unknown `which`.
int32_t lic_query(int32_t which, const char *name);

// MARK: - Locales (all identifiers are ICU locale IDs in UTF-8 unless a name says otherwise)

/// uloc_forLanguageTag: BCP 47 -> ICU ID. `parsedLength` receives how much of `tag` was understood.
int32_t lic_locale_from_language_tag(const char *tag, char *out, int32_t capacity,
                                     int32_t *parsedLength, int32_t *status);
/// uloc_toLanguageTag (strict): ICU ID -> BCP 47. An ID whose only keyword is a collation type is converted
/// without ICU's table of every keyword type (6-10 ms to load), to the same tag.
int32_t lic_locale_to_language_tag(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// uloc_toLanguageTag (strict) itself, for the tests that compare the two.
int32_t lic_icu_locale_to_language_tag(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// uloc_canonicalize: also strips a POSIX codeset (`sv_SE.UTF-8` -> `sv_SE`).
int32_t lic_locale_canonicalize(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// uloc_addLikelySubtags: `zh_TW` -> `zh_Hant_TW`.
int32_t lic_locale_add_likely_subtags(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// uloc_getBaseName: the ID without keywords.
int32_t lic_locale_base_name(const char *localeID, char *out, int32_t capacity, int32_t *status);

/// Which subtag `lic_locale_subtag` returns.
enum {
    LIC_SUBTAG_LANGUAGE = 0,
    LIC_SUBTAG_SCRIPT = 1,
    LIC_SUBTAG_REGION = 2,
    LIC_SUBTAG_VARIANT = 3,
};
int32_t lic_locale_subtag(const char *localeID, int32_t which, char *out, int32_t capacity, int32_t *status);
/// uloc_getKeywordValue; an absent keyword gives length 0.
int32_t lic_locale_keyword_value(const char *localeID, const char *keyword, char *out, int32_t capacity,
                                 int32_t *status);
/// The locale's English display name, UTF-16.
int32_t lic_locale_display_name(const char *localeID, const char *displayLocaleID, uint16_t *out,
                                int32_t capacity, int32_t *status);

/// A script's name (ISO 15924 code: `Grek`) in a locale's language, capitalized as a heading starts a
/// sentence (uldn_scriptDisplayName), UTF-16; the code itself when the locale has no name for it.
int32_t lic_script_display_name(const char *scriptCode, const char *displayLocaleID, uint16_t *out,
                                int32_t capacity, int32_t *status);

/// The paper the locale's region prints on, in millimetres (CLDR's paperSize, ulocdata_getPaperSize: A4
/// 297 x 210, US Letter 279 x 216); the likely region when the locale names none. 1 on success, else 0.
int32_t lic_paper_size(const char *localeID, int32_t *heightMillimeters, int32_t *widthMillimeters, int32_t *status);

/// The locales ICU has data for (uloc_getAvailable); the pointers stay valid for the process' life.
int32_t lic_locale_available_count(void);
const char *lic_locale_available_at(int32_t index);
/// 1 when some locale ICU has data for has the language `language` (uloc_getLanguage), else 0.
int32_t lic_locale_is_available_language(const char *language);

/// 1 when `code` is an ISO 15924 script code ICU knows (uscript_getCode), else 0.
int32_t lic_is_known_script(const char *code);
/// The ISO 15924 codes (uscript_getShortName) of the scripts uscript_getCode finds for `text`, comma-separated
/// ("Cyrl" for "Cyrl", "cyrl", "Cyrillic" or the locale "ru"; "Kana,Hira,Hani" for "ja"); length 0 when it
/// names none. At most 8 scripts.
int32_t lic_script_codes(const char *text, char *out, int32_t capacity, int32_t *status);
/// 1 when `code` is an ISO 3166 region or a UN M.49 area ICU knows, else 0.
int32_t lic_is_known_region(const char *code);

/// The `collation` keyword values ICU has for a locale ("standard", "phonebook", …), comma-separated.
int32_t lic_collation_types(const char *localeID, char *out, int32_t capacity, int32_t *status);

// MARK: - Collators

typedef struct LICCollator LICCollator;

/// Attribute values; -1 leaves ICU's (the locale's) default.
typedef struct LICCollatorAttributes {
    int32_t strength;          ///< 0 primary, 1 secondary, 2 tertiary, 3 quaternary, 15 identical.
    int32_t numeric;           ///< 1 on (digit runs compare as numbers), 0 off.
    int32_t alternateShifted;  ///< 1 shifted (spaces and punctuation ignorable), 0 non-ignorable.
    int32_t caseFirst;         ///< 0 off, 1 lower first, 2 upper first.
    int32_t normalization;     ///< 1 on: canonically equivalent text (NFC, NFD) sorts as equal even when not FCD.
} LICCollatorAttributes;

/// Opens a collator. A warning status (< 0) such as "used the root locale" is passed back, not hidden.
LICCollator *lic_collator_open(const char *localeID, const LICCollatorAttributes *attributes, int32_t *status);
void lic_collator_close(LICCollator *collator);
/// The collator's version (`ucol_getVersion`), dotted as ICU prints it: the rules', the data's and the
/// algorithm's version in one ("153.120.42"); what PostgreSQL stores as `pg_collation.collversion`.
void lic_collator_version(const LICCollator *collator, char *out, int32_t capacity);

/// Writes the sort key of UTF-8 `text` (invalid bytes read as U+FFFD) into `out`, NUL-terminated: the key of
/// its NFC form, so canonically equivalent spellings get one key.
/// Returns the key's full length including the terminating 0; when that exceeds `capacity`, call again.
/// Thread-safe on a shared collator.
int32_t lic_collator_sort_key(const LICCollator *collator, const uint8_t *text, int32_t length,
                              uint8_t *out, int32_t capacity);

/// The primary weights of one code point under `collator`, as its collation elements give them (ICU's
/// `ucol_next`): each element's upper 16 bits, a continuation element's too (a primary longer than two bytes
/// takes two), primary-ignorable elements left out. Writes up to `capacity` into `out` and returns how many
/// there are (a call again with more room when that exceeds `capacity`); 0 for a code point with no primary
/// weight (a combining mark, a control). Expansions give several (U+00DF ß: those of "ss"), a Hangul
/// syllable those of its jamo. Thread-safe on a shared collator.
int32_t lic_collator_primary_weights(const LICCollator *collator, uint32_t codePoint, uint16_t *out, int32_t capacity);

/// Which locale `lic_collator_locale` reports.
enum { LIC_LOCALE_ACTUAL = 0, LIC_LOCALE_VALID = 1 };
/// The locale the collator's rules come from (actual) or the most specific locale with any data (valid).
/// An empty result means the root collation.
int32_t lic_collator_locale(const LICCollator *collator, int32_t which, uint8_t *out, int32_t capacity,
                            int32_t *status);
/// Which string `lic_collator_string` writes: LIC_LOCALE_ACTUAL or LIC_LOCALE_VALID (lic_collator_locale), or
/// this, the collator's version (lic_collator_version).
enum { LIC_COLLATOR_VERSION = 2 };
/// The string `which` of the collator, written as ICU writes a result (NUL-terminated when there is room)
/// and returning its length; U_BUFFER_OVERFLOW_ERROR when that exceeds `capacity` (call again with it).
int32_t lic_collator_string(const LICCollator *collator, int32_t which, uint8_t *out, int32_t capacity,
                            int32_t *status);

// MARK: - Alphabetic indexes (icu::AlphabeticIndex::ImmutableIndex, documented thread-safe)

typedef struct LICIndex LICIndex;

/// The kinds of bucket, as icu::AlphabeticIndex's UAlphabeticIndexLabelType.
enum {
    LIC_BUCKET_NORMAL = 0,
    LIC_BUCKET_UNDERFLOW = 1,
    LIC_BUCKET_INFLOW = 2,
    LIC_BUCKET_OVERFLOW = 3,
};

/// Builds the immutable index for `localeID`, adding the labels of each of the comma-separated locale IDs
/// `addLabelLocales` (ICU's addLabels; "" for none), with at most `maxLabelCount` labels when it is > 0 (ICU's default is 99).
/// With `continueKept` nonzero, a builder kept from an earlier index of `localeID` whose labels are all
/// among these builds it (the index is the one a new builder gives; constructing one is most of the
/// work), and this index's builder is kept in turn unless `maxLabelCount` > 0.
LICIndex *lic_index_open(const char *localeID, const char *addLabelLocales, int32_t maxLabelCount, int32_t continueKept,
                         int32_t *status);
void lic_index_close(LICIndex *index);
/// The index's buckets in ICU's order, each as its kind (LIC_BUCKET_*) written as an ASCII digit, its label
/// in UTF-8, and a 0 byte; returns the length of them all (U_BUFFER_OVERFLOW_ERROR when that exceeds
/// `capacity`: call again with that length).
int32_t lic_index_buckets(const LICIndex *index, uint8_t *out, int32_t capacity, int32_t *status);
/// The bucket UTF-8 `text` belongs in (invalid bytes read as U+FFFD): the bucket of its NFC form, made FCD,
/// so canonically equivalent spellings share it. Thread-safe on a shared index.
int32_t lic_index_bucket_for(const LICIndex *index, const uint8_t *text, int32_t length, int32_t *status);

/// 1 when the code point has Unicode's Alphabetic property, else 0.
int32_t lic_is_alphabetic(uint32_t codePoint);
/// 1 when the code point has Unicode's Ideographic property, else 0.
int32_t lic_is_ideographic(uint32_t codePoint);
/// 1 when the code point is a Han letter: a letter (L*), Ideographic, of the Han script; else 0 (for 〇,
/// the Hangzhou numerals 〡–〩, 〆 and ideographs of other scripts).
int32_t lic_is_han_letter(uint32_t codePoint);

/// Whether the first significant character of UTF-8 `text` is a decimal digit of any script (general category
/// Nd): the first that is not white space, one of `+ ( ) . - #`, a control or format character, or a mark.
/// 1 or 0. Thread-safe.
int32_t lic_starts_with_digit(const uint8_t *text, int32_t length);

/// The bucket of every text that starts with UTF-8 `text` (its bucket is `text`'s own whatever follows), or
/// -1 when texts starting with it may fall in different buckets: a character of it starts a contraction of
/// the index's collator, or `text` and `text` U+FFFF (the highest primary weight) fall in different buckets.
/// Thread-safe on a shared index.
int32_t lic_index_bucket_of_prefix(const LICIndex *index, const uint8_t *text, int32_t length, int32_t *status);

/// Which bucket `lic_index_bucket` gives.
enum {
    LIC_INDEX_BUCKET_FOR = 0,        ///< lic_index_bucket_for.
    LIC_INDEX_BUCKET_OF_PREFIX = 1,  ///< lic_index_bucket_of_prefix.
};
/// lic_index_bucket_for or lic_index_bucket_of_prefix, as `which` says; U_ILLEGAL_ARGUMENT_ERROR for another.
int32_t lic_index_bucket(const LICIndex *index, int32_t which, const uint8_t *text, int32_t length, int32_t *status);

/// What placing a name needs besides its sort key.
typedef struct LICPlacement {
    int32_t bucket;           ///< The bucket of the text, as lic_index_bucket_for gives it.
    int32_t startsWithDigit;  ///< As lic_starts_with_digit gives it.
} LICPlacement;

/// lic_index_bucket_for, lic_starts_with_digit and lic_collator_sort_key for one UTF-8 `text`: fills
/// `*placement` and writes the sort key under `collator` into `out`, returning the key's full length
/// (including the terminating 0); when that exceeds `capacity`, call again with more. Thread-safe on shared
/// objects.
int32_t lic_place_and_sort_key(const LICIndex *index, const LICCollator *collator, const uint8_t *text,
                               int32_t length, LICPlacement *placement, uint8_t *out, int32_t capacity,
                               int32_t *status);

// MARK: - Character classes (what Java's Character asks, which Android's contacts index reads names by)

/// The general category of `codePoint` as ICU numbers it (u_charType, UCharCategory): 0 unassigned, 1 Lu, 2 Ll,
/// 3 Lt, 4 Lm, 5 Lo, 6 Mn, 7 Me, 8 Mc, 9 Nd, 10 Nl, 11 No, 12 Zs, 13 Zl, 14 Zp, 15 Cc, 16 Cf, 17 Co, 18 Cs, 19 Pd,
/// 20 Ps, 21 Pe, 22 Pc, 23 Po, 24 Sm, 25 Sc, 26 Sk, 27 So, 28 Pi, 29 Pf.
int32_t lic_general_category(uint32_t codePoint);
/// 1 when no text that holds `codePoint` changes it under NFC (canonical combining class 0, NFC quick check
/// Yes: it neither reorders nor combines with what surrounds it), else 0. Text of such characters only is NFC.
int32_t lic_is_nfc_inert(uint32_t codePoint);
/// The Unicode block of `codePoint` as ICU numbers it (ublock_getCode, UBlockCode; 0 outside every block).
int32_t lic_block(uint32_t codePoint);
/// The number lic_block gives the block named `name` (a property value alias: "CJK_Unified_Ideographs",
/// "Hiragana"), or -1 when ICU knows no such block.
int32_t lic_block_named(const char *name);

// MARK: - Scripts and transliteration

/// Writes the ISO 15924 code of the script of `codePoint` ("Latn", "Hani", "Zyyy" for common characters)
/// into `out` (at least 8 bytes, NUL-terminated).
void lic_script_code(uint32_t codePoint, char *out);

/// The confusable skeleton of the NUL-terminated UTF-8 `text` (UTS #39, `uspoof_getSkeletonUTF8`): two texts
/// that look alike to a reader ("A" and Greek "Α", "P" and Cyrillic "Р") have equal skeletons. Returns the
/// skeleton's length in bytes (preflighting as ICU does when `capacity` is too small).
int32_t lic_confusable_skeleton(const char *text, char *out, int32_t capacity, int32_t *status);

typedef struct LICTransliterator LICTransliterator;

/// Opens an ICU transform such as "Any-Latin" or "Han-Latin/Names".
LICTransliterator *lic_transliterator_open(const char *transformID, int32_t *status);
void lic_transliterator_close(LICTransliterator *transliterator);
/// A copy of `transliterator` that may run on another thread (ICU's `Transliterator::clone`); nil when out
/// of memory. Cloning only reads the original.
LICTransliterator *lic_transliterator_clone(const LICTransliterator *transliterator);
/// Transliterates UTF-8 `text` into `out` as UTF-8; returns the length needed. Not thread-safe: callers
/// serialise use of one transliterator.
int32_t lic_transliterate(LICTransliterator *transliterator, const uint8_t *text, int32_t length, uint8_t *out,
                          int32_t capacity, int32_t *status);
/// A Han letter that a rule reads in context, and a Han letter the rule needs besides it.
typedef struct LICContextualHan {
    uint32_t letter;   ///< The letter the rule reads: 令 in `{令}' '?狐`.
    /// A letter the rule needs in the text (狐), one of the letters of the smallest element it cannot match
    /// without; 0 when it needs none that the transform could not write itself (a mark, a space).
    uint32_t needs;
} LICContextualHan;

/// The Han letters (lic_is_han_letter) that some forward rule of `transliterator` (any pass, compounds taken
/// apart) reads together with other characters: in the key of a rule with a context (令 in `{令}' '?狐`; not
/// 狐, which is only looked at) or of a key longer than one character, or picked out by a set there; each
/// with what its rule needs besides (one entry per needed letter: a text without any never meets the rule).
/// A rule whose only context is one internal mark (a noncharacter) before its one-character key, `﷑{单}`
/// (单 at a word's start), does not count. Every other Han letter is read by rules that match it alone or
/// treat all Han letters alike. Writes up to `capacity` entries into `out`, ordered and without repeats,
/// and returns how many there are (U_BUFFER_OVERFLOW_ERROR when more than `capacity`); U_UNSUPPORTED_ERROR
/// when a rule cannot be analysed (it uses variables). Reads only; thread-safe.
int32_t lic_transliterator_contextual_han(const LICTransliterator *transliterator, LICContextualHan *out,
                                          int32_t capacity, int32_t *status);

// MARK: - Normalization

/// Whether UTF-8 `text` is in NFC by ICU's quick check (1), or may not be (0): nearly every name is, and
/// then `lic_nfc` need not be called. Thread-safe.
int32_t lic_is_nfc(const uint8_t *text, int32_t length);

/// Writes the NFC form of UTF-8 `text` into `out` as UTF-8 and returns the length needed. Thread-safe.
int32_t lic_nfc(const uint8_t *text, int32_t length, uint8_t *out, int32_t capacity, int32_t *status);

// MARK: - Numbers

/// Writes `value` as the locale `localeID` writes a decimal number (CLDR's digits and grouping: "1,234" in
/// en, "1 234" with U+00A0 in sv) into `out` as UTF-8 and returns the length needed. Thread-safe.
int32_t lic_format_integer(const char *localeID, int64_t value, uint8_t *out, int32_t capacity, int32_t *status);

// MARK: - Charsets

typedef struct LICConverter LICConverter;

/// Opens a converter from the charset `charset` (any ICU name or alias: "Shift_JIS", "windows-1252",
/// "UTF-16LE") to UTF-8. An unknown name fails with U_FILE_ACCESS_ERROR. Every byte sequence the charset
/// cannot map becomes one U+FFFD, counted (lic_converter_replacements). One thread at a time.
LICConverter *lic_converter_open(const char *charset, int32_t *status);
void lic_converter_close(LICConverter *converter);
/// ICU's name of the charset the converter converts ("ibm-943_P15A-2003" for "Shift_JIS"); never NULL ("" when
/// ICU fails, with `*status` set).
const char *lic_converter_name(const LICConverter *converter, int32_t *status);
/// Converts the next `length` bytes of the input to UTF-8 and points `*out` at the result (owned by the
/// converter, valid until its next call); returns the result's length. A multi-byte character cut by the
/// end of a chunk is completed by the next; `flush` (non-zero) marks the last chunk, whose unfinished
/// sequence becomes U+FFFD, and resets the converter for a new input.
int32_t lic_converter_convert(LICConverter *converter, const uint8_t *bytes, int32_t length, int32_t flush,
                              const uint8_t **out, int32_t *status);
/// How many U+FFFD the converter has written for bytes it could not convert, since it was opened.
int64_t lic_converter_replacements(const LICConverter *converter);

/// ICU's charset detector (ucsdet) over `bytes`: writes the most likely charset's name ("Shift_JIS",
/// "UTF-16LE", "ISO-8859-1") into `name` (NUL-terminated, at most `nameCapacity` bytes) and returns its
/// confidence, 0 to 100; -1 when no charset matches.
int32_t lic_detect_charset(const uint8_t *bytes, int32_t length, char *name, int32_t nameCapacity,
                           int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
