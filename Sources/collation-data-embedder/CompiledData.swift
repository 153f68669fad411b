import Foundation

/// The JSON files the library reads on every run, turned into Swift values here, at build time: decoding
/// them with `JSONDecoder` cost a run about a millisecond (its first use of each type). A file that does not
/// follow its format (CollationData/README.md) stops the build with a message naming the file and key.
enum CompiledData {
    /// `static let layouts: [Layout]`: every file in `Layouts/`, in path order.
    static func layouts(_ paths: [String], in directory: URL) -> String {
        var source = """
                /// The layouts in `Layouts/`, in path order, made from the files at build time.
                static let layouts: [Layout] = [

            """
        for path in paths where path.hasPrefix("Layouts/") && path.hasSuffix(".json") {
            source += "        " + layout(JSONFile(path: path, in: directory)) + ",\n"
        }
        return source + "    ]\n"
    }

    /// `static let scriptLocales: [String: String]`: `ScriptLocales.json`'s `scripts`.
    static func scriptLocales(in directory: URL) -> String {
        let file = JSONFile(path: "ScriptLocales.json", in: directory)
        file.allowOnly(["description", "scripts"])
        guard let scripts = file.object["scripts"] as? [String: Any] else { file.fail("\"scripts\" is not an object") }
        let entries = scripts.keys.sorted().map { script -> String in
            guard let locale = scripts[script] as? String else { file.fail("\"scripts\".\"\(script)\" is not a string") }
            return "\(literal(script)): \(literal(locale))"
        }
        return """
                /// `ScriptLocales.json`'s `scripts`: the locale whose index letters stand for each script.
                static let scriptLocales: [String: String] = [\(entries.joined(separator: ", "))]

            """
    }

    private static func layout(_ file: JSONFile) -> String {
        file.allowOnly(["description", "locales", "collations", "addLabels", "sections", "sectionIndexTitles",
                        "hanReading", "unreadSection", "kanjiReadings"])
        let name = String(file.path.dropFirst("Layouts/".count).dropLast(".json".count))
        guard let sections = file.object["sections"] as? [Any] else { file.fail("\"sections\" is not an array") }
        let sectionValues = sections.enumerated().map { number, section -> String in
            if let title = section as? String { return "Layout.Section(title: \(literal(title)))" }
            guard let object = section as? [String: Any], Set(object.keys).isSubset(of: ["title", "labels"]),
                  let title = object["title"] as? String, object["labels"] == nil || object["labels"] is [String]
            else { file.fail("section \(number + 1) is neither a title nor {\"title\": …, \"labels\": […]}") }
            let labels = (object["labels"] as? [String]).map { ", labels: \(strings($0))" } ?? ""
            return "Layout.Section(title: \(literal(title))\(labels))"
        }
        let indexTitles = (file.optional("sectionIndexTitles") as [Any]?).map { entries in
            "[" + entries.enumerated().map { number, entry -> String in
                guard let object = entry as? [String: Any], Set(object.keys).isSubset(of: ["title", "section"]),
                      let title = object["title"] as? String, object["section"] == nil || object["section"] is String
                else { file.fail("index title \(number + 1) is not {\"title\": …, \"section\": …}") }
                return "Layout.IndexTitle(title: \(literal(title)), section: \(optional((object["section"] as? String).map(literal))))"
            }.joined(separator: ", ") + "]"
        }
        let arguments = [
            "name: \(literal(name))",
            "description: \(literal(file.required("description") as String))",
            "locales: \(strings(file.required("locales")))",
            "collations: \(optional((file.optional("collations") as [String]?).map(strings)))",
            "addLabels: \(optional((file.optional("addLabels") as [String]?).map(strings)))",
            "sections: [\(sectionValues.joined(separator: ", "))]",
            "sectionIndexTitles: \(optional(indexTitles))",
            "hanReading: \(optional((file.optional("hanReading") as String?).map(literal)))",
            "unreadSection: \(optional((file.optional("unreadSection") as String?).map(literal)))",
            "kanjiReadings: \(optional((file.optional("kanjiReadings") as String?).map(literal)))",
        ]
        return "Layout(" + arguments.joined(separator: ", ") + ")"
    }

    private static func literal(_ text: String) -> String { String(reflecting: text) }
    private static func strings(_ texts: [String]) -> String { "[" + texts.map(literal).joined(separator: ", ") + "]" }
    private static func optional(_ source: String?) -> String { source ?? "nil" }
}

/// A JSON object read from a data file; every problem stops the build, naming the file.
private struct JSONFile {
    let path: String
    let object: [String: Any]

    init(path: String, in directory: URL) {
        self.path = path
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(path)),
              let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else {
            FileHandle.standardError.write(Data("CollationData/\(path): not a JSON object\n".utf8))
            exit(1)
        }
        self.object = object
    }

    func fail(_ problem: String) -> Never {
        FileHandle.standardError.write(Data("CollationData/\(path): \(problem)\n".utf8))
        exit(1)
    }

    /// Stops at a key the format does not have (a misspelt key would otherwise be ignored).
    func allowOnly(_ keys: Set<String>) {
        if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) { fail("unknown key \"\(unknown)\"") }
    }

    func required<Value>(_ key: String) -> Value {
        guard let value = object[key] as? Value else { fail("\"\(key)\" is missing or not \(Value.self)") }
        return value
    }

    func optional<Value>(_ key: String) -> Value? {
        guard let value = object[key] else { return nil }
        guard let typed = value as? Value else { fail("\"\(key)\" is not \(Value.self)") }
        return typed
    }
}
