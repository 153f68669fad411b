// The reference: a list of names sectioned and sorted by ICU4C itself, with nothing of this package in
// between. The test fixtures are its output and the benchmark divides by its times, so it must stay the
// plain way to do the job: ICU's AlphabeticIndex places each name, ICU's sort keys order each section,
// one thread, no tricks. Build: Benchmarks/ReferenceICU4C/build.sh. The contract (options, input rules,
// output shape) is in Benchmarks/ReferenceICU4C/README.md.
//
// Built with -DREFERENCE_READINGS (build.sh's second binary, reference-index-readings, linked with MeCab) it
// is also the reading peer: with --readings, names are read before they are placed and sorted, as a user of
// ICU and MeCab alone would write it: a Simplified Chinese index reads each Han name through ICU's
// Han-Latin/Names transform, a Japanese one each kanji name through MeCab. The plain binary does not link
// MeCab, so the floor it measures has no library it does not use.

#include <unicode/alphaindex.h>
#include <unicode/coll.h>
#include <unicode/locid.h>
#include <unicode/normalizer2.h>
#include <unicode/translit.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/uvernum.h>

#ifdef REFERENCE_READINGS
#include <mecab.h>
#endif

#include <algorithm>
#include <chrono>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace {

const char *const kUsage =
    "usage: reference-index --locale L --input FILE.tsv [--column display] [--add-labels LOC[,LOC...]]\n"
    "                       [--count-only | --sort-only] [--warm-up FILE.tsv] [--timings]\n"
    "                       [--reading-column NAME] [--readings]\n";

/// What to do: which column of which file, in which locale, and how much to print.
struct Options {
    std::string locale;
    std::string input;
    std::string column = "display";
    std::vector<std::string> labelLocales;
    /// A file whose names (the same column) are bucketed and sorted once before the timed phases, as a
    /// long-running process has placed other names before: the library's warm measurement.
    std::string warmUp;
    /// A column whose non-empty fields are the rows' readings: placed and sorted instead of the name.
    std::string readingColumn;
    /// Read names that have no reading (REFERENCE_READINGS only): Han through Han-Latin/Names in a
    /// Simplified Chinese index, kanji through MeCab in a Japanese one.
    bool readings = false;
    bool countOnly = false;
    bool sortOnly = false;
    bool timings = false;
};

[[noreturn]] void failUsage(const std::string &message) {
    std::fprintf(stderr, "reference-index: %s\n%s", message.c_str(), kUsage);
    std::exit(2);
}

[[noreturn]] void fail(const std::string &message, int status) {
    std::fprintf(stderr, "reference-index: %s\n", message.c_str());
    std::exit(status);
}

void requireSuccess(UErrorCode status, const char *call) {
    if (U_FAILURE(status)) fail(std::string(call) + " failed: " + u_errorName(status), 1);
}

/// `a,b,,c` → a, b, c: empty pieces are no locale.
void appendCommaSeparated(const std::string &text, std::vector<std::string> &into) {
    size_t start = 0;
    while (start <= text.size()) {
        size_t comma = text.find(',', start);
        if (comma == std::string::npos) comma = text.size();
        if (comma > start) into.push_back(text.substr(start, comma - start));
        start = comma + 1;
    }
}

