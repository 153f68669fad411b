import ArgumentParser
import LocalizedIndexCollation
import LocalizedIndexContacts

// The libraries' option types, as command-line values. `@retroactive`: the libraries do not depend on
// ArgumentParser, so these conformances can only live here.
extension LocalizedIndexCollation.Style: @retroactive ExpressibleByArgument {}
extension LocalizedIndexCollation.EmptySections: @retroactive ExpressibleByArgument {}
extension InputFormat: @retroactive ExpressibleByArgument {}
extension RowFormat: @retroactive ExpressibleByArgument {}
extension NameOrder: @retroactive ExpressibleByArgument {}
extension ErrorPolicy: @retroactive ExpressibleByArgument {}
