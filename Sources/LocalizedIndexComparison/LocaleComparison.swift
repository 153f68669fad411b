import Dispatch
import Foundation
import Synchronization
import LocalizedIndexCollation
import LocalizedIndexContacts

/// Compares how several locales section and order one list, and builds the ``ComparisonReport``.
///
/// Each locale's collation is built once and arranges the records once (their keys were read once); the
/// locales are arranged in parallel (`DispatchQueue.concurrentPerform`), and their results are used in the
/// order the locales were given, so the report does not depend on timing.
public struct LocaleComparison {
    /// The locales to compare, the first the base the others are compared against.
    public var locales: [CollationLocale]
    /// The style every locale is arranged in.
    public var style: LocalizedIndexCollation.Style
    /// The collation options every locale is arranged with.
    public var options: LocalizedIndexCollation.Options
    /// Group locales that behave the same on the input into one column (`--locales all`).
    public var groupsLocales = false
    /// Leave records that do not differ out of the records table (`--only-differences`).
    public var onlyDifferences = false

    /// Creates a comparison of `locales` in `style` with `options`.
    public init(locales: [CollationLocale], style: LocalizedIndexCollation.Style,
                 options: LocalizedIndexCollation.Options, groupsLocales: Bool = false, onlyDifferences: Bool = false) {
        self.locales = locales
        self.style = style
        self.options = options
        self.groupsLocales = groupsLocales
        self.onlyDifferences = onlyDifferences
    }

    /// Locales arranged at once when grouping, so that only one arrangement per distinct behaviour is held.
    private static let groupingBatch = max(8, ProcessInfo.processInfo.activeProcessorCount * 4)

    /// Arranges `records` in every locale and compares the arrangements.
    ///
    /// - Throws: `CollationError` when a locale's collation cannot be made.
    public func report(records: RecordStore, title: String) throws -> ComparisonReport {
        let indices = 0..<records.count
        let sectionKeys = indices.map(records.sectionString(of:)), sortKeys = indices.map(records.sortString(of:))
        let columns = try arrangeAndGroup(sectionKeys: sectionKeys, sortKeys: sortKeys)
        let names = indices.map(records.displayName(of:))

        var report = ComparisonReport(
            title: title, style: style.rawValue, recordCount: records.count,
            locales: columns.map { column in
                let arrangement = column.arrangement
                return ComparisonReport.LocaleColumn(
                    identifier: arrangement.locale.identifier, displayName: arrangement.locale.displayName,
                    collationLocale: arrangement.collation.collationLocale,
                    sectionTitles: arrangement.collation.sectionTitles,
                    sectionIndexTitles: arrangement.collation.indexBar().titles,
                    summary: arrangement.summary, groupedLocales: column.members.map(\.identifier),
                    phoneIndexBar: arrangement.collation.indexBar(slots: ComparisonReport.LocaleColumn.phoneSlots).titles)
            },
            records: [], orderDifferences: [])
        report.onlyDifferences = onlyDifferences
        report.grouped = groupsLocales
        guard let base = columns.first?.arrangement else { return report }

        // Order differences: each column against the first.
        var orderDiffers = [Bool](repeating: false, count: records.count)
        for column in columns.dropFirst() {
            let other = column.arrangement
            let sequence = base.order.map { other.positions[Int($0)] }
            let kept = OrderAlignment.kept(sequence) { position in
                let record = Int(base.order[position])
                return base.title(of: record) == other.title(of: record)
            }
            var keptBefore = [Int32](repeating: -1, count: kept.count)
            var keptAfter = [Int32](repeating: -1, count: kept.count)
            var last: Int32 = -1
            for position in kept.indices {
                keptBefore[position] = last
                if kept[position] { last = Int32(position) }
            }
            last = -1
            for position in kept.indices.reversed() {
                keptAfter[position] = last
                if kept[position] { last = Int32(position) }
            }
            let reasons = MoveReasons(base: base, other: other, baseName: base.locale.identifier,
                                      otherName: other.locale.identifier, sectionKeys: sectionKeys, names: names)
            var moves: [ComparisonReport.Move] = []
            for position in kept.indices where !kept[position] {
                let record = Int(base.order[position])
                orderDiffers[record] = true
                moves.append(ComparisonReport.Move(
                    name: names[record], line: records.line(of: record), basePosition: position,
                    otherPosition: Int(sequence[position]),
                    reason: reasons.reason(basePosition: position, keptBefore: keptBefore, keptAfter: keptAfter)))
            }
            report.orderDifferences.append(ComparisonReport.OrderDifference(
                baseLocale: base.locale.identifier, otherLocale: other.locale.identifier, moves: moves))
        }

        // Records: those that differ first, then the rest, each in the base locale's order.
        var differing: [ComparisonReport.RecordRow] = [], same: [ComparisonReport.RecordRow] = []
        for recordID in base.order {
            let record = Int(recordID)
            let titles = columns.map { $0.arrangement.title(of: record) }
            let sectionDiffers = titles.contains { $0 != titles[0] }
            let row = ComparisonReport.RecordRow(
                name: names[record], line: records.line(of: record), sections: titles,
                positions: columns.map { Int($0.arrangement.positions[record]) },
                sectionDiffers: sectionDiffers, orderDiffers: orderDiffers[record])
            if sectionDiffers || orderDiffers[record] {
                differing.append(row)
            } else if !onlyDifferences {
                same.append(row)
            }
        }
        report.differingRecordCount = differing.count
        report.records = differing + same
        return report
    }

