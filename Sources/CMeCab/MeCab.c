// MeCab through dlopen, over MeCab's own public C API (mecab.h): see CMeCab.h for why dlopen. Everything
// MeCab-specific (entry points, ipadic's feature format) is confined to this file.
#include "CMeCab.h"

#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#if __has_include(<mecab.h>)
#include <mecab.h>
#define LIC_HAVE_MECAB_HEADER 1
#else
#define LIC_HAVE_MECAB_HEADER 0
#endif

/// ipadic's feature: POS1,POS2,POS3,POS4,conjugation type,conjugation form,base form,READING,pronunciation.
enum { LIC_IPADIC_READING_FIELD = 7 };

#if LIC_HAVE_MECAB_HEADER

/// One model (the dictionary, mapped once) and one tagger over it, shared by every thread: MeCab's
/// `Tagger::parse(Lattice *)` is thread-safe. What a parse writes lives in a lattice, one per thread at a time.
/// The entry points are MeCab's own, typed by its header, resolved with dlsym.
struct LICMeCab {
    void *library;
    mecab_model_t *model;
    mecab_t *tagger;
    __typeof__(mecab_model_destroy) *model_destroy;
    __typeof__(mecab_model_new_lattice) *new_lattice;
    __typeof__(mecab_destroy) *destroy;
    __typeof__(mecab_lattice_destroy) *lattice_destroy;
    __typeof__(mecab_lattice_set_sentence2) *set_sentence;
    __typeof__(mecab_parse_lattice) *parse_lattice;
    __typeof__(mecab_lattice_get_bos_node) *bos_node;
};

// MARK: - Helpers

static void report(char *error, int32_t capacity, const char *format, ...) {
    if (error == NULL || capacity <= 0) return;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(error, (size_t)capacity, format, arguments);
    va_end(arguments);
}

/// Whether `bytes` is non-empty UTF-8 made only of kana: hiragana (U+3041–309F), katakana (U+30A0–30FF,
/// including ・ and ー), the small katakana extensions (U+31F0–31FF) and half-width katakana (U+FF65–FF9F).
static int is_kana(const char *bytes, size_t length) {
    const unsigned char *p = (const unsigned char *)bytes;
    if (length == 0) return 0;
    for (size_t i = 0; i < length;) {
        // Every kana is a three-byte UTF-8 sequence.
        if (length - i < 3 || (p[i] & 0xF0) != 0xE0 || (p[i + 1] & 0xC0) != 0x80 || (p[i + 2] & 0xC0) != 0x80) {
            return 0;
        }
        uint32_t scalar = ((uint32_t)(p[i] & 0x0F) << 12) | ((uint32_t)(p[i + 1] & 0x3F) << 6) | (p[i + 2] & 0x3F);
        int kana = (scalar >= 0x3041 && scalar <= 0x309F) || (scalar >= 0x30A0 && scalar <= 0x30FF) ||
                   (scalar >= 0x31F0 && scalar <= 0x31FF) || (scalar >= 0xFF65 && scalar <= 0xFF9F);
        if (!kana) return 0;
        i += 3;
    }
    return 1;
}

/// Appends `count` bytes to `out` as far as `capacity` allows; `*total` counts all of them.
static int append(uint8_t *out, int32_t capacity, int64_t *total, const char *bytes, size_t count) {
    if (*total + (int64_t)count > INT32_MAX) return 0;
    if (*total < capacity) {
        size_t room = (size_t)(capacity - *total);
        memcpy(out + *total, bytes, count < room ? count : room);
    }
    *total += (int64_t)count;
    return 1;
}

/// The reading field of an ipadic feature, or NULL when there is none (fewer fields, or `*`).
static const char *reading_field(const char *feature, size_t *length) {
    if (feature == NULL) return NULL;
    const char *field = feature;
    for (int index = 0; index < LIC_IPADIC_READING_FIELD; index++) {
        field = strchr(field, ',');
        if (field == NULL) return NULL;
        field++;
    }
    const char *end = strchr(field, ',');
    *length = end ? (size_t)(end - field) : strlen(field);
    if (*length == 0 || (*length == 1 && field[0] == '*')) return NULL;
    return field;
}

/// The known surname every ipadic reads: 山田, ヤマダ.
static const char probe[] = "山田";
static const char probeReading[] = "ヤマダ";

/// Whether `mecab` reads `probe` as `probeReading`.
static int reads_probe(LICMeCab *mecab) {
    uint8_t reading[32];
    LICMeCabLattice *lattice = lic_mecab_lattice_new(mecab);
    int32_t length = lattice == NULL ? LIC_MECAB_FAILED
                                     : lic_mecab_reading(mecab, lattice, (const uint8_t *)probe,
                                                         (int32_t)strlen(probe), 0, reading, (int32_t)sizeof reading);
    lic_mecab_lattice_destroy(mecab, lattice);
    return length == (int32_t)strlen(probeReading) && memcmp(reading, probeReading, strlen(probeReading)) == 0;
}

// MARK: - API

