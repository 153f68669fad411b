/// An index bar as displayed beside a list (UIKit's section index): its entries top to bottom, each
/// leading to a section.
///
/// Made by ``LocalizedIndexCollation/indexBar(slots:includingSearch:sectionsWithItems:emptySections:)``,
/// which fits the locale's index titles to the space available the way UIKit does.
///
/// ```swift
/// let bar = try LocalizedIndexCollation(locale: "en").indexBar(slots: 11)
/// bar.titles     // ["A", "•", "G", "•", "N", "•", "T", "•", "Z", "#"]
/// bar.sections   // [0, 1, 6, 7, 13, 14, 19, 20, 25, 26]: where a tap on each leads
/// ```
public struct IndexBar: Sendable, Equatable {
    /// One entry of the bar.
    public struct Entry: Sendable, Equatable {
        /// What an entry is.
        public enum Kind: String, Sendable, Equatable {
            /// UIKit's search entry (`UITableView.indexSearch`, shown as a magnifying glass): leads to the top.
            case search
            /// A section index title, such as `A` or `4`.
            case title
            /// `•`: stands for titles left out to fit the space; leads to a section among them.
            case bullet
        }

        /// The text shown: ``IndexBar/searchTitle``, a title, or ``IndexBar/bulletTitle``.
        public var title: String
        /// What the entry is: the search entry, a title, or a `•`.
        public var kind: Kind
        /// The section (a position in ``LocalizedIndexCollation/sectionTitles``) a tap leads to; nil for the
        /// search entry, which leads to the top of the list.
        public var section: Int?

        /// Makes an entry.
        ///
        /// - Parameters:
        ///   - title: The text shown.
        ///   - kind: What the entry is.
        ///   - section: The section a tap leads to; nil for the search entry.
        public init(title: String, kind: Kind, section: Int?) {
            self.title = title
            self.kind = kind
            self.section = section
        }
    }

    /// UIKit's title for the search entry (`UITableViewIndexSearch`).
    public static let searchTitle = "{search}"
    /// The title of an entry that stands for titles left out.
    public static let bulletTitle = "•"

    /// The entries, top to bottom.
    public var entries: [Entry]

    /// Makes a bar of these entries.
    ///
    /// - Parameter entries: The entries, top to bottom.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The entries' titles, top to bottom.
    public var titles: [String] { entries.map(\.title) }
    /// The section each entry leads to (nil for the search entry), top to bottom.
    public var sections: [Int?] { entries.map(\.section) }
}