    /// A column: one arrangement and the locales it stands for.
    private struct Column {
        var arrangement: LocaleArrangement
        var members: [CollationLocale]
        var firstIndex: Int
    }

    /// Every locale's arrangement, in the order given; with grouping, one per distinct behaviour, largest
    /// group first (ties in the order given), each named by its most spoken locale (see ``preferredNames``).
    private func arrangeAndGroup(sectionKeys: [String], sortKeys: [String]) throws -> [Column] {
        guard groupsLocales else {
            return try arrange(locales[...], sectionKeys: sectionKeys, sortKeys: sortKeys).enumerated().map {
                Column(arrangement: $1, members: [$1.locale], firstIndex: $0)
            }
        }
        var columns: [Column] = []
        var byFingerprint: [Int: [Int]] = [:]
        var start = 0
        while start < locales.count {
            let end = min(locales.count, start + Self.groupingBatch)
            let batch = try arrange(locales[start..<end], sectionKeys: sectionKeys, sortKeys: sortKeys)
            for (offset, arrangement) in batch.enumerated() {
                let candidates = byFingerprint[arrangement.fingerprint, default: []]
                if let match = candidates.first(where: { columns[$0].arrangement.arrangesLike(arrangement) }) {
                    columns[match].members.append(arrangement.locale)
                    if rank(arrangement.locale) < rank(columns[match].arrangement.locale) {
                        columns[match].arrangement = arrangement
                    }
                } else {
                    byFingerprint[arrangement.fingerprint, default: []].append(columns.count)
                    columns.append(Column(arrangement: arrangement, members: [arrangement.locale], firstIndex: start + offset))
                }
            }
            start = end
        }
        return columns.sorted {
            $0.members.count != $1.members.count ? $0.members.count > $1.members.count : $0.firstIndex < $1.firstIndex
        }.map { column in
            // The locale the column is named by first, the others in the order given.
            var column = column
            let name = column.arrangement.locale
            column.members = [name] + column.members.filter { $0 != name }
            return column
        }
    }

    /// How a group's name is chosen: a locale of `preferredNames` (the most spoken languages) before any
    /// other, in that list's order; otherwise the group's first locale.
    var preferredNames = Self.mostSpokenLanguages

    /// The 20 most spoken languages (first and second language speakers), most spoken first: the default
    /// locales of a comparison and the names preferred for groups.
    public static let mostSpokenLanguages = ["en", "zh-Hans", "hi", "es", "fr", "ar", "bn", "pt", "ru", "ur",
                                              "id", "de", "ja", "sw", "mr", "te", "tr", "ta", "vi", "ko"]

    private func rank(_ locale: CollationLocale) -> Int {
        preferredNames.firstIndex(of: locale.identifier) ?? Int.max
    }

    /// The arrangements of `locales`, computed in parallel, returned in the order of `locales`.
    private func arrange(_ locales: ArraySlice<CollationLocale>, sectionKeys: [String], sortKeys: [String]) throws
        -> [LocaleArrangement] {
        let locales = Array(locales)
        let results = Mutex([Result<LocaleArrangement, any Error>?](repeating: nil, count: locales.count))
        let style = style, options = options
        DispatchQueue.concurrentPerform(iterations: locales.count) { index in
            let result = Result {
                try LocaleArrangement(locale: locales[index], style: style, options: options,
                                      sectionKeys: sectionKeys, sortKeys: sortKeys)
            }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { slots in
            try slots.map { slot in
                guard let slot else { preconditionFailure("concurrentPerform left a locale out") }
                return try slot.get()
            }
        }
    }
}