LICMeCab *lic_mecab_open(const char *library, const char *arguments, char *error, int32_t errorCapacity) {
    if (error != NULL && errorCapacity > 0) error[0] = 0;
    const char *name = (library != NULL && library[0] != 0) ? library : LIC_MECAB_DEFAULT_LIBRARY;
    void *handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        report(error, errorCapacity, "cannot load MeCab: %s", reason ? reason : name);
        return NULL;
    }

#define LIC_MECAB_FUNCTION(function) __typeof__(function) *function##_ = (__typeof__(function) *)dlsym(handle, #function)
    LIC_MECAB_FUNCTION(mecab_model_new2);
    LIC_MECAB_FUNCTION(mecab_model_destroy);
    LIC_MECAB_FUNCTION(mecab_model_new_tagger);
    LIC_MECAB_FUNCTION(mecab_model_new_lattice);
    LIC_MECAB_FUNCTION(mecab_strerror);
    LIC_MECAB_FUNCTION(mecab_destroy);
    LIC_MECAB_FUNCTION(mecab_lattice_destroy);
    LIC_MECAB_FUNCTION(mecab_lattice_set_sentence2);
    LIC_MECAB_FUNCTION(mecab_parse_lattice);
    LIC_MECAB_FUNCTION(mecab_lattice_get_bos_node);
    LIC_MECAB_FUNCTION(mecab_dictionary_info);
#undef LIC_MECAB_FUNCTION
    if (!mecab_model_new2_ || !mecab_model_destroy_ || !mecab_model_new_tagger_ || !mecab_model_new_lattice_ ||
        !mecab_strerror_ || !mecab_destroy_ || !mecab_lattice_destroy_ || !mecab_lattice_set_sentence2_ ||
        !mecab_parse_lattice_ || !mecab_lattice_get_bos_node_ || !mecab_dictionary_info_) {
        report(error, errorCapacity, "%s is not MeCab 0.996: a mecab_* function is missing", name);
        dlclose(handle);
        return NULL;
    }

    mecab_model_t *model = mecab_model_new2_(arguments != NULL ? arguments : "");
    mecab_t *tagger = model != NULL ? mecab_model_new_tagger_(model) : NULL;
    if (tagger == NULL) {
        // mecab_strerror(NULL) is meant to hold why; Debian's 0.996 leaves it empty, so say where to look.
        const char *reason = mecab_strerror_(NULL);
        if (reason != NULL && reason[0] != 0) {
            report(error, errorCapacity, "MeCab cannot open a dictionary: %s", reason);
        } else {
            report(error, errorCapacity,
                   "MeCab cannot open its configuration or dictionary (mecab_model_new2 failed; check "
                   "/etc/mecabrc or $MECABRC and its dicdir)");
        }
        if (model != NULL) mecab_model_destroy_(model);
        dlclose(handle);
        return NULL;
    }

    LICMeCab *mecab = calloc(1, sizeof *mecab);
    if (mecab == NULL) {
        report(error, errorCapacity, "out of memory");
        mecab_destroy_(tagger);
        mecab_model_destroy_(model);
        dlclose(handle);
        return NULL;
    }
    *mecab = (LICMeCab){handle,
                        model,
                        tagger,
                        mecab_model_destroy_,
                        mecab_model_new_lattice_,
                        mecab_destroy_,
                        mecab_lattice_destroy_,
                        mecab_lattice_set_sentence2_,
                        mecab_parse_lattice_,
                        mecab_lattice_get_bos_node_};

    const mecab_dictionary_info_t *info = mecab_dictionary_info_(tagger);
    const char *charset = info && info->charset ? info->charset : "";
    if (strcasecmp(charset, "UTF-8") != 0 && strcasecmp(charset, "utf8") != 0) {
        report(error, errorCapacity, "the MeCab dictionary %s is %s, not UTF-8 (install mecab-ipadic-utf8)",
               info && info->filename ? info->filename : "(unknown)", charset[0] ? charset : "of unknown charset");
        lic_mecab_close(mecab);
        return NULL;
    }

    // A UTF-8 dictionary need not be ipadic (jumandic and unidic put other things in field 8); one known
    // surname proves the format before anyone relies on the answers.
    if (!reads_probe(mecab)) {
        report(error, errorCapacity,
               "the MeCab dictionary %s does not give ipadic readings (山田 is not read ヤマダ; install "
               "mecab-ipadic-utf8)",
               info && info->filename ? info->filename : "(unknown)");
        lic_mecab_close(mecab);
        return NULL;
    }
    return mecab;
}

LICMeCabLattice *lic_mecab_lattice_new(LICMeCab *mecab) {
    return mecab != NULL ? (LICMeCabLattice *)mecab->new_lattice(mecab->model) : NULL;
}

void lic_mecab_lattice_destroy(LICMeCab *mecab, LICMeCabLattice *lattice) {
    if (mecab != NULL && lattice != NULL) mecab->lattice_destroy((mecab_lattice_t *)lattice);
}

/// Whether an ipadic feature is a surname's (名詞,固有名詞,人名,姓).
static int is_surname(const char *feature) {
    static const char surname[] = "名詞,固有名詞,人名,姓,";
    return feature != NULL && strncmp(feature, surname, sizeof surname - 1) == 0;
}

