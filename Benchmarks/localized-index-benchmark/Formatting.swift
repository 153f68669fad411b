import Foundation

/// Number formats for the report: fixed decimals, milliseconds, MiB, ratios.
enum Format {
    /// `value` with exactly `digits` decimals.
    static func fixed(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// Seconds with three decimals, as the peers' own tables print them.
    static func seconds(_ value: Double) -> String { fixed(value, digits: 3) }

    /// Seconds shown as milliseconds: one decimal below 100 ms, none above.
    static func milliseconds(_ seconds: Double) -> String {
        let value = seconds * 1_000
        return value < 100 ? fixed(value, digits: value < 0.1 ? 3 : 1) : fixed(value, digits: 0)
    }

    /// KiB shown as MiB with no decimals (one below 10 MiB).
    static func mebibytes(_ kibibytes: Double) -> String {
        let value = kibibytes / 1_024
        return fixed(value, digits: value < 10 ? 1 : 0)
    }

    /// A ratio as `1.23×`, or `—` when there is none.
    static func ratio(_ value: Double?) -> String {
        guard let value else { return "—" }
        return fixed(value, digits: 2) + "×"
    }

    /// A row count as written in file names and headings: `100k`, `1M`.
    static func rows(_ rows: Int) -> String {
        if rows % 1_000_000 == 0 { return "\(rows / 1_000_000)M" }
        if rows % 1_000 == 0 { return "\(rows / 1_000)k" }
        return String(rows)
    }

    /// A summary of seconds as `median (min–max)` in the unit `unit` formats.
    static func range(_ summary: Summary?, _ unit: (Double) -> String) -> String {
        guard let summary else { return "—" }
        guard summary.count > 1 else { return unit(summary.median) }
        return "\(unit(summary.median)) (\(unit(summary.minimum))–\(unit(summary.maximum)))"
    }
}