/// Options as `--name value` or `--name=value`.
Options parseOptions(int argc, char **argv) {
    Options options;
    for (int i = 1; i < argc; i++) {
        std::string name = argv[i];
        std::string inlineValue;
        bool hasInlineValue = false;
        if (name.compare(0, 2, "--") == 0) {
            size_t equals = name.find('=');
            if (equals != std::string::npos) {
                inlineValue = name.substr(equals + 1);
                name.resize(equals);
                hasInlineValue = true;
            }
        }
        auto value = [&]() -> std::string {
            if (hasInlineValue) return inlineValue;
            if (i + 1 >= argc) failUsage("missing value for " + name);
            return argv[++i];
        };
        if (name == "--locale") options.locale = value();
        else if (name == "--input") options.input = value();
        else if (name == "--column") options.column = value();
        else if (name == "--add-labels") appendCommaSeparated(value(), options.labelLocales);
        else if (name == "--warm-up") options.warmUp = value();
        else if (name == "--reading-column") options.readingColumn = value();
        else if (name == "--readings" && !hasInlineValue) options.readings = true;
        else if (name == "--count-only" && !hasInlineValue) options.countOnly = true;
        else if (name == "--sort-only" && !hasInlineValue) options.sortOnly = true;
        else if (name == "--timings" && !hasInlineValue) options.timings = true;
        else failUsage("unknown argument " + std::string(argv[i]));
    }
    if (options.locale.empty() || options.input.empty()) failUsage("--locale and --input are required");
    if (options.countOnly && options.sortOnly) failUsage("--count-only and --sort-only exclude each other");
#ifndef REFERENCE_READINGS
    if (options.readings) failUsage("--readings needs the reading peer, reference-index-readings (build.sh)");
#endif
    return options;
}

std::string readWholeFile(const std::string &path) {
    FILE *file = std::fopen(path.c_str(), "rb");
    if (!file) fail(path + ": " + std::strerror(errno), 2);
    std::string bytes;
    if (std::fseek(file, 0, SEEK_END) == 0) {
        long size = std::ftell(file);
        if (size > 0) bytes.reserve(static_cast<size_t>(size));
        std::rewind(file);
    }
    char chunk[1 << 16];
    size_t count;
    while ((count = std::fread(chunk, 1, sizeof chunk, file)) > 0) bytes.append(chunk, count);
    bool failed = std::ferror(file);
    std::fclose(file);
    if (failed) fail(path + ": read error", 2);
    return bytes;
}

/// The field `column` (0-based) of the line `[begin, end)`, TAB-separated; empty when the line is short.
std::pair<const char *, const char *> field(const char *begin, const char *end, size_t column) {
    for (size_t index = 0;; index++) {
        const char *tab = static_cast<const char *>(std::memchr(begin, '\t', static_cast<size_t>(end - begin)));
        const char *fieldEnd = tab ? tab : end;
        if (index == column) return {begin, fieldEnd};
        if (!tab) return {end, end};
        begin = tab + 1;
    }
}

/// Columns of a TSV file, as the contract reads them: lines end at LF only (a CR, U+0085 or U+2028 is
/// data), fields end at TAB, the first line is the header naming the columns, a line without a field
/// gives "", the empty piece after a final LF is no line, and ill-formed UTF-8 becomes U+FFFD as ICU's
/// conversion makes it. Nothing is trimmed or normalized: the names are what the file says.
std::vector<std::vector<icu::UnicodeString>> readColumns(const std::string &path,
                                                         const std::vector<std::string> &columns) {
    const std::string bytes = readWholeFile(path);
    if (bytes.empty()) fail(path + ": empty input, not even a header", 2);
    const char *cursor = bytes.data(), *const end = bytes.data() + bytes.size();
    auto nextLine = [&]() {
        const char *lineEnd = static_cast<const char *>(std::memchr(cursor, '\n', static_cast<size_t>(end - cursor)));
        if (!lineEnd) lineEnd = end;
        std::pair<const char *, const char *> line{cursor, lineEnd};
        cursor = lineEnd == end ? end : lineEnd + 1;
        return line;
    };
    auto header = nextLine();
    std::vector<size_t> columnIndices;
    for (const std::string &column : columns) {
        for (size_t columnIndex = 0;; columnIndex++) {
            auto name = field(header.first, header.second, columnIndex);
            if (static_cast<size_t>(name.second - name.first) == column.size() &&
                std::equal(name.first, name.second, column.begin())) {
                columnIndices.push_back(columnIndex);
                break;
            }
            if (name.second == header.second) fail("column '" + column + "' is not in the header of " + path, 2);
        }
    }
    std::vector<std::vector<icu::UnicodeString>> values(columns.size());
    while (cursor < end) {
        auto line = nextLine();
        for (size_t c = 0; c < columns.size(); c++) {
            auto value = field(line.first, line.second, columnIndices[c]);
            values[c].push_back(icu::UnicodeString::fromUTF8(
                icu::StringPiece(value.first, static_cast<int32_t>(value.second - value.first))));
        }
    }
    return values;
}

