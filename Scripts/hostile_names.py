"""Hand-made hostile names: the rows a contacts list really meets that break naive text code.

Used by generate-names.py (--hostile FILE) and, through it, by the test fixtures: the first rows of
Tests/LocalizedIndexCollationTests/Fixtures/peer-input.tsv are these, in this order. Changing the rows changes
that fixture: run regenerate-peer-fixtures.sh there, set PeerFixtures.hostileRowCount to the new count, and run
the tests. Nothing here is random except the variants' seeded choices.

Each entry is (category, name). Categories say what the rows attack, so a failing row is easy to place:

* digits       a leading digit, in several scripts and forms (ASCII, Arabic-Indic, Devanagari, fullwidth,
               superscript, circled, Roman numerals), and phone numbers
* emoji        emoji alone and first, ZWJ sequences, skin tones, flags, keycaps, variation selectors,
               mathematical alphanumerics that look like letters
* punct        a leading quote, bracket, dash or symbol; CJK brackets and marks; apostrophes in names
* whitespace   empty, whitespace-only, leading/trailing/inner spaces of every width, zero-width characters,
               BOM, soft hyphen, U+2028, U+0085, C0 controls and DEL (never TAB, LF or CR: the TSV has no
               quoting)
* combining    NFC against NFD spellings (marks always in canonical order: for text that is not FCD, such as
               C U+0301 U+0327, the package sorts canonically equivalent spellings as equal where ICU's default
               collator does not, a choice PropertyTests covers, so such rows would make the ICU4C fixtures
               disagree with the package by design), a leading combining mark, stacks of marks (Zalgo), letters with
               their own place in some alphabet (Å, Æ, Ø, Ł, Ð, Þ, ß, dotted and dotless i), Greek tonos,
               Hebrew points, Arabic harakat, Indic nukta
* compat       compatibility characters: fullwidth and halfwidth forms, ligatures, Kelvin and Ångström signs,
               Arabic presentation forms, circled and parenthesized letters, CJK compatibility ideographs
* confusable   the same-looking name in Latin, Cyrillic and Greek letters
* bidi         bidirectional controls and isolates, right-to-left names beside left-to-right ones
* mixed_script two scripts in one name, kana of both kinds and widths, CJK variants and an ideographic
               variation sequence, Han outside the BMP, Thai and Lao pre-vowels, conjoining Hangul jamo,
               scripts no Faker locale produces (Khmer, Mongolian, Ogham, Tibetan, Georgian, Armenian,
               Ethiopic, Cherokee), private-use, unassigned and noncharacter code points
* han_reading  Chinese surnames read differently as surnames (曾, 单, 沈, 解, 区, 查, 仇, 朴, 乐, 尉迟),
               Japanese names whose first kanji has many readings, iteration and repeat marks
* contraction  letters spelled with two or three characters in some alphabet (cs ch, hu cs/dzs/gy/ly/ny,
               sk dž, da aa, es ll/ch, cy ll/dd, hr lj/nj, sq dh, nl ij) at the start of a name
* case         particles and capitals (van der, de la, Mc/Mac), single letters, all caps, all lower
* long         names of hundreds to 5,000 characters, and real very long names
* variant_*    each of a few ordinary names from many scripts, spelled every awkward way: NFD, NFKD, upper,
               lower, title, with leading or trailing spaces, after a digit, an emoji, a quote, in quotes,
               with no-break spaces, and as an exact duplicate (stable sorting keeps input order)
"""

import random
import unicodedata

# ---------------------------------------------------------------------------------------------- by hand --

DIGITS = [
    "1 Infinite Loop", "7-Eleven", "9 to 5 Cleaning", "3rd Street Garage", "99 Luftballons", "12 Monkeys",
    "0800 Hotline", "4711 Parfümerie", "8 Mile", "21 Savage", "360 Fitness", "5", "00", "1", "10", "2",
    "+46 8 123 456 78", "+81 3-1234-5678", "(0)20 7946 0958", "555-0199", "#1 Pizza", "1.2.3 Sesam",
    "٣ أصدقاء", "٠٥٥٥ هاتف", "۴ فصل", "५ पांडव", "৩ বন্ধু", "๙ มงคล", "３時のおやつ", "２号館",
    "¹ Superscript one", "³ Kubik", "¾ Drei Viertel", "Ⅳ Henri", "ⅷ Roman small eight", "⑤ Circled five",
    "⒎ Digit full stop", "𝟘 Double-struck zero", "7 Самураев", "3 Γουρουνάκια", "1 ציון", "12 生肖",
]

