import ArgumentParser
import LocalizedIndexCollation
import LocalizedIndexContacts

// The libraries' option types, as command-line values.
extension LocalizedIndexCollation.Style: ExpressibleByArgument {}
extension LocalizedIndexCollation.EmptySections: ExpressibleByArgument {}
extension InputFormat: ExpressibleByArgument {}
extension RowFormat: ExpressibleByArgument {}
extension NameOrder: ExpressibleByArgument {}
extension ErrorPolicy: ExpressibleByArgument {}