/// One column of a TSV file (see readColumns).
std::vector<icu::UnicodeString> readColumn(const std::string &path, const std::string &column) {
    return std::move(readColumns(path, {column})[0]);
}

/// The names of a file (`--column`) and, with `--reading-column`, its readings into `readings`.
std::vector<icu::UnicodeString> readNames(const Options &options, const std::string &path,
                                          std::vector<icu::UnicodeString> &readings) {
    if (options.readingColumn.empty()) return readColumn(path, options.column);
    auto columns = readColumns(path, {options.column, options.readingColumn});
    readings = std::move(columns[1]);
    return std::move(columns[0]);
}

/// What names are read as before they are placed, in the reading peer: what a user of ICU (and MeCab)
/// alone writes to index names the way this package does. A name is read when its first letter (the first
/// Alphabetic character) is an ideograph:
/// - in a Simplified Chinese index (language zh, script Hans once ICU adds likely subtags), through ICU's
///   `Han-Latin/Names` transform (pinyin with surname readings: 曾 zēng, 单 shàn), on the NFC form;
/// - in a Japanese index (language ja), through MeCab (the system's /etc/mecabrc and dictionary, ipadic):
///   each word's reading (ipadic's feature field 8), a word without one counting only when it is written in
///   kana, whitespace between words kept, katakana ァ–ヶ folded to hiragana; no complete reading, and the
///   name is placed as written. On the NFC form.
/// Other indexes read nothing (a Traditional Chinese index places Han names by their strokes itself).
class NameReader {
  public:
    explicit NameReader(const icu::Locale &locale) {
        UErrorCode status = U_ZERO_ERROR;
        icu::Locale likely(locale);
        likely.addLikelySubtags(status);
        requireSuccess(status, "Locale::addLikelySubtags");
        const std::string language = likely.getLanguage(), script = likely.getScript();
        nfc_ = icu::Normalizer2::getNFCInstance(status);
        requireSuccess(status, "Normalizer2::getNFCInstance");
        if (language == "zh" && script == "Hans") {
            han_.reset(icu::Transliterator::createInstance("Han-Latin/Names", UTRANS_FORWARD, status));
            requireSuccess(status, "Transliterator::createInstance(Han-Latin/Names)");
        } else if (language == "ja") {
#ifdef REFERENCE_READINGS
            mecab_ = mecab_new2("");
            if (!mecab_) fail(std::string("MeCab: ") + mecab_strerror(nullptr), 1);
#endif
        }
    }

    ~NameReader() {
#ifdef REFERENCE_READINGS
        if (mecab_) mecab_destroy(mecab_);
#endif
    }

    /// Whether this index reads any name at all.
    bool readsNames() const {
#ifdef REFERENCE_READINGS
        if (mecab_) return true;
#endif
        return han_ != nullptr;
    }

    /// Whether `name` is one that is read: its first letter is an ideograph.
    static bool startsWithIdeograph(const icu::UnicodeString &name) {
        for (int32_t i = 0; i < name.length();) {
            UChar32 c = name.char32At(i);
            if (u_hasBinaryProperty(c, UCHAR_ALPHABETIC)) return u_hasBinaryProperty(c, UCHAR_IDEOGRAPHIC);
            i += U16_LENGTH(c);
        }
        return false;
    }

    /// The reading of `name` (one that startsWithIdeograph), or `name` itself when there is none.
    icu::UnicodeString read(const icu::UnicodeString &name) {
        UErrorCode status = U_ZERO_ERROR;
        icu::UnicodeString text = nfc_->normalize(name, status);
        requireSuccess(status, "Normalizer2::normalize");
        if (han_) {
            han_->transliterate(text);
            return text;
        }
#ifdef REFERENCE_READINGS
        if (mecab_) return readKanji(name, text);
#endif
        return name;
    }

