import Foundation
import PackagePlugin

/// Embeds the package's `CollationData/` folder into the target that uses this plugin, as Swift source.
///
/// Resource bundles would have to travel beside the executable; embedding keeps `localized-index`
/// a single file that still works when copied alone to another folder.
@main
struct EmbedCollationData: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let dataDirectory = context.package.directoryURL.appending(path: "CollationData")
        let inputs = try FileManager.default
            .subpathsOfDirectory(atPath: dataDirectory.path)
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".tsv") }
            .sorted()
            .map { dataDirectory.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedCollationData.swift")
        return [
            .buildCommand(
                displayName: "Embedding CollationData into \(target.name)",
                executable: try context.tool(named: "collation-data-embedder").url,
                arguments: [dataDirectory.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
