/// For `native`: each added script's own ICU index (the index of a locale writing it), to place a name that
/// the mixed index put between scripts.
///
/// Under one collation, letters that the script's own locale files under a label can sort before it (`أ`
/// before `ا` outside Arabic), so the script's own index decides the letter and the mixed index's section
/// of that title takes the name. Few names need this, and each index takes ICU about half a millisecond to
/// build (a mixed list adds ten scripts or more), so each is built when a name of its script first needs
/// it, once per collation.
final class ScriptIndexes: Sendable {
    /// One script's index, with the mixed index's section for each of its buckets.
    struct ScriptIndex: Sendable {
        let index: ICU.AlphabeticIndex
        /// For each of `index`'s buckets, the section titled with its label; nil for buckets that are not
        /// letters (under- and overflow) or have no such section.
        let sectionOfBucket: [Int?]
    }

    /// A script's index, built on first need; `nil` inside when ICU could not build it.
    private final class Slot: Sendable {
        let localeID: String
        let built = WriteOnceReference<Built>()
        init(localeID: String) { self.localeID = localeID }
    }

    private final class Built: Sendable {
        let index: ScriptIndex?
        init(_ index: ScriptIndex?) { self.index = index }
    }

    /// The slots by ISO 15924 code; fixed when the collation is built, so reading them needs no lock.
    private let slots: [String: Slot]
    /// The mixed index's section of each title.
    private let sectionOfTitle: [String: Int]

    /// The indexes of `localeIDs` (ISO 15924 code → ICU locale ID), whose labels lead to the sections
    /// `sectionOfTitle` gives.
    init(localeIDs: [String: String], sectionOfTitle: [String: Int]) {
        slots = localeIDs.mapValues(Slot.init(localeID:))
        self.sectionOfTitle = sectionOfTitle
    }

    static let none = ScriptIndexes(localeIDs: [:], sectionOfTitle: [:])

    /// Whether any script has an index.
    var isEmpty: Bool { slots.isEmpty }

    /// The section of `text`, whose first letter is of `script`, by that script's own index, if it has one
    /// and the index a section for the letter.
    func section(for text: String, script: String) -> Int? {
        guard let slot = slots[script], let own = index(in: slot) else { return nil }
        return own.sectionOfBucket[own.index.bucket(for: text)]
    }

    private func index(in slot: Slot) -> ScriptIndex? {
        // Two threads may build the same index at once; one result is kept, both are the same.
        slot.built.value {
            Built((try? ICU.AlphabeticIndex(localeID: slot.localeID, addingLabelsOf: [], maximumLabelCount: nil))
                .map { index in
                    ScriptIndex(index: index,
                                sectionOfBucket: index.buckets.map { $0.kind == .normal ? sectionOfTitle[$0.label] : nil })
                })
        }.index
    }
}