  private:
#ifdef REFERENCE_READINGS
    /// MeCab's reading of `text` (the NFC form of `name`) in hiragana, or `name`.
    icu::UnicodeString readKanji(const icu::UnicodeString &name, const icu::UnicodeString &text) {
        utf8_.clear();
        text.toUTF8String(utf8_);
        if (utf8_.find('\0') != std::string::npos) return name;  // MeCab reads C strings
        const mecab_node_t *node = mecab_sparse_tonode2(mecab_, utf8_.data(), utf8_.size());
        if (!node) fail(std::string("MeCab: ") + mecab_strerror(mecab_), 1);
        reading_.clear();
        // The words' surfaces point into utf8_ (MeCab does not copy the text); what lies between them is
        // whitespace MeCab skipped, and it is kept.
        const char *previousEnd = utf8_.data(), *const end = utf8_.data() + utf8_.size();
        for (; node; node = node->next) {
            if (node->stat == MECAB_BOS_NODE) continue;
            if (node->stat == MECAB_EOS_NODE) break;
            if (node->surface < previousEnd || node->surface + node->length > end) fail("MeCab: a word outside the text", 1);
            reading_.append(previousEnd, static_cast<size_t>(node->surface - previousEnd));
            const char *feature = node->feature;
            for (int comma = 0; feature && comma < 7; comma++) {
                feature = std::strchr(feature, ',');
                if (feature) feature++;
            }
            size_t length = feature ? std::strcspn(feature, ",") : 0;
            if (length > 0 && !(length == 1 && *feature == '*')) {
                reading_.append(feature, length);
            } else if (isKana(node->surface, node->length)) {
                reading_.append(node->surface, node->length);
            } else {
                return name;
            }
            previousEnd = node->surface + node->length;
        }
        reading_.append(previousEnd, static_cast<size_t>(end - previousEnd));
        icu::UnicodeString reading = icu::UnicodeString::fromUTF8(reading_);
        for (int32_t i = 0; i < reading.length(); i++) {
            char16_t unit = reading.charAt(i);
            if (unit >= 0x30A1 && unit <= 0x30F6) reading.setCharAt(i, static_cast<char16_t>(unit - 0x60));
        }
        return reading;
    }

    /// Whether `length` bytes of UTF-8 are non-empty and all kana: hiragana U+3041–309F, katakana
    /// U+30A0–30FF, U+31F0–31FF and half-width U+FF65–FF9F.
    static bool isKana(const char *bytes, size_t length) {
        icu::UnicodeString text = icu::UnicodeString::fromUTF8(icu::StringPiece(bytes, static_cast<int32_t>(length)));
        if (text.isEmpty()) return false;
        for (int32_t i = 0; i < text.length(); i++) {
            char16_t c = text.charAt(i);
            bool kana = (c >= 0x3041 && c <= 0x309F) || (c >= 0x30A0 && c <= 0x30FF) || (c >= 0x31F0 && c <= 0x31FF) ||
                        (c >= 0xFF65 && c <= 0xFF9F);
            if (!kana) return false;
        }
        return true;
    }

    mecab_t *mecab_ = nullptr;
    std::string utf8_, reading_;
#endif
    const icu::Normalizer2 *nfc_ = nullptr;
    std::unique_ptr<icu::Transliterator> han_;
};

/// What each row is placed and sorted by: its reading in the reading column where that is not empty, else
/// the reading `reader` gives a name that starts with an ideograph (when it reads names), else the name.
/// `read` counts the names given to the reader.
std::vector<icu::UnicodeString> readingKeys(const std::vector<icu::UnicodeString> &names,
                                            const std::vector<icu::UnicodeString> *readingColumn,
                                            NameReader *reader, size_t &read) {
    std::vector<icu::UnicodeString> keys;
    keys.reserve(names.size());
    for (size_t i = 0; i < names.size(); i++) {
        if (readingColumn && !(*readingColumn)[i].isEmpty()) {
            keys.push_back((*readingColumn)[i]);
        } else if (reader && NameReader::startsWithIdeograph(names[i])) {
            keys.push_back(reader->read(names[i]));
            read++;
        } else {
            keys.push_back(names[i]);
        }
    }
    return keys;
}

