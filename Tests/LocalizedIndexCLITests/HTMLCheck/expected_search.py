#!/usr/bin/env python3
"""The library's search results for queries taken from a page's names, for check_html.py --search-expectations.

    expected_search.py BINARY MADE.txt OUT.json PAGE[:N]...

MADE.txt has a line per page check-html.sh rendered: its name, then the sort-contacts arguments it was
rendered with, split by U+001F. For each PAGE (rendered from a plain list of names, --input-format lines, or
a TSV whose first column is the name, as Scripts/generate-names.py writes), picks queries (the first N when
given) from its names as people type them: prefixes of words in every script of the list, a family
name in capitals, initials, two words in either order, a word without its accents, full-width letters,
Hangul initial consonants (alone and after a syllable), a Han name's characters, and per locale pinyin
(zh), romaji and kana (ja), consonants (ko), letters the locale tells apart or not (sv, en); one matches
nothing. Then runs `BINARY search --format json QUERY` with the page's arguments (those search does not
take left out: --search-entry, --empty-sections, --index-slots) and writes

    {page: {"total": N, "queries": [{"query", "names", "sections", "bar"}, ...]}}

names: the name of every record found (its "name", else its "display") (a multiset: the page's rows compared as one); sections: the
section indices left; bar: the index bar of the results as [title, section] (sectionIndexTitles and
indexTitleSections). The expected values are the CLI's, which has its own tests: the page's JavaScript is
checked against them, never against itself.
"""
import concurrent.futures
import csv
import json
import subprocess
import sys
import unicodedata

from recipes import read_recipes

NOT_FOR_SEARCH = {"--search-entry": 0, "--empty-sections": 1, "--index-slots": 1}


def script_of(word):
    for character in word:
        if character.isalpha():
            return unicodedata.name(character, "?").split()[0]
    return None


def strip_accents(text):
    return "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")


def consonants(text):
    """The initial consonants of Hangul syllables, as compatibility jamo (Unicode's arithmetic)."""
    jamo = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
    return "".join(jamo[(ord(c) - 0xAC00) // 588] for c in text if 0xAC00 <= ord(c) <= 0xD7A3)


def full_width(text):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def queries_for(names, locale):
    by_script = {}
    for name in names:
        words = name.split()
        if words:
            by_script.setdefault(script_of(words[0]), []).append(words)
    latin = [words for words in by_script.get("LATIN", []) if len(words) >= 2 and all(w.isalpha() for w in words)]
    queries = ["a", latin[3][0][:3].lower(), latin[10][-1].upper(),
               (latin[20][0][0] + latin[20][1][0]).lower(),
               f"{latin[30][0][:2]} {latin[30][1][:2]}".lower(),
               f"{latin[40][1][:3]} {latin[40][0][:1]}".lower(),
               full_width(latin[50][0][:2].lower())]
    accented = next(w for words in latin for w in words if strip_accents(w) != w and len(w) >= 5)
    queries.append(strip_accents(accented)[:5].lower())
    for script, length in [("CYRILLIC", 2), ("GREEK", 3), ("HEBREW", 2), ("ARABIC", 2), ("THAI", 2), ("DEVANAGARI", 2)]:
        words = by_script.get(script, [])
        if words:
            queries.append(strip_accents(words[min(5, len(words) - 1)][-1][:length]).lower())
    korean = [words[0] for words in by_script.get("HANGUL", []) if len(words[0]) >= 3]
    if korean:
        queries += [korean[0][0], consonants(korean[5]), consonants(korean[9][1:]),
                    korean[7][:2] + consonants(korean[7][2])]
    han = [words[0] for words in by_script.get("CJK", []) if len(words) == 1 and len(words[0]) >= 2]
    if han:
        queries += [han[0][0], han[3][-1], han[6][1:]]
    language = locale.split("-")[0]
    queries += {
        "zh": ["zhang", "wang", "li", "chen", "zh w"],
        "ja": ["yama", "やま", "ヤマ", "sato", "山"],
        "ko": ["ㄱ", "ㅂㅈ", "이"],
        "sv": ["ö", "sä", "aa"],
        "en": ["ae", "o", "sae"],
    }.get(language, [])
    queries.append("zzqx")
    seen = []
    for query in queries:
        if query not in seen:
            seen.append(query)
    return seen


def search(binary, arguments, query):
    result = subprocess.run([binary, "search", "--format", "json"] + arguments + ["--", query],
                            check=True, capture_output=True, text=True)
    document = json.loads(result.stdout)
    return {"query": query,
            "names": [record.get("name", record.get("display")) for section in document["sections"]
                      for record in section["records"]],
            "sections": [section["section"] for section in document["sections"]],
            "bar": [list(pair) for pair in zip(document["sectionIndexTitles"], document["indexTitleSections"])]}


def main():
    binary, made, out, pages = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    recipes = read_recipes(made)
    expected = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        for page in pages:
            page, _, limit = page.partition(":")
            arguments, skip = [], 0
            for argument in recipes[page]:
                if skip:
                    skip -= 1
                elif argument in NOT_FOR_SEARCH:
                    skip = NOT_FOR_SEARCH[argument]
                else:
                    arguments.append(argument)
            locale = arguments[arguments.index("--locale") + 1]
            path = arguments[arguments.index("--input") + 1]
            with open(path, encoding="utf-8", newline="") as file:
                if path.endswith(".tsv"):
                    names = [row[0] for row in list(csv.reader(file, delimiter="\t", quoting=csv.QUOTE_NONE))[1:] if row]
                else:
                    names = [line.rstrip("\n") for line in file if line.strip()]
            queries = queries_for(names, locale)
            if limit:
                # The first ones, and the last, which matches nothing.
                queries = queries[:int(limit) - 1] + queries[-1:]
            results = list(pool.map(lambda query: search(binary, arguments, query), queries))
            expected[page] = {"total": len(names), "queries": results}
    with open(out, "w", encoding="utf-8") as file:
        json.dump(expected, file, ensure_ascii=False)


if __name__ == "__main__":
    main()
