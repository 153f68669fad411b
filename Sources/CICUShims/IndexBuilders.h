#pragma once

#include <unicode/alphaindex.h>

#include <memory>
#include <string>
#include <vector>

namespace lic {

/// Index builders (icu::AlphabeticIndex) kept after they built an index, so that the same locale's index
/// can be built again with more labels without constructing a builder again.
///
/// Constructing the builder (finding the first string of every script and sorting them by the collator)
/// is two thirds of building an index. A locale's index is often built twice: the command-line tool builds
/// it with the labels known before reading, to have ICU's data loaded while it reads, then with the scripts
/// the names turned out to use. ICU's builder takes more labels after it has built an index: `addLabels`
/// adds to a set, and the next `buildImmutableIndex` starts over from that set, so continuing a builder
/// gives the index a new one would (checked for every ICU locale: IndexBuilderReuseTests).
///
/// Thread-safe. Holds a few builders (20 to 40 KB each), the most recently kept.
class IndexBuilders {
public:
    /// A kept builder for `localeID` whose labels are all among `labels`, the one with the most; nullptr
    /// when none is. `missing` gets the labels the builder still lacks.
    static std::unique_ptr<icu::AlphabeticIndex> take(const std::string &localeID,
                                                      const std::vector<std::string> &labels,
                                                      std::vector<std::string> &missing);

    /// Keeps `builder`, which built `localeID`'s index with exactly the labels of `labels` and ICU's default
    /// label limit, dropping the oldest kept builder when there are too many.
    static void keep(const std::string &localeID, std::vector<std::string> labels,
                     std::unique_ptr<icu::AlphabeticIndex> builder);
};

}  // namespace lic
