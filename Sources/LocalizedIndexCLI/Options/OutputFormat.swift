import ArgumentParser

/// The output formats of `titles` and `locales`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// The output formats of `sort-contacts`.
enum SectionsFormat: String, ExpressibleByArgument, CaseIterable {
    /// Section headers and records for a terminal, then the index bar; colour only on a TTY.
    case text
    /// The documented JSON shape.
    case json
    /// A heading per section and an index line of links.
    case markdown
    /// One self-contained page with sticky section headers and a clickable index bar.
    case html
}
