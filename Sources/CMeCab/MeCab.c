// MeCab through dlopen: see CMeCab.h for why. Everything MeCab-specific (struct layouts, symbol names,
// ipadic's feature format) is confined to this file.
#include "CMeCab.h"
#include "WordReadings.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

// MARK: - The slice of MeCab 0.996's ABI in use (mecab.h, copied because the header may not be installed)

/// mecab_node_t, field for field. Only `next`, `surface`, `feature`, `length` and `stat` are read.
typedef struct lic_mecab_node {
    struct lic_mecab_node *prev;
    struct lic_mecab_node *next;
    struct lic_mecab_node *enext;
    struct lic_mecab_node *bnext;
    void *rpath;
    void *lpath;
    const char *surface;  // not NUL-terminated: `length` bytes
    const char *feature;  // NUL-terminated, comma-separated
    unsigned int id;
    unsigned short length;
    unsigned short rlength;
    unsigned short rcAttr;
    unsigned short lcAttr;
    unsigned short posid;
    unsigned char char_type;
    unsigned char stat;
    unsigned char isbest;
    float alpha;
    float beta;
    float prob;
    short wcost;
    long cost;
} lic_mecab_node;

/// mecab_dictionary_info_t, field for field.
typedef struct lic_mecab_dictionary_info {
    const char *filename;
    const char *charset;
    unsigned int size;
    int type;
    unsigned int lsize;
    unsigned int rsize;
    unsigned short version;
    struct lic_mecab_dictionary_info *next;
} lic_mecab_dictionary_info;

enum { LIC_MECAB_BOS_NODE = 2, LIC_MECAB_EOS_NODE = 3 };

/// ipadic's feature: POS1,POS2,POS3,POS4,conjugation type,conjugation form,base form,READING,pronunciation.
enum { LIC_IPADIC_READING_FIELD = 7 };

typedef void *(*lic_mecab_model_new2_fn)(const char *arguments);
typedef void (*lic_mecab_model_destroy_fn)(void *model);
typedef void *(*lic_mecab_model_new_tagger_fn)(void *model);
typedef void *(*lic_mecab_model_new_lattice_fn)(void *model);
typedef const char *(*lic_mecab_strerror_fn)(void *mecab);
typedef void (*lic_mecab_destroy_fn)(void *mecab);
typedef void (*lic_mecab_lattice_destroy_fn)(void *lattice);
typedef void (*lic_mecab_lattice_set_sentence2_fn)(void *lattice, const char *text, size_t length);
typedef int (*lic_mecab_parse_lattice_fn)(void *mecab, void *lattice);
typedef const lic_mecab_node *(*lic_mecab_lattice_get_bos_node_fn)(void *lattice);
typedef const lic_mecab_dictionary_info *(*lic_mecab_dictionary_info_fn)(void *mecab);

/// How many dictionary directories (the system dictionary's and user dictionaries') are remembered.
enum { LIC_MECAB_MAX_DIRECTORIES = 4 };

