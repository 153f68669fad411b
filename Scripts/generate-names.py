#!/usr/bin/env python3
"""Makes lists of contact names as a phone's contacts hold them: many languages mixed, in each language's
own order and script, with a Japanese name's kana reading, for the benchmark and the test fixtures.

    python3 -m pip install -r Scripts/requirements.txt          # Faker, pinned: same seed, same bytes
    Scripts/generate-names.py --count 1000000 -o /tmp/names_1m.tsv
    Scripts/generate-names.py --count 0 --hostile /tmp/hostile.tsv

TSV, UTF-8, LF line ends, no quoting (no field holds a TAB, LF or CR), header first:

    display  given  family  phonetic  faker_locale

* display: the name as a list shows it. Family name first with a space in ja_JP and vi_VN (山田 太郎,
  Nguyễn An), family name first with none in zh_CN, zh_TW and ko_KR (李娜, 김민준), given name first
  elsewhere; --display-order given-family puts the given name first everywhere. About 1 row in 100
  (--title-rate) has the locale's honorific in front (Dr., г-н, นาย, which a sectioned list must see past);
  in fr_FR and es_ES Faker's "prefixes" are particles and join the family name instead (de la Cruz).
* given, family: the parts; both are drawn for the row's gender, so Slavic and Greek family names agree.
* phonetic: ja_JP only, the katakana reading Faker pairs with the kanji, in display order (ヤマダ タロウ):
  what a phone keeps as the reading and sorts by.
* faker_locale: the Faker locale of the row; hostile rows say hostile/<category>.

Deterministic and prefix-stable: the same --seed, --locales and Faker version give the same bytes, and a
smaller --count gives the first rows of a larger one. Rows are made in blocks of 4,096: each block draws its
rows' locales, genders and titles from its own seeded generator and reseeds each locale's Faker for the
block, so blocks are independent of each other and of --jobs, which makes them on several processes.

--hostile FILE writes the hand-made hostile rows of hostile_names.py (beside this script), same columns.

Not the same bytes as the generator the project used before (../shared/peers/gen_names.py, now retired):
that one drew every row's locale first and then each locale's rows in one run of its own, where this one
seeds per block; its "awkward" rows were a different hand-made list. Same columns, locales and conventions.
"""

import argparse
import hashlib
import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # no __pycache__ left in the repository
import hostile_names  # noqa: E402  (beside this script)

COLUMNS = ("display", "given", "family", "phonetic", "faker_locale")

# Where contacts lists are kept: Western, Northern, Central and Eastern Europe, Turkey, the Middle East,
# South and South-East Asia, China, Taiwan, Korea, Japan. Faker calls Norwegian Bokmål no_NO.
LOCALES = (
    "en_US", "de_DE", "fr_FR", "sv_SE", "da_DK", "no_NO", "fi_FI", "pl_PL", "cs_CZ", "es_ES", "tr_TR",
    "vi_VN", "ru_RU", "uk_UA", "el_GR", "he_IL", "ar_AA", "th_TH", "hi_IN", "ja_JP", "zh_CN", "zh_TW",
    "ko_KR",
)
ALIASES = {"nb_NO": "no_NO"}

FAMILY_FIRST_WITH_SPACE = {"ja_JP", "vi_VN", "hu_HU"}
FAMILY_FIRST_WITHOUT_SPACE = {"zh_CN", "zh_TW", "ko_KR"}
# Faker's prefix_male()/prefix_female() are nobiliary particles here, not honorifics.
PARTICLES = {"fr_FR", "es_ES"}
# Honorifics written onto the name without a space, as Thai does (นาย, นาง, ด.ช.).
TITLE_WITHOUT_SPACE = {"th_TH"}

BLOCK = 4096