int32_t lic_mecab_reading(LICMeCab *mecab, LICMeCabLattice *lattice, const uint8_t *utf8, int32_t length,
                          int32_t options, uint8_t *out, int32_t capacity) {
    if (mecab == NULL || lattice == NULL || length < 0 || (length > 0 && utf8 == NULL) || capacity < 0 ||
        (capacity > 0 && out == NULL)) {
        return LIC_MECAB_FAILED;
    }
    // MeCab reads a C string: text with a NUL in it cannot be analysed whole. The marks of an unread word
    // must not be in the text itself.
    if (length > 0 && memchr(utf8, 0, (size_t)length) != NULL) return LIC_MECAB_NO_READING;
    int byFamilyName = (options & LIC_MECAB_BY_FAMILY_NAME) != 0;
    if (byFamilyName && length > 0 && (memchr(utf8, LIC_MECAB_UNREAD_START, (size_t)length) != NULL ||
                                       memchr(utf8, LIC_MECAB_UNREAD_END, (size_t)length) != NULL)) {
        return LIC_MECAB_NO_READING;
    }

    char *text = malloc((size_t)length + 1);
    if (text == NULL) return LIC_MECAB_FAILED;
    if (length > 0) memcpy(text, utf8, (size_t)length);
    text[length] = 0;
    const char *end = text + length;

    int32_t result = LIC_MECAB_FAILED;
    int64_t total = 0;
    mecab_lattice_t *analysis = (mecab_lattice_t *)lattice;
    // The lattice points into `text` (so do the nodes' surfaces); MeCab reads it only while parsing and here,
    // before it is freed, and the next sentence replaces the pointer.
    mecab->set_sentence(analysis, text, (size_t)length);
    if (!mecab->parse_lattice(mecab->tagger, analysis)) goto done;
    const mecab_node_t *node = mecab->bos_node(analysis);
    if (node == NULL) goto done;

    // The nodes' surfaces point into `text`; what lies between them is whitespace MeCab skipped.
    const char *previousEnd = text;
    int first = 1;
    for (; node != NULL; node = node->next) {
        if (node->stat == MECAB_BOS_NODE) continue;
        if (node->stat == MECAB_EOS_NODE) break;
        const char *surface = node->surface;
        if (surface < previousEnd || surface > end || (size_t)(end - surface) < node->length) goto done;
        if (!append(out, capacity, &total, previousEnd, (size_t)(surface - previousEnd))) goto done;

        size_t readingLength = 0;
        const char *reading = reading_field(node->feature, &readingLength);
        if (reading != NULL) {
            if (!append(out, capacity, &total, reading, readingLength)) goto done;
        } else if (is_kana(surface, node->length)) {
            if (!append(out, capacity, &total, surface, node->length)) goto done;
        } else if (byFamilyName && !first) {
            static const char unreadStart = LIC_MECAB_UNREAD_START, unreadEnd = LIC_MECAB_UNREAD_END;
            if (!append(out, capacity, &total, &unreadStart, 1) ||
                !append(out, capacity, &total, surface, node->length) ||
                !append(out, capacity, &total, &unreadEnd, 1)) {
                goto done;
            }
        } else {
            result = LIC_MECAB_NO_READING;
            goto done;
        }
        if (byFamilyName && first && !is_surname(node->feature)) {
            result = LIC_MECAB_NO_READING;
            goto done;
        }
        first = 0;
        previousEnd = surface + node->length;
    }
    if (!append(out, capacity, &total, previousEnd, (size_t)(end - previousEnd))) goto done;
    result = (int32_t)total;

done:
    free(text);
    return result;
}

void lic_mecab_close(LICMeCab *mecab) {
    if (mecab == NULL) return;
    if (mecab->tagger != NULL) mecab->destroy(mecab->tagger);
    if (mecab->model != NULL) mecab->model_destroy(mecab->model);
    if (mecab->library != NULL) dlclose(mecab->library);
    free(mecab);
}

#else  // built without MeCab's header: every open says so, and nothing else is reached.

struct LICMeCab {
    int unused;
};

LICMeCab *lic_mecab_open(const char *library, const char *arguments, char *error, int32_t errorCapacity) {
    (void)library;
    (void)arguments;
    if (error != NULL && errorCapacity > 0) {
        snprintf(error, (size_t)errorCapacity,
                 "built without MeCab's header (mecab.h, Debian libmecab-dev): no kanji readings");
    }
    return NULL;
}

LICMeCabLattice *lic_mecab_lattice_new(LICMeCab *mecab) { (void)mecab; return NULL; }

void lic_mecab_lattice_destroy(LICMeCab *mecab, LICMeCabLattice *lattice) { (void)mecab; (void)lattice; }

int32_t lic_mecab_reading(LICMeCab *mecab, LICMeCabLattice *lattice, const uint8_t *utf8, int32_t length,
                          int32_t options, uint8_t *out, int32_t capacity) {
    (void)mecab; (void)lattice; (void)utf8; (void)length; (void)options; (void)out; (void)capacity;
    return LIC_MECAB_FAILED;
}

void lic_mecab_close(LICMeCab *mecab) { (void)mecab; }

#endif