/// One model (the dictionary, mapped once) and one tagger over it, shared by every thread: MeCab's
/// `Tagger::parse(Lattice *)` is thread-safe. What a parse writes lives in a lattice, one per thread at a time.
struct LICMeCab {
    void *library;
    void *model;
    void *tagger;
    lic_mecab_model_destroy_fn model_destroy;
    lic_mecab_model_new_lattice_fn new_lattice;
    lic_mecab_destroy_fn destroy;
    lic_mecab_lattice_destroy_fn lattice_destroy;
    lic_mecab_lattice_set_sentence2_fn set_sentence;
    lic_mecab_parse_lattice_fn parse_lattice;
    lic_mecab_lattice_get_bos_node_fn bos_node;
    /// The real paths of the directories holding the dictionary files MeCab maps (sys.dic, matrix.bin,
    /// char.bin, unk.dic and user dictionaries), each with a trailing '/'; for
    /// lic_mecab_release_dictionary_pages.
    char *directories[LIC_MECAB_MAX_DIRECTORIES];
    /// The system dictionary's mapping (sys.dic) and the same file opened for reading, or `fd` -1: features
    /// in that mapping are read with pread (read_feature).
    struct {
        uintptr_t start, end;
        off_t offset;
        int fd;
    } system;
    /// The readings of the system dictionary's words read so far, so that each is read from the file once;
    /// NULL where features are not read from the file.
    lic_word_readings *words;
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

/// Room for a feature read from the file: ipadic's longest is 287 bytes.
enum { LIC_FEATURE_CAPACITY = 512 };

/// The NUL-terminated feature at `feature`: copied into `buffer` from the system dictionary's file when it
/// lies in its mapping, else `feature` itself.
///
/// Why not read the mapping: the features are 31 MB of sys.dic's 49, read at random (a few words per name),
/// and every page touched brings in the 64 KB around it (the kernel's fault-around), all counted in the
/// process's resident set: a million mixed names with Japanese readings kept 12 MB of features resident, as
/// much as the tokens and the trie MeCab itself walks. From the file, through the page cache, they cost a
/// system call each and no memory of the process.
static const char *read_feature(const LICMeCab *mecab, const char *feature, char buffer[LIC_FEATURE_CAPACITY]) {
    uintptr_t address = (uintptr_t)feature;
    if (mecab->system.fd < 0 || address < mecab->system.start || address >= mecab->system.end) return feature;
    off_t offset = mecab->system.offset + (off_t)(address - mecab->system.start);
    ssize_t count;
    do {
        count = pread(mecab->system.fd, buffer, LIC_FEATURE_CAPACITY, offset);
    } while (count < 0 && errno == EINTR);
    // A feature that does not end within the bytes read (none in ipadic) is read where it is mapped.
    if (count <= 0 || memchr(buffer, 0, (size_t)count) == NULL) return feature;
    return buffer;
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

/// The reading field of the word whose feature is at `feature` (NULL when it has none), `*length` bytes: in
/// the system dictionary, read from the file the first time (into `buffer`) and kept in `mecab->words`.
static const char *word_reading(const LICMeCab *mecab, const char *feature, char buffer[LIC_FEATURE_CAPACITY],
                                size_t *length) {
    uintptr_t address = (uintptr_t)feature;
    if (mecab->words == NULL || address < mecab->system.start || address >= mecab->system.end) {
        return reading_field(read_feature(mecab, feature, buffer), length);
    }
    const char *reading;
    if (lic_word_readings_find(mecab->words, feature, &reading, length)) return reading;
    reading = reading_field(read_feature(mecab, feature, buffer), length);
    lic_word_readings_keep(mecab->words, feature, reading, *length);
    return reading;
}

/// Records the real directory of each dictionary in `info`'s list, once each, as far as there is room.
static void remember_directories(LICMeCab *mecab, const lic_mecab_dictionary_info *info) {
    int count = 0;
    for (; info != NULL && count < LIC_MECAB_MAX_DIRECTORIES; info = info->next) {
        char resolved[PATH_MAX];
        if (info->filename == NULL || realpath(info->filename, resolved) == NULL) continue;
        char *slash = strrchr(resolved, '/');
        if (slash == NULL) continue;
        slash[1] = 0;  // keep the trailing '/'
        int known = 0;
        for (int index = 0; index < count; index++) known |= strcmp(mecab->directories[index], resolved) == 0;
        if (known) continue;
        char *copy = strdup(resolved);
        if (copy != NULL) mecab->directories[count++] = copy;
    }
}

/// Whether `path` is a file directly or indirectly under one of `mecab`'s dictionary directories.
static int is_dictionary_file(const LICMeCab *mecab, const char *path) {
    for (int index = 0; index < LIC_MECAB_MAX_DIRECTORIES && mecab->directories[index] != NULL; index++) {
        const char *directory = mecab->directories[index];
        if (strncmp(path, directory, strlen(directory)) == 0) return 1;
    }
    return 0;
}

/// One line of /proc/self/maps: `start-end perms offset major:minor inode path`.
typedef struct lic_mapping {
    unsigned long start, end, offset, inode;
    unsigned int devMajor, devMinor;
    int writable;
    /// The mapped file's path, in the line read (its newline cut off); NULL for a mapping of no file.
    const char *path;
} lic_mapping;

/// Reads `line` into `mapping`; false when it is not a line of /proc/self/maps.
static int parse_mapping(char *line, lic_mapping *mapping) {
    char permissions[8] = {0};
    int pathOffset = 0;
    if (sscanf(line, "%lx-%lx %7s %lx %x:%x %lu %n", &mapping->start, &mapping->end, permissions, &mapping->offset,
               &mapping->devMajor, &mapping->devMinor, &mapping->inode, &pathOffset) < 7) {
        return 0;
    }
    char *newline = strchr(line + pathOffset, '\n');
    if (newline != NULL) *newline = 0;
    mapping->writable = strchr(permissions, 'w') != NULL;
    mapping->path = pathOffset > 0 && line[pathOffset] == '/' ? line + pathOffset : NULL;
    return 1;
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
                                                         (int32_t)strlen(probe), reading, (int32_t)sizeof reading);
    lic_mecab_lattice_destroy(mecab, lattice);
    return length == (int32_t)strlen(probeReading) && memcmp(reading, probeReading, strlen(probeReading)) == 0;
}

/// Where `probe`'s first word's feature lies: an address in the mapping of the dictionary file that holds
/// it (this model's sys.dic), or 0.
static uintptr_t probe_feature_address(LICMeCab *mecab) {
    LICMeCabLattice *lattice = lic_mecab_lattice_new(mecab);
    if (lattice == NULL) return 0;
    uintptr_t address = 0;
    mecab->set_sentence(lattice, probe, strlen(probe));
    if (mecab->parse_lattice(mecab->tagger, lattice)) {
        const lic_mecab_node *node = mecab->bos_node(lattice);
        if (node != NULL && node->next != NULL) address = (uintptr_t)node->next->feature;
    }
    lic_mecab_lattice_destroy(mecab, lattice);
    return address;
}

/// Sets `mecab->system` to the read-only file mapping holding the probe word's feature, with that file
/// opened for reading, so that read_feature reads every feature in it from the file; leaves it unset (fd -1)
/// where the mapping cannot be found, the file opened is not the one mapped (same device and inode), or the
/// probe no longer reads right through it.
///
/// The mapping is found from a feature of this very model, since another model of the process maps the same
/// file elsewhere, and stays mapped while the model lives.
static void read_features_from_file(LICMeCab *mecab) {
    uintptr_t address = probe_feature_address(mecab);
    FILE *maps = address != 0 ? fopen("/proc/self/maps", "re") : NULL;
    if (maps == NULL) return;
    char line[PATH_MAX + 128];
    while (fgets(line, sizeof line, maps) != NULL) {
        lic_mapping mapping;
        if (!parse_mapping(line, &mapping) || address < mapping.start || address >= mapping.end) continue;
        int fd = mapping.path != NULL && !mapping.writable ? open(mapping.path, O_RDONLY | O_CLOEXEC) : -1;
        struct stat status;
        if (fd < 0) break;
        if (fstat(fd, &status) != 0 || status.st_ino != (ino_t)mapping.inode ||
            major(status.st_dev) != mapping.devMajor || minor(status.st_dev) != mapping.devMinor) {
            close(fd);
            break;
        }
        mecab->system.start = (uintptr_t)mapping.start;
        mecab->system.end = (uintptr_t)mapping.end;
        mecab->system.offset = (off_t)mapping.offset;
        mecab->system.fd = fd;
        break;
    }
    fclose(maps);
    if (mecab->system.fd >= 0 && !reads_probe(mecab)) {
        close(mecab->system.fd);
        mecab->system.fd = -1;
    }
    // Without the table every word is still read, from the file each time.
    if (mecab->system.fd >= 0) mecab->words = lic_word_readings_new();
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

    lic_mecab_model_new2_fn model_new2 = (lic_mecab_model_new2_fn)dlsym(handle, "mecab_model_new2");
    lic_mecab_model_destroy_fn model_destroy = (lic_mecab_model_destroy_fn)dlsym(handle, "mecab_model_destroy");
    lic_mecab_model_new_tagger_fn new_tagger = (lic_mecab_model_new_tagger_fn)dlsym(handle, "mecab_model_new_tagger");
    lic_mecab_model_new_lattice_fn new_lattice =
        (lic_mecab_model_new_lattice_fn)dlsym(handle, "mecab_model_new_lattice");
    lic_mecab_strerror_fn strerror_ = (lic_mecab_strerror_fn)dlsym(handle, "mecab_strerror");
    lic_mecab_destroy_fn destroy = (lic_mecab_destroy_fn)dlsym(handle, "mecab_destroy");
    lic_mecab_lattice_destroy_fn lattice_destroy =
        (lic_mecab_lattice_destroy_fn)dlsym(handle, "mecab_lattice_destroy");
    lic_mecab_lattice_set_sentence2_fn set_sentence =
        (lic_mecab_lattice_set_sentence2_fn)dlsym(handle, "mecab_lattice_set_sentence2");
    lic_mecab_parse_lattice_fn parse_lattice = (lic_mecab_parse_lattice_fn)dlsym(handle, "mecab_parse_lattice");
    lic_mecab_lattice_get_bos_node_fn bos_node =
        (lic_mecab_lattice_get_bos_node_fn)dlsym(handle, "mecab_lattice_get_bos_node");
    lic_mecab_dictionary_info_fn dictionary_info =
        (lic_mecab_dictionary_info_fn)dlsym(handle, "mecab_dictionary_info");
    if (!model_new2 || !model_destroy || !new_tagger || !new_lattice || !strerror_ || !destroy ||
        !lattice_destroy || !set_sentence || !parse_lattice || !bos_node || !dictionary_info) {
        report(error, errorCapacity, "%s is not MeCab 0.996: a mecab_* function is missing", name);
        dlclose(handle);
        return NULL;
    }

    void *model = model_new2(arguments != NULL ? arguments : "");
    void *tagger = model != NULL ? new_tagger(model) : NULL;
    if (tagger == NULL) {
        // mecab_strerror(NULL) is meant to hold why; Debian's 0.996 leaves it empty, so say where to look.
        const char *reason = strerror_(NULL);
        if (reason != NULL && reason[0] != 0) {
            report(error, errorCapacity, "MeCab cannot open a dictionary: %s", reason);
        } else {
            report(error, errorCapacity,
                   "MeCab cannot open its configuration or dictionary (mecab_model_new2 failed; check "
                   "/etc/mecabrc or $MECABRC and its dicdir)");
        }
        if (model != NULL) model_destroy(model);
        dlclose(handle);
        return NULL;
    }

    LICMeCab *mecab = calloc(1, sizeof *mecab);
    if (mecab == NULL) {
        report(error, errorCapacity, "out of memory");
        destroy(tagger);
        model_destroy(model);
        dlclose(handle);
        return NULL;
    }
    *mecab = (LICMeCab){handle,          model,        tagger,        model_destroy, new_lattice, destroy,
                        lattice_destroy, set_sentence, parse_lattice, bos_node,      {NULL}};
    mecab->system.fd = -1;

    const lic_mecab_dictionary_info *info = dictionary_info(tagger);
    remember_directories(mecab, info);
    const char *charset = info && info->charset ? info->charset : "";
    if (strcasecmp(charset, "UTF-8") != 0 && strcasecmp(charset, "utf8") != 0) {
        report(error, errorCapacity, "the MeCab dictionary %s is %s, not UTF-8 (install mecab-ipadic-utf8)",
               info && info->filename ? info->filename : "(unknown)", charset[0] ? charset : "of unknown charset");
        lic_mecab_close(mecab);
        return NULL;
    }

    // A UTF-8 dictionary need not be ipadic (jumandic and unidic put other things in field 8); one known
    // surname proves the format, and the struct layout above, before anyone relies on the answers.
    if (!reads_probe(mecab)) {
        report(error, errorCapacity,
               "the MeCab dictionary %s does not give ipadic readings (山田 is not read ヤマダ; install "
               "mecab-ipadic-utf8)",
               info && info->filename ? info->filename : "(unknown)");
        lic_mecab_close(mecab);
        return NULL;
    }
    read_features_from_file(mecab);
    return mecab;
}

int lic_mecab_reads_features_from_file(const LICMeCab *mecab) { return mecab != NULL && mecab->system.fd >= 0; }

LICMeCabLattice *lic_mecab_lattice_new(LICMeCab *mecab) {
    return mecab != NULL ? (LICMeCabLattice *)mecab->new_lattice(mecab->model) : NULL;
}

void lic_mecab_lattice_destroy(LICMeCab *mecab, LICMeCabLattice *lattice) {
    if (mecab != NULL && lattice != NULL) mecab->lattice_destroy(lattice);
}

int32_t lic_mecab_reading(LICMeCab *mecab, LICMeCabLattice *lattice, const uint8_t *utf8, int32_t length,
                          uint8_t *out, int32_t capacity) {
    if (mecab == NULL || lattice == NULL || length < 0 || (length > 0 && utf8 == NULL) || capacity < 0 ||
        (capacity > 0 && out == NULL)) {
        return LIC_MECAB_FAILED;
    }
    // MeCab reads a C string: text with a NUL in it cannot be analysed whole.
    if (length > 0 && memchr(utf8, 0, (size_t)length) != NULL) return LIC_MECAB_NO_READING;

    char *text = malloc((size_t)length + 1);
    if (text == NULL) return LIC_MECAB_FAILED;
    if (length > 0) memcpy(text, utf8, (size_t)length);
    text[length] = 0;
    const char *end = text + length;

    int32_t result = LIC_MECAB_FAILED;
    int64_t total = 0;
    // The lattice points into `text` (so do the nodes' surfaces); MeCab reads it only while parsing and here,
    // before it is freed, and the next sentence replaces the pointer.
    mecab->set_sentence(lattice, text, (size_t)length);
    if (!mecab->parse_lattice(mecab->tagger, lattice)) goto done;
    const lic_mecab_node *node = mecab->bos_node(lattice);
    if (node == NULL) goto done;

    // The nodes' surfaces point into `text`; what lies between them is whitespace MeCab skipped.
    const char *previousEnd = text;
    for (; node != NULL; node = node->next) {
        if (node->stat == LIC_MECAB_BOS_NODE) continue;
        if (node->stat == LIC_MECAB_EOS_NODE) break;
        const char *surface = node->surface;
        if (surface < previousEnd || surface > end || (size_t)(end - surface) < node->length) goto done;
        if (!append(out, capacity, &total, previousEnd, (size_t)(surface - previousEnd))) goto done;

        size_t readingLength = 0;
        char featureBuffer[LIC_FEATURE_CAPACITY];
        const char *reading =
            node->feature != NULL ? word_reading(mecab, node->feature, featureBuffer, &readingLength) : NULL;
        if (reading != NULL) {
            if (!append(out, capacity, &total, reading, readingLength)) goto done;
        } else if (is_kana(surface, node->length)) {
            if (!append(out, capacity, &total, surface, node->length)) goto done;
        } else {
            result = LIC_MECAB_NO_READING;
            goto done;
        }
        previousEnd = surface + node->length;
    }
    if (!append(out, capacity, &total, previousEnd, (size_t)(end - previousEnd))) goto done;
    result = (int32_t)total;

done:
    free(text);
    return result;
}

int64_t lic_mecab_release_dictionary_pages(LICMeCab *mecab) {
    if (mecab == NULL) return -1;
    FILE *maps = fopen("/proc/self/maps", "re");
    if (maps == NULL) return -1;
    int64_t released = 0;
    char line[PATH_MAX + 128];
    while (fgets(line, sizeof line, maps) != NULL) {
        lic_mapping mapping;
        // Only read-only mappings: dropping a written private page would lose what was written.
        if (!parse_mapping(line, &mapping) || mapping.path == NULL || mapping.writable ||
            !is_dictionary_file(mecab, mapping.path)) {
            continue;
        }
        size_t length = mapping.end - mapping.start;
        if (madvise((void *)mapping.start, length, MADV_DONTNEED) == 0) released += (int64_t)length;
    }
    fclose(maps);
    return released;
}

void lic_mecab_close(LICMeCab *mecab) {
    if (mecab == NULL) return;
    for (int index = 0; index < LIC_MECAB_MAX_DIRECTORIES; index++) free(mecab->directories[index]);
    if (mecab->system.fd >= 0) close(mecab->system.fd);
    lic_word_readings_free(mecab->words);
    if (mecab->tagger != NULL) mecab->destroy(mecab->tagger);
    if (mecab->model != NULL) mecab->model_destroy(mecab->model);
    if (mecab->library != NULL) dlclose(mecab->library);
    free(mecab);
}