EMOJI = [
    "🙂", "🙂 Happy", "Happy 🙂", "🎂 Birthday list", "👩‍🔬 Marie", "👨‍👨‍👦‍👦", "👋🏿 Hello",
    "🧔🏻‍♂️ Bearded", "🇩🇪 Deutschland", "🇰🇷 한국", "🇨🇳 中国", "🏴‍☠️ Pirate", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland",
    "☀️ Sunny", "☀ Sunny text", "✔️ Done", "♥ Heart", "♀️ Female sign", "🔟 Keycap ten", "*️⃣ Keycap star",
    "2️⃣ Keycap two", "🦊Fox", "🍣", "🐉 龍", "Zoe🌟", "🎵🎶 Music", "🏠 Home", "🚑 Ambulance",
    "𝔊𝔬𝔱𝔥𝔦𝔠 Fraktur", "𝘐𝘵𝘢𝘭𝘪𝘤 Sans", "𝙼𝚘𝚗𝚘 Mono", "𝕆𝕦𝕥𝕝𝕚𝕟𝕖", "🄰🄱 Squared", "🅐 Negative circled",
]

PUNCT = [
    "'Apostrophe first", "\"Quoted\" Name", "(Work) Anna", "[Old] Bert", "{Brace}", "<Angle>", "-Minus",
    "–En dash", "—Em dash", "‐Hyphen", "..Two dots", "...Three dots", "…Horizontal ellipsis", "@team",
    "#general", "&friends", "*Starred", "_private", "~home", "!important", "?unknown", "¿Quién?", "¡Ay!",
    "‹Single guillemet›", "»Reversed«", "‚Low quote‘", "„Gänsefüßchen“", "’Right single", "”Right double",
    "/etc", "\\windows", "%Prozent", "$Cash", "£Pound", "¥Yen", "€uro", "§1 Paragraph", "°Grad", "·Dot",
    "•Bullet", "†Dagger", "‰Per mille", "^Caret", "`Backtick", "|Pipe", ":Colon", ";Semicolon", ",Comma",
    "=Equals", "+Plus", "'", "\"", "-", ".", "_", "…", "--", "''", "O'Neil", "O’Neil", "D’Souza",
    "L'Oréal", "Jean-Paul", "Anne-Marie Dupont", "St. Clair", "Doe, Jane", "Doe, J. R.", "Mr.", "Ms. & Mr. Doe",
    "「かぎ括弧」", "【隅付き】", "〈山括弧〉", "《书名号》", "（全角括弧）", "〔亀甲〕", "。句点", "，逗号",
    "・中点", "ー長音符", "〜波ダッシュ", "※米印", "〃同じく", "『月』", "«Ёлка»", "״גרשיים",
]

WHITESPACE = [
    "", " ", "   ", "\u00a0", "\u2007", "\u202f", "\u3000", "\u200b", "\u200c", "\u200d", "\u2060",
    "\ufeff", "\u00ad", "\u034f", "\u2028", "\u2029", "\u0085", "\u000b", "\u000c", "\u001f", "\u007f",
    " Leading", "Trailing ", "  Both  ", "Inner   spaces", "\u00a0No-break lead", "No-break\u00a0inner",
    "\u2002En space lead", "\u3000Ideographic lead", "\u200bZero-width lead", "Zero\u200bwidth inner",
    "\ufeffBOM lead", "Mid\ufeffBOM", "\u00adSoft hyphen lead", "Soft\u00adhyphen", "\u2028Line sep lead",
    "Para\u2029graph", "\u0085Next line lead", "Next\u0085line", "\u0002Start of text", "Bell\u0007",
    "\u001bEscape", "Delete\u007f", "\u2061Function application", "\u180eMongolian vowel separator",
    "\u115fHangul choseong filler", "\u3164Hangul filler", "\u2800Braille blank", " \u00a0\u3000\u2003 ",
]

