#!/usr/bin/env python3
"""Sorts a contact list on Spark as `localized-index sort-contacts --format tsv` does, with the keys made by
`localized-index keys` on the executors.

    python3 Scripts/spark-sort.py --input names.tsv --output sorted.tsv -- --locale sv --other-scripts transliterate

How: Spark reads the TSV (one record a line, a header row) into partitions; each partition, with the header put
back in front, is piped through `localized-index keys --format tsv` (RDD.pipe), which writes every record in
input order with `section`, `section_title`, `collation_key` and `position` added, in memory that does not grow
with the partition. `position` counts from 0 in each partition, so the partition's first row number is added to
it; then `orderBy("section", "collation_key", "position")` (the key as binary, compared byte by byte) sorts the
rows, and they are written, header first, to one TSV file, as `sort-contacts --format tsv` would write them.
The options after `--` are `keys`' (and `sort-contacts`'): the locale, style, reading field, other scripts
(`keys` refuses `--other-scripts auto`, whose letters depend on the whole input).

Needs PySpark (`pip install -r Scripts/requirements.txt`), a JDK 17 (`default-jdk-headless`) and `localized-index`
on every executor (`--localized-index PATH`; default: the one on PATH). The driver writes the sorted rows to
one file (`toLocalIterator`, one partition at a time), which suits a check on a million rows; for 100M rows
write the DataFrame with `DataFrameWriter` instead and keep its part files in order.
"""

import argparse
import shlex
import shutil
import sys
import time

ADDED = ["section", "section_title", "collation_key", "position"]


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--input", required=True, help="a TSV file with a header row, one record a line")
    parser.add_argument("--output", required=True, help="the sorted TSV to write")
    parser.add_argument("--master", default="local[2]", help="Spark master (default local[2])")
    parser.add_argument("--partitions", type=int, default=8, help="partitions the input is read into (default 8)")
    parser.add_argument("--localized-index", default=shutil.which("localized-index"),
                        help="the localized-index executable the executors run (default: the one on PATH)")
    parser.add_argument("keys_options", nargs="*", help="options for `localized-index keys`, after --")
    options = parser.parse_args()
    if not options.localized_index:
        parser.error("no localized-index on PATH: give --localized-index")
    return options


def main():
    options = arguments()
    from pyspark.sql import SparkSession, functions as F, types as T

    started = time.monotonic()
    spark = (SparkSession.builder.master(options.master).appName("localized-index spark-sort")
             .config("spark.ui.enabled", "false").getOrCreate())
    spark.sparkContext.setLogLevel("WARN")
    context = spark.sparkContext

    lines = context.textFile(options.input, options.partitions)
    header = lines.first()
    # The header is the first line of the first partition only: leave it out there, put it before every partition.
    records = lines.mapPartitionsWithIndex(
        lambda index, rows: rows if index else (row for number, row in enumerate(rows) if number)).cache()
    offsets = [0]
    for count in records.mapPartitions(lambda rows: [sum(1 for _ in rows)]).collect():
        offsets.append(offsets[-1] + count)

    command = [options.localized_index, "keys", "--input-format", "tsv", "--format", "tsv", *options.keys_options]
    keyed = (records.mapPartitions(lambda rows: _with_header(header, rows))
             .pipe(shlex.join(command))
             .mapPartitionsWithIndex(lambda index, rows: _split(index, rows, offsets)))

    schema = T.StructType([T.StructField("fields", T.StringType()), T.StructField("section", T.IntegerType()),
                           T.StructField("section_title", T.StringType()),
                           T.StructField("collation_key", T.StringType()), T.StructField("position", T.LongType())])
    frame = spark.createDataFrame(keyed, schema).withColumn("collation_key", F.unhex("collation_key"))
    ordered = frame.orderBy("section", "collation_key", "position")

    with open(options.output, "w", encoding="utf-8", newline="\n") as output:
        output.write(header + "\t" + "\t".join(ADDED) + "\n")
        for row in ordered.toLocalIterator():
            output.write("\t".join([row.fields, str(row.section), row.section_title, row.collation_key.hex(),
                                    str(row.position)]) + "\n")
    spark.stop()
    print(f"spark-sort: {offsets[-1]} rows, {options.partitions} partitions, {options.master}, "
          f"{time.monotonic() - started:.1f} s", file=sys.stderr)


def _with_header(header, rows):
    yield header
    yield from rows


def _split(index, rows, offsets):
    """keys' TSV rows of one partition (header first) as (input fields, section, title, key, global position)."""
    rows = iter(rows)
    columns = next(rows, "").split("\t")
    if columns[-len(ADDED):] != ADDED:
        raise ValueError(f"localized-index keys wrote the header {columns!r}, not one ending with {ADDED!r}")
    for row in rows:
        fields, section, title, key, position = row.rsplit("\t", 4)
        yield fields, int(section), title, key, offsets[index] + int(position)


if __name__ == "__main__":
    main()
