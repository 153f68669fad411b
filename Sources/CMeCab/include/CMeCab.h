// CMeCab: the optional MeCab boundary, used to find kana readings of Japanese text written in kanji.
//
// Why dlopen: MeCab is optional when running. A built binary must still run where libmecab.so.2 or a
// dictionary is missing, so the library is looked up at run time and its absence is an ordinary, reportable
// condition. The entry points are MeCab 0.996's public C API, typed by its own header (mecab.h, Debian
// libmecab-dev); built without that header, every open fails with a reason and the package still builds.
//
// The API is opaque and MeCab-free: a handle, UTF-8 bytes in, UTF-8 bytes out, int32_t lengths.
// A handle may be used from several threads at once, each with its own lattice: a lattice holds what one
// analysis writes and is used by one thread at a time (MeCab's model and its tagger are thread-safe,
// its lattices are not).
#ifndef CMECAB_H
#define CMECAB_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What `lic_mecab_open` loads when given no library name: the soname of MeCab 0.996 (Debian libmecab2).
#define LIC_MECAB_DEFAULT_LIBRARY "libmecab.so.2"

/// `lic_mecab_reading`: MeCab has no complete reading of the text (some word has neither a reading nor a
/// kana spelling, e.g. Latin letters, digits, or a kanji word missing from the dictionary).
#define LIC_MECAB_NO_READING (-1)
/// `lic_mecab_reading`: a bad argument, or MeCab failed to analyse the text.
#define LIC_MECAB_FAILED (-2)

/// An open MeCab model and tagger over an IPA-format (ipadic) UTF-8 dictionary.
typedef struct LICMeCab LICMeCab;

/// Room for one analysis at a time (a MeCab lattice), made from a LICMeCab and used with it only.
typedef struct LICMeCabLattice LICMeCabLattice;

/// Loads MeCab and opens a tagger. `library` is a dlopen name or path (NULL or "" for
/// `LIC_MECAB_DEFAULT_LIBRARY`); `arguments` are mecab_new2 options (NULL or "" for the system
/// configuration, /etc/mecabrc). Returns NULL, with a NUL-terminated reason in `error` (at most
/// `errorCapacity` bytes), when the library cannot be loaded, MeCab cannot open a dictionary, the
/// dictionary's charset is not UTF-8, or its features do not carry ipadic readings (field 8).
LICMeCab *lic_mecab_open(const char *library, const char *arguments, char *error, int32_t errorCapacity);

/// A new lattice for `mecab`, or NULL when out of memory. Destroy it before `mecab` is closed.
LICMeCabLattice *lic_mecab_lattice_new(LICMeCab *mecab);

/// Destroys a lattice of `mecab`. NULL is allowed.
void lic_mecab_lattice_destroy(LICMeCab *mecab, LICMeCabLattice *lattice);

/// `lic_mecab_reading` option: a text MeCab cannot read whole is still read when its first word is a
/// surname it reads (王 of 王淑兰, a Chinese name whose given name ipadic lacks): each later word without a
/// reading is written as it is, between LIC_MECAB_UNREAD_START and LIC_MECAB_UNREAD_END, for the caller to
/// read otherwise. A text holding either mark is not read.
#define LIC_MECAB_BY_FAMILY_NAME 1
#define LIC_MECAB_UNREAD_START 0x01
#define LIC_MECAB_UNREAD_END 0x02

/// The katakana reading of the whole of `utf8` (`length` bytes, not NUL-terminated): the ipadic reading
/// feature of each word, or the word itself when it has none but is already kana; whitespace MeCab skips
/// between words is kept. `options` is 0 or LIC_MECAB_BY_FAMILY_NAME. Writes at most `capacity` bytes to
/// `out` (no NUL) and returns the full length, which may exceed `capacity` (call again with a larger buffer);
/// or LIC_MECAB_NO_READING, LIC_MECAB_FAILED. `lattice` holds the analysis; no other thread may use it
/// meanwhile, while other lattices may be in use.
int32_t lic_mecab_reading(LICMeCab *mecab, LICMeCabLattice *lattice, const uint8_t *utf8, int32_t length,
                          int32_t options, uint8_t *out, int32_t capacity);

/// Destroys the tagger and the model and releases the library; its lattices must be destroyed first. NULL
/// is allowed.
void lic_mecab_close(LICMeCab *mecab);

#ifdef __cplusplus
}
#endif

#endif
