import Foundation
@testable import LocalizedIndexCollation

/// A layout file read with `JSONDecoder`, as `CollationData/README.md` describes the format: the reference
/// for the layouts the build compiles into the library (`EmbeddedCollationData.layouts`).
struct LayoutFile: Decodable {
    enum Section: Decodable {
        case title(String)
        case titled(title: String, labels: [String]?)

        init(from decoder: any Decoder) throws {
            if let title = try? decoder.singleValueContainer().decode(String.self) {
                self = .title(title)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self = .titled(title: try container.decode(String.self, forKey: .title),
                           labels: try container.decodeIfPresent([String].self, forKey: .labels))
        }

        private enum CodingKeys: String, CodingKey { case title, labels }
    }

    struct IndexTitle: Decodable {
        var title: String
        var section: String?
    }

    var description: String
    var locales: [String]
    var collations: [String]?
    var addLabels: [String]?
    var sections: [Section]
    var sectionIndexTitles: [IndexTitle]?
    var hanReading: String?
    var unreadSection: String?
    var kanjiReadings: String?

    /// The file at `path` below CollationData/, from the bytes the library embeds.
    static func decode(_ path: String) throws -> LayoutFile {
        try JSONDecoder().decode(LayoutFile.self, from: Data(EmbeddedCollationData.file(path) ?? []))
    }

    /// The library's value for this file, named `name`.
    func layout(name: String) -> Layout {
        Layout(name: name, description: description, locales: locales, collations: collations, addLabels: addLabels,
               sections: sections.map { section in
                   switch section {
                   case .title(let title): Layout.Section(title: title)
                   case .titled(let title, let labels): Layout.Section(title: title, labels: labels)
                   }
               },
               sectionIndexTitles: sectionIndexTitles?.map { Layout.IndexTitle(title: $0.title, section: $0.section) },
               hanReading: hanReading, unreadSection: unreadSection, kanjiReadings: kanjiReadings)
    }
}
