import LocalizedIndexSupport
import LocalizedIndexContacts
/// The documented JSON shape of `compare` (keys always in this order; other tools rely on it):
///
/// ```
/// {"title": "names.txt", "style": "uikit", "recordCount": N, "differingRecordCount": D,
///  "onlyDifferences": false, "grouped": false,
///  "locales": [{"identifier": "sv", "displayName": "Swedish", "collationLocale": "sv",
///               "groupedLocales": ["sv"],
///               "sectionTitles": ["A", …, "Ö", "#"], "sectionIndexTitles": ["A", …],
///               "summary": {"sectionsUsed", "emptySections", "recordsInOther", "recordsUnread",
///                           "largestSectionTitle", "largestSectionCount"}}, …],
///  "records": [{"name", "line", "sections": [title per locale], "positions": [0-based position per locale],
///               "sectionDiffers": bool, "orderDiffers": bool}, …],
///  "orderDifferences": [{"baseLocale": "sv", "otherLocale": "de",
///                        "moves": [{"name", "line", "basePosition", "otherPosition",
///                                   "reason": "Ä is a letter after Z in sv" or null}, …]}, …]}
/// ```
///
/// - `locales`: one entry per column; with `--locales all` (`"grouped": true`) a column stands for every
///   locale in its `groupedLocales` (those that section and order the input identically), largest group first.
/// - `records`: those with `sectionDiffers` or `orderDiffers` first, then the rest (left out with
///   `--only-differences`), each group in the first locale's order; `sections` and `positions` are parallel
///   to `locales`. `line` is the 1-based input line the record starts on.
/// - `orderDifferences`: one entry per locale after the first, against the first: the fewest records to move
///   (outside a longest common subsequence of the two orders), in the base locale's order.
///
/// Records and moves go one per line; the document is written as it goes.
public enum ComparisonJSON {
    /// Writes `report` in the documented JSON shape to `output` (committed by the caller).
    public static func write(_ report: ComparisonReport, to output: OutputFile) throws {
        var writer = JSONWriter()
        try writer.object { json in
            json.field("title", report.title)
            json.field("style", report.style)
            json.field("recordCount", report.recordCount)
            json.field("differingRecordCount", report.differingRecordCount)
            json.key("onlyDifferences")
            json.value(report.onlyDifferences)
            json.key("grouped")
            json.value(report.grouped)
            json.key("locales")
            json.array { json in
                for column in report.locales {
                    json.object { json in
                        json.field("identifier", column.identifier)
                        json.field("displayName", column.displayName)
                        json.field("collationLocale", column.collationLocale)
                        json.field("groupedLocales", column.groupedLocales)
                        json.field("sectionTitles", column.sectionTitles)
                        json.field("sectionIndexTitles", column.sectionIndexTitles)
                        json.key("summary")
                        json.object(inline: true) { json in
                            json.field("sectionsUsed", column.summary.sectionsUsed)
                            json.field("emptySections", column.summary.emptySections)
                            json.field("recordsInOther", column.summary.recordsInOther)
                            json.field("recordsUnread", column.summary.recordsUnread)
                            json.field("largestSectionTitle", column.summary.largestSectionTitle)
                            json.field("largestSectionCount", column.summary.largestSectionCount)
                        }
                    }
                }
            }
            json.key("records")
            try json.array { json in
                for row in report.records {
                    json.object(inline: true) { json in
                        json.field("name", row.name)
                        json.field("line", row.line)
                        json.field("sections", row.sections)
                        json.field("positions", row.positions)
                        json.key("sectionDiffers")
                        json.value(row.sectionDiffers)
                        json.key("orderDiffers")
                        json.value(row.orderDiffers)
                    }
                    if json.bytes.count >= 1 << 20 { try output.write(json.drain()) }
                }
            }
            json.key("orderDifferences")
            try json.array { json in
                for difference in report.orderDifferences {
                    try json.object { json in
                        json.field("baseLocale", difference.baseLocale)
                        json.field("otherLocale", difference.otherLocale)
                        json.key("moves")
                        try json.array { json in
                            for move in difference.moves {
                                json.object(inline: true) { json in
                                    json.field("name", move.name)
                                    json.field("line", move.line)
                                    json.field("basePosition", move.basePosition)
                                    json.field("otherPosition", move.otherPosition)
                                    json.key("reason")
                                    if let reason = move.reason { json.value(reason) } else { json.null() }
                                }
                                if json.bytes.count >= 1 << 20 { try output.write(json.drain()) }
                            }
                        }
                    }
                }
            }
        }
        writer.finish()
        try output.write(writer.bytes)
    }
}