/// Output text, written to standard output in blocks so a million names never sit in memory twice.
class Output {
  public:
    ~Output() { flush(); }

    void raw(const char *text) { buffer_ += text; }
    void raw(const std::string &text) { buffer_ += text; }
    void raw(char character) { buffer_ += character; }

    /// A JSON string escaped as Python's `json.dumps(ensure_ascii=False)` escapes it, so every reference
    /// implementation prints the same bytes: `\" \\ \n \r \t \b \f`, other C0 controls as `\u00xx`,
    /// everything else as its UTF-8 (DEL, U+0085 and U+2028 included).
    void string(const icu::UnicodeString &text) {
        utf8_.clear();
        text.toUTF8String(utf8_);
        buffer_ += '"';
        for (unsigned char byte : utf8_) {
            switch (byte) {
                case '"': buffer_ += "\\\""; break;
                case '\\': buffer_ += "\\\\"; break;
                case '\n': buffer_ += "\\n"; break;
                case '\r': buffer_ += "\\r"; break;
                case '\t': buffer_ += "\\t"; break;
                case '\b': buffer_ += "\\b"; break;
                case '\f': buffer_ += "\\f"; break;
                default:
                    if (byte < 0x20) {
                        static const char hex[] = "0123456789abcdef";
                        buffer_ += "\\u00";
                        buffer_ += hex[byte >> 4];
                        buffer_ += hex[byte & 15];
                    } else {
                        buffer_ += static_cast<char>(byte);
                    }
            }
        }
        buffer_ += '"';
        if (buffer_.size() >= kBlock) flush();
    }

    void nullableString(const icu::UnicodeString *text) {
        if (text) string(*text);
        else buffer_ += "null";
    }

    void flush() {
        if (!buffer_.empty() && std::fwrite(buffer_.data(), 1, buffer_.size(), stdout) != buffer_.size()) {
            fail("cannot write the output", 1);
        }
        buffer_.clear();
    }

  private:
    static constexpr size_t kBlock = 1 << 16;
    std::string buffer_;
    std::string utf8_;
};

const char *kindName(UAlphabeticIndexLabelType type) {
    switch (type) {
        case U_ALPHAINDEX_NORMAL: return "normal";
        case U_ALPHAINDEX_UNDERFLOW: return "underflow";
        case U_ALPHAINDEX_INFLOW: return "inflow";
        case U_ALPHAINDEX_OVERFLOW: return "overflow";
    }
    return "overflow";
}

/// Every name's sort key, one after another in one block of bytes; `key(i)` is NUL-terminated (ICU's keys
/// have no other zero byte), so two keys compare with strcmp.
class SortKeys {
  public:
    SortKeys(const icu::Collator &collator, const std::vector<icu::UnicodeString> &names) : starts_(names.size()) {
        bytes_.reserve(names.size() * 32);
        std::vector<uint8_t> scratch(512);
        for (size_t i = 0; i < names.size(); i++) {
            int32_t length = collator.getSortKey(names[i], scratch.data(), static_cast<int32_t>(scratch.size()));
            if (length > static_cast<int32_t>(scratch.size())) {
                scratch.resize(static_cast<size_t>(length));
                length = collator.getSortKey(names[i], scratch.data(), length);
            }
            starts_[i] = bytes_.size();
            bytes_.insert(bytes_.end(), scratch.begin(), scratch.begin() + length);
        }
    }

    const char *key(uint32_t index) const { return reinterpret_cast<const char *>(bytes_.data() + starts_[index]); }

  private:
    std::vector<uint8_t> bytes_;
    std::vector<size_t> starts_;
};

