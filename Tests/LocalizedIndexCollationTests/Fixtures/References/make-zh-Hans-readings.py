#!/usr/bin/python3
# Reference for the zh-Hans layout test, made with PyICU (Debian python3-icu, ICU 72), independently of the
# Swift code: for every row of ../peer-input.tsv whose first letter is ideographic, ICU's Han-Latin/Names
# reading and the bucket the zh AlphabeticIndex gives that reading.
#   /usr/bin/python3 make-zh-Hans-readings.py > zh-Hans-Han-Latin-Names.tsv
import os
import sys

import icu

here = os.path.dirname(os.path.abspath(__file__))
transliterator = icu.Transliterator.createInstance('Han-Latin/Names')
index = icu.AlphabeticIndex(icu.Locale('zh')).buildImmutableIndex()
data = open(os.path.join(here, '..', 'peer-input.tsv'), 'rb').read().split(b'\n')
if data[-1] == b'':
    data.pop()
rows = [row.decode('utf-8', 'replace') for row in data[1:]]
kinds = {0: 'normal', 1: 'underflow', 2: 'inflow', 3: 'overflow'}
print('row\treading\tlabel\ttype')
for number, row in enumerate(rows):
    first = next((c for c in row if icu.Char.hasBinaryProperty(c, icu.UProperty.ALPHABETIC)), None)
    if first is None or not icu.Char.hasBinaryProperty(first, icu.UProperty.IDEOGRAPHIC):
        continue
    reading = transliterator.transliterate(row)
    label, kind = index.getBucket(index.getBucketIndex(reading))
    print(f'{number}\t{reading}\t{label}\t{kinds[kind]}')