def derived_seed(*parts):
    """A 64-bit seed from the run's seed and a block's or locale's name: stable across Python versions
    (no hash()) and far apart for neighbouring blocks."""
    digest = hashlib.blake2b("/".join(str(p) for p in parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def parse_locales(text):
    """`en_US,de_DE:3` → [("en_US", 1.0), ("de_DE", 3.0)]."""
    result = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, _, weight = part.partition(":")
        result.append((ALIASES.get(name, name), float(weight) if weight else 1.0))
    if not result:
        raise SystemExit("generate-names: --locales is empty")
    return result


class LocaleNames:
    """One locale's Faker, reseeded per block: makes the name parts of one row of that locale."""

    def __init__(self, locale):
        from faker import Faker

        self.locale = locale
        self.faker = Faker(locale)
        try:
            self.has_titles = bool(self.faker.prefix_male()) and bool(self.faker.prefix_female())
        except AttributeError:
            self.has_titles = False
        self.japanese = locale == "ja_JP"

    def reseed(self, seed):
        self.faker.seed_instance(seed)

    def row(self, male, titled, display_order):
        faker, phonetic_given, phonetic_family = self.faker, "", ""
        if self.japanese:
            # The pairs keep kanji and reading together; first_kana_name() would draw an unrelated reading.
            given, phonetic_given, _ = faker.first_name_male_pair() if male else faker.first_name_female_pair()
            family, phonetic_family, _ = faker.last_name_pair()
        elif male:
            given, family = faker.first_name_male(), faker.last_name_male()
        else:
            given, family = faker.first_name_female(), faker.last_name_female()
        title = ""
        if titled and self.has_titles:
            prefix = faker.prefix_male() if male else faker.prefix_female()
            if self.locale in PARTICLES:
                family = f"{prefix} {family}"
            else:
                title = prefix
        native = display_order == "native"
        if native and self.locale in FAMILY_FIRST_WITHOUT_SPACE:
            display, phonetic = family + given, ""
        elif native and self.locale in FAMILY_FIRST_WITH_SPACE:
            display = f"{family} {given}"
            phonetic = f"{phonetic_family} {phonetic_given}" if self.japanese else ""
        else:
            display = f"{given} {family}"
            phonetic = f"{phonetic_given} {phonetic_family}" if self.japanese else ""
        if title:
            display = title + ("" if self.locale in TITLE_WITHOUT_SPACE else " ") + display
        return (display, given, family, phonetic, self.locale)


class BlockMaker:
    """Makes whole blocks of rows; one per worker process, keeping its Fakers between blocks (making a Faker
    costs far more than reseeding one)."""

    def __init__(self, locales, seed, title_rate, display_order):
        self.names = [name for name, _ in locales]
        self.weights = [weight for _, weight in locales]
        self.seed, self.title_rate, self.display_order = seed, title_rate, display_order
        self.makers = {}

    def maker(self, locale, block):
        if locale not in self.makers:
            self.makers[locale] = LocaleNames(locale)
        maker = self.makers[locale]
        maker.reseed(derived_seed(self.seed, "names", locale, block))
        return maker

    def block(self, block, rows):
        """The first `rows` rows of block number `block`, as TSV text."""
        draw = random.Random(derived_seed(self.seed, "rows", block))
        plan = [(draw.choices(self.names, self.weights)[0], draw.random() < 0.5, draw.random() < self.title_rate)
                for _ in range(rows)]
        makers = {locale: self.maker(locale, block) for locale in dict.fromkeys(locale for locale, _, _ in plan)}
        lines = [tsv_line(makers[locale].row(male, titled, self.display_order)) for locale, male, titled in plan]
        return "".join(lines)


def tsv_line(fields):
    return "\t".join(f.replace("\t", " ").replace("\n", " ").replace("\r", " ") for f in fields) + "\n"


_worker = None


def _start_worker(locales, seed, title_rate, display_order):
    global _worker
    _worker = BlockMaker(locales, seed, title_rate, display_order)


def _make_block(job):
    return _worker.block(*job)


def write_names(out, count, locales, seed, title_rate, display_order, jobs):
    """Writes the header and `count` rows. Every draw within a block is made row by row, so the last block's
    first rows are the same however many of them are wanted: a smaller count is a prefix."""
    out.write(tsv_line(COLUMNS))
    jobs_list = [(block, min(BLOCK, count - block * BLOCK)) for block in range(-(-count // BLOCK))]
    settings = (locales, seed, title_rate, display_order)
    if jobs > 1 and len(jobs_list) > 1:
        import multiprocessing

        with multiprocessing.get_context("fork").Pool(jobs, _start_worker, settings) as pool:
            for text in pool.imap(_make_block, jobs_list, chunksize=1):
                out.write(text)
    else:
        _start_worker(*settings)
        for job in jobs_list:
            out.write(_make_block(job))


def write_hostile(path, seed):
    rows = hostile_names.rows(seed)
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        out.write(tsv_line(COLUMNS))
        for category, name in rows:
            given, _, family = name.partition(" ")
            out.write(tsv_line((name, given, family, "", "hostile/" + category)))
    return len(rows)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=10_000, help="rows to make (default 10000)")
    parser.add_argument("--seed", type=int, default=1, help="default 1, what the benchmark and fixtures use")
    parser.add_argument("--locales", default=",".join(LOCALES),
                        help="Faker locales, comma-separated, each with an optional :weight (default: %d locales, "
                             "equal weights)" % len(LOCALES))
    parser.add_argument("-o", "--output", default="-", help="TSV file, - for standard output (default)")
    parser.add_argument("--hostile", metavar="FILE", help="also write the hand-made hostile rows to FILE")
    parser.add_argument("--title-rate", type=float, default=0.01, help="share of rows with an honorific (0.01)")
    parser.add_argument("--display-order", choices=("native", "given-family"), default="native")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="worker processes (default: every core); the output does not depend on it")
    arguments = parser.parse_args()
    if arguments.count < 0:
        parser.error("--count must not be negative")

    started = time.monotonic()
    if arguments.hostile:
        written = write_hostile(arguments.hostile, arguments.seed)
        print(f"generate-names: {written} hostile rows to {arguments.hostile}", file=sys.stderr)
    if arguments.count or not arguments.hostile:
        import faker

        locales = parse_locales(arguments.locales)
        if arguments.output == "-":
            out = sys.stdout
        else:
            out = open(arguments.output, "w", encoding="utf-8", newline="\n", buffering=1 << 20)
        write_names(out, arguments.count, locales, arguments.seed, arguments.title_rate,
                    arguments.display_order, arguments.jobs)
        if out is not sys.stdout:
            out.close()
        print(f"generate-names: {arguments.count} rows, {len(locales)} locales, seed {arguments.seed}, "
              f"Faker {faker.VERSION}, to {arguments.output} in {time.monotonic() - started:.1f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