COMBINING = [
    "Ana", "A\u0301na", "Ána", "\u0301Ana", "\u0300\u0301", "Zo\u0308e", "Zoë", "Noe\u0308l", "Noël",
    "Ha\u0301kon", "Ra\u030angstro\u0308m", "Ǻsa", "A\u030a\u0301sa", "Nguy\u00ea\u0303n", "Nguyê\u0303n",
    "Z\u0335\u0322\u031b\u0347a\u0336\u0327\u0354l\u0337\u0328\u0359g\u0334\u031f\u0349o\u0338\u0316",
    "x" + "\u0300\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308\u0309\u030a\u030b",
    "Ḉ", "C\u0327\u0301", "Ǿ", "O\u0338\u0301",
    "Ålund", "Ærlig", "Øby", "Ørsted", "Ødegaard", "Åberg", "Äpple", "Öberg", "Überall", "Ödön",
    "Ísold", "İpek", "Ilgın", "ıslak", "ışık", "Iğdır", "ẞtraße", "Großmann", "Grossmann", "ß",
    "Ðặng", "Đặng", "Þuríður", "Þröstur", "Ðanijel", "Łódź", "Łucja", "Ńkosi", "Śląsk", "Żaneta",
    "Źrebak", "Ďurica", "Ťapák", "Řehoř", "Řezníček", "Ĺudovít", "Ŕadek", "Ľudmila", "Ŀlorenç", "Œil",
    "Ørjan", "Ĳmuiden", "Ŋgoni", "Ħamrun", "Ǧamal", "Ǯ",
    "Έλενα", "Ελενα", "ΈΛΕΝΑ", "Ϊάσων", "Ἄννα", "ᾼ", "ῼ", "ς", "ϐ", "Ёжиков", "Ежиков", "Йошкар",
    "Ѓорѓи", "Ќиро", "Ѕвезда", "Ђорђе", "Ћирић", "Ї", "Ґрунт", "Ў", "Ѫ",
    "ש\u05b8\u05c1לוֹם", "מֹשֶׁה", "יִצְחָק", "عَلِيّ", "فَاطِمَة", "حـسـن tatweel", "ﷺ", "ﷲ",
    "क\u093cलम nukta", "\u0958लम precomposed", "क्षत्रिय", "ज्ञान", "श्री", "র\u09cd\u200dয", "ஸ்ரீ", "ශ්\u200dරී",
]

COMPAT = [
    "Ｆｕｌｌｗｉｄｔｈ Ｎａｍｅ", "ｆｕｌｌ lower", "ＡＢＣ", "ｱｲｳ halfwidth kana", "ｶﾞｷﾞ voiced halfwidth",
    "ﾊﾟﾋﾟ semi-voiced halfwidth", "ﬀ ligature", "ﬂorence", "ﬆ", "ǈubljana", "ǋikola", "ǲenan",
    "\u212a Kelvin sign", "\u212b Angstrom sign", "\u2126 Ohm sign", "\u00b5 Micro sign", "\u2160 Roman one",
    "ﻋﻠﻲ presentation forms", "ﺍﺣﻤﺪ", "ﭖ", "Ⓑob", "ⓑob", "⒜ Parenthesized", "㈱ Kabushiki", "㍿",
    "㌔ Kilo", "㎏", "℡ Telephone", "™ Trademark", "℃ Celsius", "豈 CJK compatibility", "﨑", "神", "\ufa19",
    "ℍilbert", "ℝeal", "ℓ script l", "ſ long s", "ﬅ", "ｈｔｔｐ", "ᵃ modifier", "ₐ subscript",
]

CONFUSABLE = [
    "Anna (Latin)", "Аnna (Cyrillic A)", "Αnna (Greek Alpha)", "Аnnа (two Cyrillic)", "ᎪNNA (Cherokee)",
    "Oleg", "Олег", "Οleg (Greek Omicron)", "Pavel", "Раvel (Cyrillic Er)", "XENIA", "ХЕNIA", "ΧΕΝΙΑ",
    "Ivan", "Іvan (Ukrainian I)", "Ӏvan (palochka)", "Hector", "Нector", "Ηector", "Kostas", "Κostas",
    "Kоstas (Cyrillic o)", "Tom", "Тom", "Τom",
]