/// Each bucket's names (indices into `names`), in input order.
std::vector<std::vector<uint32_t>> bucketMembers(const icu::AlphabeticIndex::ImmutableIndex &buckets,
                                                 const std::vector<icu::UnicodeString> &names) {
    UErrorCode status = U_ZERO_ERROR;
    std::vector<std::vector<uint32_t>> members(static_cast<size_t>(buckets.getBucketCount()));
    for (uint32_t i = 0; i < names.size(); i++) {
        members[static_cast<size_t>(buckets.getBucketIndex(names[i], status))].push_back(i);
    }
    requireSuccess(status, "ImmutableIndex::getBucketIndex");
    return members;
}

/// Sorts each bucket by sort key; the stable sort keeps input order for names whose keys are equal (an NFC
/// and an NFD spelling).
void sortMembers(const icu::Collator &collator, const std::vector<icu::UnicodeString> &names,
                 std::vector<std::vector<uint32_t>> &members) {
    const SortKeys keys(collator, names);
    for (std::vector<uint32_t> &bucket : members) {
        std::stable_sort(bucket.begin(), bucket.end(),
                         [&keys](uint32_t x, uint32_t y) { return std::strcmp(keys.key(x), keys.key(y)) < 0; });
    }
}

double secondsBetween(std::chrono::steady_clock::time_point from, std::chrono::steady_clock::time_point to) {
    return std::chrono::duration<double>(to - from).count();
}

}  // namespace

