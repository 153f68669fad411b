#!/usr/bin/env python3
"""Writes the contact-file quirk fixtures (issue 24) in this folder.

Written here, from what the producers are documented and observed to write (Thunderbird's address-book
export: its 37-column header and its comma, semicolon, tab and UTF-16 variants; Windows and old Mac line
ends; legacy charsets), with made-up contacts. Run it again to regenerate; the tests read the files.
"""
import pathlib

HERE = pathlib.Path(__file__).parent

# Thunderbird's CSV/tab export header (37 columns), as its address book writes it.
THUNDERBIRD = ["First Name", "Last Name", "Display Name", "Nickname", "Primary Email", "Secondary Email",
               "Screen Name", "Work Phone", "Home Phone", "Fax Number", "Pager Number", "Mobile Number",
               "Home Address", "Home Address 2", "Home City", "Home State", "Home ZipCode", "Home Country",
               "Work Address", "Work Address 2", "Work City", "Work State", "Work ZipCode", "Work Country",
               "Job Title", "Department", "Organization", "Web Page 1", "Web Page 2", "Birth Year",
               "Birth Month", "Birth Day", "Custom 1", "Custom 2", "Custom 3", "Custom 4", "Notes"]
assert len(THUNDERBIRD) == 37


def contact(first, last, display, email, city="", org=""):
    row = [""] * 37
    row[0], row[1], row[2], row[4], row[14], row[26] = first, last, display, email, city, org
    return row


CONTACTS = [contact("Åsa", "Öberg", "Öberg, Åsa", "asa@example.se", "Göteborg"),
            contact("Zoë", "Ångström", "Zoë Ångström", "zoe@example.org", "Malmö", "Ångström & Co")]


def write(name, data):
    (HERE / name).write_bytes(data)


def quoted(field, separator):
    """A field as Thunderbird writes it: in double quotes when it holds the separator or a quote."""
    if separator in field or '"' in field:
        return '"' + field.replace('"', '""') + '"'
    return field


def joined(rows, separator, end="\r\n", trailing=""):
    return "".join(separator.join(quoted(f, separator) for f in row) + trailing + end for row in rows)


# Thunderbird with ";" (its export where the list separator is ";"): a display name holds an unquoted comma.
write("thunderbird-semicolon.csv", joined([THUNDERBIRD] + CONTACTS, ";").encode("utf-8"))
# Thunderbird's tab-separated .txt export.
write("thunderbird-tab.txt", joined([THUNDERBIRD] + CONTACTS, "\t").encode("utf-8"))
# Thunderbird's UTF-16 (little-endian, with BOM) CSV export.
write("thunderbird-utf16.csv", "\ufeff".encode("utf-16-le") + joined([THUNDERBIRD] + CONTACTS, ",").encode("utf-16-le"))
# The same without a BOM, big-endian: told by its NULs.
write("utf16be-no-bom.csv", joined([THUNDERBIRD] + CONTACTS, ",").encode("utf-16-be"))
# Rows ending in the separator: one more (empty) field than the header; a last row whose extra field is not empty.
extra = joined([THUNDERBIRD], ",") + joined(CONTACTS, ",", trailing=",") + \
    ",".join(contact("Bo", "Ek", "Bo Ek", "bo@example.se")) + ",stray\r\n"
write("trailing-separator.csv", extra.encode("utf-8"))
# A CSV without a header row: the first contact must not become the column names.
write("no-header.csv", "Åsa Öberg,+46 31 123 45 67\r\nZoë Ångström,+46 40 765 43 21\r\n".encode("utf-8"))
# CR CR LF line ends (CR LF converted once more by a Windows tool).
write("cr-cr-lf.csv", joined([["name", "email"], ["Åsa Öberg", "asa@example.se"], ["Zoë Ångström", "zoe@example.org"]],
                             ",", end="\r\r\n").encode("utf-8"))
# Old Mac line ends: CR alone.
write("cr-only.csv", joined([["name", "email"], ["Åsa Öberg", "asa@example.se"], ["Zoë Ångström", "zoe@example.org"]],
                            ",", end="\r").encode("utf-8"))
