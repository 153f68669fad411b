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
