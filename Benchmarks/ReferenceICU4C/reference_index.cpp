// The reference: a list of names sectioned and sorted by ICU4C itself, with nothing of this package in
// between. The test fixtures are its output and the benchmark divides by its times, so it must stay the
// plain way to do the job: ICU's AlphabeticIndex places each name, ICU's sort keys order each section,
// one thread, no tricks. Build: Benchmarks/ReferenceICU4C/build.sh. The contract (options, input rules,
// output shape) is in Benchmarks/ReferenceICU4C/README.md.

#include <unicode/alphaindex.h>
#include <unicode/coll.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>
#include <unicode/uvernum.h>

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
    "                       [--count-only | --sort-only] [--warm-up FILE.tsv] [--timings]\n";

/// What to do: which column of which file, in which locale, and how much to print.
struct Options {
    std::string locale;
    std::string input;
    std::string column = "display";
    std::vector<std::string> labelLocales;
    /// A file whose names (the same column) are bucketed and sorted once before the timed phases, as a
    /// long-running process has placed other names before: the library's warm measurement.
    std::string warmUp;
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
        else if (name == "--count-only" && !hasInlineValue) options.countOnly = true;
        else if (name == "--sort-only" && !hasInlineValue) options.sortOnly = true;
        else if (name == "--timings" && !hasInlineValue) options.timings = true;
        else failUsage("unknown argument " + std::string(argv[i]));
    }
    if (options.locale.empty() || options.input.empty()) failUsage("--locale and --input are required");
    if (options.countOnly && options.sortOnly) failUsage("--count-only and --sort-only exclude each other");
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

/// One column of a TSV file, as the contract reads it: lines end at LF only (a CR, U+0085 or U+2028 is
/// data), fields end at TAB, the first line is the header naming the column, a line without the field
/// gives "", the empty piece after a final LF is no line, and ill-formed UTF-8 becomes U+FFFD as ICU's
/// conversion makes it. Nothing is trimmed or normalized: the names are what the file says.
std::vector<icu::UnicodeString> readColumn(const std::string &path, const std::string &column) {
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
    size_t columnIndex = 0;
    for (;; columnIndex++) {
        auto name = field(header.first, header.second, columnIndex);
        if (static_cast<size_t>(name.second - name.first) == column.size() &&
            std::equal(name.first, name.second, column.begin())) {
            break;
        }
        if (name.second == header.second) fail("column '" + column + "' is not in the header of " + path, 2);
    }
    std::vector<icu::UnicodeString> names;
    while (cursor < end) {
        auto line = nextLine();
        auto value = field(line.first, line.second, columnIndex);
        names.push_back(icu::UnicodeString::fromUTF8(
            icu::StringPiece(value.first, static_cast<int32_t>(value.second - value.first))));
    }
    return names;
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
    const std::vector<icu::UnicodeString> names = readColumn(options.input, options.column);
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

    // Warm-up, untimed: other names placed and sorted as the timed ones are next.
    if (!options.warmUp.empty()) {
        const std::vector<icu::UnicodeString> others = readColumn(options.warmUp, options.column);
        std::vector<std::vector<uint32_t>> placed = bucketMembers(*buckets, others);
        sortMembers(*collator, others, placed);
    }
    const auto bucketStart = Clock::now();

    // Place every name; members[b] lists bucket b's names in input order.
    std::vector<std::vector<uint32_t>> members;
    std::vector<size_t> counts(static_cast<size_t>(bucketCount), 0);
    if (options.countOnly) {
        for (const icu::UnicodeString &name : names) counts[static_cast<size_t>(buckets->getBucketIndex(name, status))]++;
        requireSuccess(status, "ImmutableIndex::getBucketIndex");
    } else {
        members = bucketMembers(*buckets, names);
    }
    const auto sortStart = Clock::now();

    if (!options.countOnly) {
        sortMembers(*collator, names, members);
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
        std::fprintf(stderr,
                     "{\"peer\": \"icu4c\", \"icu\": \"%s\", \"n\": %zu, \"read_s\": %.6f, \"index_s\": %.6f, "
                     "\"bucket_s\": %.6f, \"sort_s\": %.6f, \"output_s\": %.6f}\n",
                     U_ICU_VERSION, names.size(), secondsBetween(readStart, indexStart),
                     secondsBetween(indexStart, bucketStart), secondsBetween(bucketStart, sortStart),
                     secondsBetween(sortStart, outputStart), secondsBetween(outputStart, end));
    }
    return 0;
}
