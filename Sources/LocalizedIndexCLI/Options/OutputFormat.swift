import ArgumentParser

/// The output formats a command offers.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
