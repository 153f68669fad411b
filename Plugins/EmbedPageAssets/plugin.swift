import Foundation
import PackagePlugin

/// Embeds the `.css` and `.js` files of the target's `PageAssets/` folder into it, as Swift source: the
/// HTML pages carry their style sheet and scripts inline, and the installed binary stays a single file (as
/// ``EmbedCollationData`` does for `CollationData/`), while the files stay files that a CI step can check.
@main
struct EmbedPageAssets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let assets = target.directoryURL.appending(path: "PageAssets")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: assets.path)
            .filter { $0.hasSuffix(".css") || $0.hasSuffix(".js") }
            .sorted()
            .map { assets.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "PageAssets.swift")
        return [
            .buildCommand(
                displayName: "Embedding PageAssets into \(target.name)",
                executable: try context.tool(named: "page-asset-embedder").url,
                arguments: [assets.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