BIDI = [
    "\u200fRLM first", "\u200eLRM first", "\u202eRLO override", "\u202dLRO override", "\u202bRLE embed\u202c",
    "\u2066LRI isolate\u2069", "\u2067RLI isolate\u2069", "\u2068FSI isolate\u2069", "name\u200fwith RLM",
    "دانيال Daniel", "Daniel دانيال", "יעל Yael", "Yael יעל", "مريم 42", "42 مريم", "\u061cALM אבג",
    "עברית123", "(שמואל)", "«فاطمة»", "ئۇيغۇر Uyghur", "ܐܪܡܝܐ Syriac", "ދިވެހި Thaana", "ߒߞߏ N'Ko",
]

MIXED_SCRIPT = [
    "Ольга Smith", "Smith Ольга", "王 Wang", "Wang 王", "佐藤 Sato", "Sato 佐藤", "Ζωή Petrova",
    "Ali عليّ", "Dov דב", "Ким Минсу", "김 Minsu", "Somchai สมชาย", "Ράνια रानी",
    "すずき", "スズキ", "ｽｽﾞｷ", "鈴木", "ゟ yori", "ヿ koto", "ゕ small ka", "ヵ small katakana ka",
    "ゐ wi", "ヰ", "ゑ", "ヱ", "ゔ", "ヷ", "ぁ", "ァ", "っ", "ー", "〻", "〆", "〇",
    "齋藤", "斎藤", "斉藤", "齊藤", "邉見", "邊見", "辺見", "𠮷野家", "吉野家", "葛\U000e0100城", "葛城",
    "禰\U000e0100豆子", "𩸽 hokke", "𠀋", "𪜈", "𫝆", "𬺓", "𰻞𰻞麺",
    "ㄱ", "ㅎ", "ㅏ", "\u1100", "\u1100\u1161", "\u1112\u1161\u11ab", "한", "\u110b\u1175\u11b7 jamo",
    "ㄲ", "ㅃ", "ꥠ old jamo", "\ud7b0", "ힰ",
    "เสือ Thai prevowel", "แดง", "โชค", "ใหม่", "ไพร", "ฤดี", "ฦ", "ๆ", "ເລີດ Lao", "ໂສ", "ໄຊ",
    "ᦵ New Tai Lue", "ꪵ Tai Viet",
    "សុខា Khmer", "ᠪᠠᠲᠤ Mongolian", "᚛ᚁᚓᚈᚐ᚜ Ogham", "ཀུན Tibetan", "ნინო Georgian", "Ნ Mtavruli",
    "Արամ Armenian", "ሰላም Ethiopic", "ᏣᎳᎩ Cherokee", "ᐃᓄᒃᑎᑐᑦ Syllabics", "ꦗꦮ Javanese", "𐌰𐍄𐍄𐌰 Gothic",
    "\ue123 private use", "\U000f1234 plane 15", "\U00100001 plane 16", "\ufffd replaced", "\ufffe",
    "\uffff", "\U0001fffe", "\u0378 unassigned", "\U0002fff0 unassigned Han block", "\U00030000 Ext-G",
    "Ελληνικά Русский 中文 日本語 한국어 עברית العربية ไทย हिन्दी English",
]

HAN_READING = [
    "曾国藩", "曾", "单田芳", "单", "沈从文", "沈", "解缙", "区寄", "查良镛", "仇英", "朴树", "乐嘉",
    "尉迟恭", "万俟卨", "长孙无忌", "重阳", "行者", "银行家", "覃", "盖聂", "缪", "秘书", "繁漪", "翟",
    "阚", "隗", "种师道", "都", "员", "能", "粘", "召", "折", "过", "句", "哈",
    "東海林", "小鳥遊", "四月一日", "一", "二階堂", "八百屋", "日下部", "生田", "上", "下", "中",
    "々木", "佐々木", "時々", "〻", "乄",
]

CONTRACTION = [
    "Chalupa", "chata", "Chrudim", "Cukor", "Csaba", "Cs", "Dzsenifer", "Dzs", "Gyula", "Gy", "Lyuba",
    "Nyitra", "Ty", "Zsófia", "Sz", "Džemal", "Dž", "Dzurinda", "Aagaard", "Aa", "Aase", "Llorente",
    "Ll", "Chávez", "Ch", "Ddafydd", "Lloyd", "Ljubica", "Lj", "Njegoš", "Nj", "Dhimitër", "Xhemal",
    "Ijsbrand", "IJzerman", "Ĳzerman", "Rrapo", "Thanas",
]

