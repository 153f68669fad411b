import ArgumentParser
import LocalizedIndexCollation
import LocalizedIndexContacts

/// An option value that is one of a fixed set of strings, its raw values.
///
/// The same answers as ArgumentParser's defaults for such types, made directly: the defaults list the
/// values through a key path and describe each by string interpolation, which the runtime instantiates
/// anew in every process, for every option, several times per run (a few percent of a short run).
protocol RawStringArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension RawStringArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public var defaultValueDescription: String { rawValue }
    /// None: each value is described by itself (ArgumentParser's default lists only values whose
    /// description differs from the raw value).
    public static var allValueDescriptions: [String: String] { [:] }
}

// The libraries' option types, as command-line values. `@retroactive`: the libraries do not depend on
// ArgumentParser, so these conformances can only live here.
extension LocalizedIndexCollation.Style: @retroactive ExpressibleByArgument, RawStringArgument {}
extension LocalizedIndexCollation.EmptySections: @retroactive ExpressibleByArgument, RawStringArgument {}
extension InputFormat: @retroactive ExpressibleByArgument, RawStringArgument {}
extension RowFormat: @retroactive ExpressibleByArgument, RawStringArgument {}
extension NameOrder: @retroactive ExpressibleByArgument, RawStringArgument {}
extension ErrorPolicy: @retroactive ExpressibleByArgument, RawStringArgument {}