# windows-1252 without any declaration (Outlook's "Comma Separated Values (Windows)").
latin = [["Name", "E-mail Address", "Business City"],
         ["Jürgen Müller", "jm@example.de", "Düsseldorf"], ["Åsa Öberg", "asa@example.se", "Göteborg"],
         ["François Gérard", "fg@example.fr", "Besançon"], ["Søren Kierkegård", "sk@example.dk", "København"],
         ["Zoë Ångström", "zoe@example.org", "Malmö"], ["Renée Lefèvre", "rl@example.fr", "Orléans"],
         ["Björn Nordström", "bn@example.se", "Västerås"], ["Ærlig Østergård", "ae@example.no", "Tromsø"]]
write("windows-1252.csv", joined(latin, ",").encode("cp1252"))
# Shift_JIS without any declaration (Japanese Outlook and phone-PC tools), names with readings.
japanese = [["name", "reading"], ["山田太郎", "やまだたろう"], ["鈴木花子", "すずきはなこ"], ["佐藤次郎", "さとうじろう"],
            ["田中一郎", "たなかいちろう"], ["渡辺さくら", "わたなべさくら"], ["伊藤健太", "いとうけんた"],
            ["高橋美咲", "たかはしみさき"], ["小林直樹", "こばやしなおき"], ["中村由美", "なかむらゆみ"],
            ["加藤翔太", "かとうしょうた"], ["吉田愛子", "よしだあいこ"], ["山本大輔", "やまもとだいすけ"]]
write("shift-jis.csv", joined(japanese, ",").encode("shift_jis"))
# Plain lines with blank lines between names (and one of spaces).
write("blank-lines.txt", "Åsa Öberg\n\nZoë Ångström\n   \n\nBo Ek\n".encode("utf-8"))
# JSON Lines: a null name, and a key given twice (not the name's) whose last value counts.
write("null-and-repeated.jsonl", ('{"name": null, "city": null}\n'
                                  '{"name": "Åsa Öberg", "city": "Lund", "city": "Göteborg"}\n'
                                  '{"name": "Bo", "name": "Bo Ek"}\n').encode("utf-8"))


# vCard, as phones and apps write it ------------------------------------------------------------------------

def qp(data: bytes) -> str:
    """Quoted-printable as Android's and Japanese phones' 2.1 exporters write it: every non-ASCII byte (and
    '=') as =XX, soft line breaks every 76 characters or so."""
    out, line = [], ""
    for byte in data:
        piece = chr(byte) if 0x20 <= byte < 0x7F and byte != 0x3D else "=%02X" % byte
        if len(line) + len(piece) > 73:
            out.append(line + "=")
            line = ""
        line += piece
    return "\r\n".join(out + [line])


# iPhone / Windows exports whose CR LF was converted once more: every line ends in CR CR LF.
iphone = ("BEGIN:VCARD\nVERSION:3.0\nPRODID:-//Apple Inc.//iPhone OS 17.4//EN\nN:Öberg;Åsa;;;\nFN:Åsa Öberg\n"
          "TEL;type=CELL;type=VOICE;type=pref:+46 70 123 45 67\nEND:VCARD\n"
          "BEGIN:VCARD\nVERSION:3.0\nPRODID:-//Apple Inc.//iPhone OS 17.4//EN\nN:Ångström;Zoë;;;\nFN:Zoë Ångström\n"
          "EMAIL;type=INTERNET;type=HOME;type=pref:zoe@example.org\nEND:VCARD\n")
write("cr-cr-lf.vcf", iphone.replace("\n", "\r\r\n").encode("utf-8"))

# A Japanese feature phone's 2.1 export in Shift_JIS: plain, and quoted-printable Shift_JIS (with a soft
# line break), half-width katakana readings in SOUND;X-IRMC-N. 十 and 圭 end in byte 0x5C, a backslash in
# ASCII: "圭;" must not read as an escaped ";", nor a value ending in 能 as a 2.1 continuation.
sjis_card = ("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=SHIFT_JIS:十河;圭;;;\r\n"
             "SOUND;X-IRMC-N;CHARSET=SHIFT_JIS:ｿｺﾞｳ;ｹｲ;;;\r\nTITLE;CHARSET=SHIFT_JIS:技能\r\n"
             "TEL;CELL:090-1234-5678\r\nEND:VCARD\r\n").encode("shift_jis")