int main(int argc, char **argv) {
    const Options options = parseOptions(argc, argv);
    using Clock = std::chrono::steady_clock;

    const auto readStart = Clock::now();
    std::vector<icu::UnicodeString> readingColumn;
    const std::vector<icu::UnicodeString> names = readNames(options, options.input, readingColumn);
    const auto indexStart = Clock::now();

    // Set-up: the index with any added labels, its immutable form (thread-safe, fixed buckets), the collator.
    UErrorCode status = U_ZERO_ERROR;
    const icu::Locale locale(options.locale.c_str());
    icu::AlphabeticIndex index(locale, status);
    requireSuccess(status, "AlphabeticIndex");
    for (const std::string &labels : options.labelLocales) {
        index.addLabels(icu::Locale(labels.c_str()), status);
        requireSuccess(status, "AlphabeticIndex::addLabels");
    }
    std::unique_ptr<icu::AlphabeticIndex::ImmutableIndex> buckets(index.buildImmutableIndex(status));
    requireSuccess(status, "AlphabeticIndex::buildImmutableIndex");
    const int32_t bucketCount = buckets->getBucketCount();
    std::unique_ptr<icu::Collator> collator(icu::Collator::createInstance(locale, status));
    requireSuccess(status, "Collator::createInstance");
    // The reading peer's readers (Han-Latin/Names, MeCab) are set-up too, opened before any name is placed.
    std::unique_ptr<NameReader> reader;
    if (options.readings) {
        reader.reset(new NameReader(locale));
        if (!reader->readsNames()) reader.reset();
        // The first names read, as the benchmark's library child reads them before its phases ((a′)): a
        // transform's or MeCab's first use (loading rules, the first dictionary pages) is set-up on both sides.
        for (const char *first : {"王", "王あ"}) {
            if (reader) reader->read(icu::UnicodeString::fromUTF8(first));
        }
    }
    const bool readsKeys = reader || !options.readingColumn.empty();

    // Warm-up, untimed: other names read, placed and sorted as the timed ones are next.
    if (!options.warmUp.empty()) {
        std::vector<icu::UnicodeString> otherReadings;
        std::vector<icu::UnicodeString> others = readNames(options, options.warmUp, otherReadings);
        size_t ignored = 0;
        if (readsKeys) {
            others = readingKeys(others, options.readingColumn.empty() ? nullptr : &otherReadings, reader.get(), ignored);
        }
        std::vector<std::vector<uint32_t>> placed = bucketMembers(*buckets, others);
        sortMembers(*collator, others, placed);
    }
    const auto bucketStart = Clock::now();

    // What each row is placed and sorted by: its name, or in the reading peer its reading (part of bucket_s,
    // and timed apart as readings_s).
    std::vector<icu::UnicodeString> keys;
    size_t read = 0;
    if (readsKeys) {
        keys = readingKeys(names, options.readingColumn.empty() ? nullptr : &readingColumn, reader.get(), read);
    }
    const std::vector<icu::UnicodeString> &placedBy = readsKeys ? keys : names;
    const auto readingsEnd = Clock::now();

    // Place every name; members[b] lists bucket b's names in input order.
    std::vector<std::vector<uint32_t>> members;
    std::vector<size_t> counts(static_cast<size_t>(bucketCount), 0);
    if (options.countOnly) {
        for (const icu::UnicodeString &name : placedBy) counts[static_cast<size_t>(buckets->getBucketIndex(name, status))]++;
        requireSuccess(status, "ImmutableIndex::getBucketIndex");
    } else {
        members = bucketMembers(*buckets, placedBy);
    }
    const auto sortStart = Clock::now();

    if (!options.countOnly) {
        sortMembers(*collator, placedBy, members);
        for (size_t b = 0; b < members.size(); b++) counts[b] = members[b].size();
    }
    const auto outputStart = Clock::now();

    {
        Output out;
        out.raw("{\"locale\":");
        out.string(icu::UnicodeString::fromUTF8(options.locale));
        out.raw(",\"labels\":[");
        for (int32_t b = 0; b < bucketCount; b++) {
            if (b) out.raw(',');
            out.string(buckets->getBucket(b)->getLabel());
        }
        out.raw(']');
        if (options.countOnly || options.sortOnly) {
            out.raw(",\"counts\":[");
            for (size_t b = 0; b < counts.size(); b++) {
                if (b) out.raw(',');
                out.raw(std::to_string(counts[b]));
            }
            out.raw(']');
            if (options.sortOnly) {
                for (const char *end : {"first", "last"}) {
                    out.raw(",\"");
                    out.raw(end);
                    out.raw("\":[");
                    for (size_t b = 0; b < members.size(); b++) {
                        if (b) out.raw(',');
                        const std::vector<uint32_t> &list = members[b];
                        out.nullableString(list.empty() ? nullptr
                                                        : &names[*end == 'f' ? list.front() : list.back()]);
                    }
                    out.raw(']');
                }
            }
            out.raw("}\n");
        } else {
            out.raw(",\"sections\":[\n");
            for (int32_t b = 0; b < bucketCount; b++) {
                const icu::AlphabeticIndex::Bucket *bucket = buckets->getBucket(b);
                out.raw("{\"label\":");
                out.string(bucket->getLabel());
                out.raw(",\"type\":\"");
                out.raw(kindName(bucket->getLabelType()));
                out.raw("\",\"items\":[");
                const std::vector<uint32_t> &list = members[static_cast<size_t>(b)];
                for (size_t i = 0; i < list.size(); i++) {
                    if (i) out.raw(',');
                    out.string(names[list[i]]);
                }
                out.raw(b + 1 < bucketCount ? "]},\n" : "]}\n");
            }
            out.raw("]}\n");
        }
    }
    if (std::fflush(stdout) != 0) fail("cannot write the output", 1);
    const auto end = Clock::now();

    if (options.timings) {
        std::string readings;
        if (readsKeys) {
            char buffer[96];
            std::snprintf(buffer, sizeof buffer, ", \"read\": %zu, \"readings_s\": %.6f", read,
                          secondsBetween(bucketStart, readingsEnd));
            readings = buffer;
        }
        std::fprintf(stderr,
                     "{\"peer\": \"icu4c\", \"icu\": \"%s\", \"n\": %zu, \"read_s\": %.6f, \"index_s\": %.6f, "
                     "\"bucket_s\": %.6f, \"sort_s\": %.6f, \"output_s\": %.6f%s}\n",
                     U_ICU_VERSION, names.size(), secondsBetween(readStart, indexStart),
                     secondsBetween(indexStart, bucketStart), secondsBetween(bucketStart, sortStart),
                     secondsBetween(sortStart, outputStart), secondsBetween(outputStart, end), readings.c_str());
    }
    return 0;
}