CASE = [
    "van den Heuvel", "Van den Heuvel", "VAN DEN HEUVEL", "van Den Heuvel", "de los Santos", "De Los Santos",
    "von Braun", "Von Braun", "MacLeod", "Macleod", "McIntyre", "Mcintyre", "M'Bala", "FitzGerald",
    "SHOUTING NAME", "quiet name", "mIxEd", "e", "E", "é", "É", "ė", "y", "Y", "zz", "Zz", "ZZ", "zZ",
]


def long_rows():
    """Names of hundreds to thousands of characters: buffer growth, sort keys longer than any stack buffer."""
    return [
        "B" * 300,
        "Ba" * 600,
        "Q" * 5000,
        "Ω" * 1000,
        "\u00e9" * 700,
        "o" + "\u0308" * 400,
        "🙂" * 300,
        "王" * 800,
        ("Lorem ipsum " * 300).strip(),
        "Adolph Blaine Charles David Earl Frederick Gerald Hubert Irvin John Kenneth Lloyd Martin Nero Oliver "
        "Paul Quincy Randolph Sherman Thomas Uncas Victor William Xerxes Yancy Zeus Wolfeschlegelsteinhausen"
        "bergerdorff",
        "María de los Dolores Josefa Antonia Isabel Bernarda Juana Nepomucena Ignacia Francisca de Paula "
        "Teresa de Jesús Ana Luisa Carolina Rita Clotilde Pía",
        "Krungthepmahanakhon Amonrattanakosin Mahintharayutthaya Mahadilokphop Noppharatratchathaniburirom",
        "Gorsafawddacha'idraigodanheddogleddollônpenrhynareurdraethceredigion",
        "じゅげむじゅげむごこうのすりきれかいじゃりすいぎょのすいぎょうまつうんらいまつふうらいまつ",
        "Оксана Александровна Преображенская-Неприкосновенная-Великорецкая",
    ]


# ------------------------------------------------------------------------------------------- variants --

VARIANT_BASES = [
    "Émilie Côté", "Åke Ärlig", "Łucja Źródło", "Jiří Řezáč", "Фёдор Ёлкин", "Ἰωάννης Ἀντωνίου",
    "Nguyễn Thị Ánh", "佐藤 健", "曾小贤", "박지성", "عائشة الأحمد", "ประยุทธ์ จันทร์",
]


def variant_rows(seed):
    """Every base name spelled a dozen awkward ways; the leading digit, emoji and quote are seeded picks."""
    rng = random.Random(seed * 7919 + 17)
    rows = []
    for name in VARIANT_BASES:
        spellings = [
            ("variant_nfd", unicodedata.normalize("NFD", name)),
            ("variant_nfkd", unicodedata.normalize("NFKD", name)),
            ("variant_upper", name.upper()),
            ("variant_lower", name.lower()),
            ("variant_title", name.title()),
            ("variant_lead_space", "  " + name),
            ("variant_trail_space", name + " "),
            ("variant_lead_digit", str(rng.randrange(1, 1000)) + " " + name),
            ("variant_lead_emoji", rng.choice(["📱", "⭐", "✨", "🧑", "🏢"]) + name),
            ("variant_lead_punct", rng.choice(["-", "'", "(", "*", "«", "\"", "_"]) + name),
            ("variant_quoted", "\u00ab" + name + "\u00bb"),
            ("variant_nbsp", name.replace(" ", "\u00a0")),
            ("variant_duplicate", name),
        ]
        rows.extend(spellings)
    return rows


def rows(seed=1):
    """Every hostile row, as (category, name), in a fixed order."""
    hand_made = [
        ("digits", DIGITS), ("emoji", EMOJI), ("punct", PUNCT), ("whitespace", WHITESPACE),
        ("combining", COMBINING), ("compat", COMPAT), ("confusable", CONFUSABLE), ("bidi", BIDI),
        ("mixed_script", MIXED_SCRIPT), ("han_reading", HAN_READING), ("contraction", CONTRACTION),
        ("case", CASE), ("long", long_rows()),
    ]
    result = [(category, name) for category, names in hand_made for name in names]
    result.extend(variant_rows(seed))
    for category, name in result:
        if any(c in name for c in "\t\n\r"):
            raise ValueError(f"{category} row {name!r} has a TAB, LF or CR, which the TSV cannot carry")
    return result