sjis_qp = (b"BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=SHIFT_JIS;ENCODING=QUOTED-PRINTABLE:"
           + qp("渡辺;さくら;;;".encode("shift_jis")).encode() + b"\r\n"
           + b"SOUND;X-IRMC-N;CHARSET=SHIFT_JIS;ENCODING=QUOTED-PRINTABLE:"
           + qp("わたなべ;さくら;;;".encode("shift_jis")).encode() + b"\r\n"
           + b"NOTE;CHARSET=SHIFT_JIS;ENCODING=QUOTED-PRINTABLE:"
           + qp("東京都千代田区丸の内一丁目一番一号　丸の内ビルディング二十階".encode("shift_jis")).encode() + b"\r\n"
           + b"END:VCARD\r\n")
write("shift-jis-21.vcf", sjis_card + sjis_qp)

# UTF-16 (little-endian) without a byte-order mark.
write("utf16le-no-bom.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Öberg;Åsa;;;\r\nFN:Åsa Öberg\r\nEND:VCARD\r\n".encode("utf-16-le"))

# An Android 2.1 export of six cards; the fourth's ORG (quoted-printable UTF-8) ends in a stray =80.
android = []
for family, given, org in [("Berg", "Anna", "Nordbanken"), ("Dahl", "Cecilia", "Ångfartyg AB"),
                           ("Ek", "Bo", "Öresundståg"), ("Fors", "David", "Café Ängel"),
                           ("Holm", "Eva", "Åhléns"), ("Lind", "Filip", "Mölnlycke")]:
    org_bytes = org.encode("utf-8") + (b"\x80" if family == "Fors" else b"")
    android.append("BEGIN:VCARD\r\nVERSION:2.1\r\n"
                   f"N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{qp(f'{family};{given};;;'.encode())}\r\n"
                   f"FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{qp(f'{given} {family}'.encode())}\r\n"
                   f"ORG;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{qp(org_bytes)}\r\n"
                   "TEL;CELL:+46701234567\r\nEND:VCARD\r\n")
write("android-qp-damaged.vcf", "".join(android).encode("ascii"))

# A 2.1 ADR whose street goes on after a trailing backslash (old Nokia and Sony Ericsson exports).
write("adr-backslash-21.vcf", ("BEGIN:VCARD\r\nVERSION:2.1\r\nN:Berg;Anna;;;\r\nFN:Anna Berg\r\n"
                               "ADR;HOME:;;Storgatan 1\\\r\nlgh 1102;Stockholm;;111 22;Sverige\r\n"
                               "TEL;HOME:+4681234567\r\nEND:VCARD\r\n").encode("utf-8"))

# vCard 2.1's AGENT: a card nested in another, and a card after them: three cards.
write("agent-nested-21.vcf", ("BEGIN:VCARD\r\nVERSION:2.1\r\nN:Berg;Anna;;;\r\nFN:Anna Berg\r\n"
                              "TITLE:Director\r\nAGENT:\r\nBEGIN:VCARD\r\nVERSION:2.1\r\nN:Ek;Bo;;;\r\nFN:Bo Ek\r\n"
                              "TEL;WORK:+4681112233\r\nEND:VCARD\r\nTEL;WORK:+4689998877\r\nEND:VCARD\r\n"
                              "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Dahl;Cecilia;;;\r\nFN:Cecilia Dahl\r\nEND:VCARD\r\n")
          .encode("utf-8"))

# Cards nested directly in a 2.1 card, without AGENT: (the shape of AOSP's v21_nest.vcf test file): Android's
# parser reads each as a card of its own, the outer one keeping its properties before and after them.
write("directly-nested-21.vcf", ("BEGIN:VCARD\r\nVERSION:2.1\r\nN:Lind;Maja;;;\r\nFN:Maja Lind\r\n"
                                 "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Holm;Nils;;;\r\nFN:Nils Holm\r\nEND:VCARD\r\n"
                                 "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Dr. Olle Sundberg\r\nTEL:+4687654321\r\n"
                                 "END:VCARD\r\n"
                                 "TEL;CELL:+46701234567\r\nEND:VCARD\r\n"
                                 "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Ek;Pia;;;\r\nFN:Pia Ek\r\nEND:VCARD\r\n")
          .encode("utf-8"))

# vCard 4.0 as Android writes SORT-AS: family and given reading separated by ';'.
write("sort-as-android-40.vcf", ("BEGIN:VCARD\r\nVERSION:4.0\r\nN;SORT-AS=\"あんどう;ろいど\":安藤;ロイド;;;\r\n"
                                 "FN:安藤 ロイド\r\nEND:VCARD\r\n").encode("utf-8"))
