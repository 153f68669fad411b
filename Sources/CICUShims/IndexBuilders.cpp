#include "IndexBuilders.h"

#include <algorithm>
#include <deque>
#include <mutex>

namespace lic {
namespace {

struct Kept {
    std::string localeID;
    std::vector<std::string> labels;  // sorted, without repeats
    std::unique_ptr<icu::AlphabeticIndex> builder;
};

/// At most this many builders are kept: a process building indexes for many locales keeps the latest.
constexpr size_t capacity = 8;

std::mutex mutex;
/// Oldest first. Allocated once and never destroyed: no builder is freed while the process exits.
std::deque<Kept> &kept() {
    static auto *builders = new std::deque<Kept>();
    return *builders;
}

std::vector<std::string> sortedUnique(std::vector<std::string> labels) {
    std::sort(labels.begin(), labels.end());
    labels.erase(std::unique(labels.begin(), labels.end()), labels.end());
    return labels;
}

}  // namespace

std::unique_ptr<icu::AlphabeticIndex> IndexBuilders::take(const std::string &localeID,
                                                          const std::vector<std::string> &labels,
                                                          std::vector<std::string> &missing) {
    std::vector<std::string> wanted = sortedUnique(labels);
    std::lock_guard<std::mutex> lock(mutex);
    auto &builders = kept();
    auto best = builders.end();
    for (auto candidate = builders.begin(); candidate != builders.end(); ++candidate) {
        if (candidate->localeID != localeID) continue;
        if (!std::includes(wanted.begin(), wanted.end(), candidate->labels.begin(), candidate->labels.end())) continue;
        if (best == builders.end() || candidate->labels.size() > best->labels.size()) best = candidate;
    }
    if (best == builders.end()) return nullptr;
    missing.clear();
    std::set_difference(wanted.begin(), wanted.end(), best->labels.begin(), best->labels.end(),
                        std::back_inserter(missing));
    std::unique_ptr<icu::AlphabeticIndex> builder = std::move(best->builder);
    builders.erase(best);
    return builder;
}

void IndexBuilders::keep(const std::string &localeID, std::vector<std::string> labels,
                         std::unique_ptr<icu::AlphabeticIndex> builder) {
    Kept entry{localeID, sortedUnique(std::move(labels)), std::move(builder)};
    std::lock_guard<std::mutex> lock(mutex);
    auto &builders = kept();
    builders.push_back(std::move(entry));
    if (builders.size() > capacity) builders.pop_front();
}

}  // namespace lic
