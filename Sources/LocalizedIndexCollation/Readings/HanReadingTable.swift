/// What ``HanReadingComposer`` reads each Han ideograph as under one transform, made once from the transform
/// itself (`Scripts/generate-han-readings.sh`) and shipped in `CollationData/HanReadings/`: reading a name
/// then opens no transform (opening `Han-Latin/Names` takes about 0.1 s) and takes no lock (ICU runs
/// rule-based transforms one at a time in the whole process).
///
/// Used only on the ICU version it was made with: another ICU may read characters otherwise, and then the
/// composer reads them through the transform as before. `HanReadingTableTests` checks the table against the
/// live transform for every Han letter and for the characters its rules read in context.
///
/// A class: the composer looks a character up in it for every character of every Han name, and a struct
/// of six references was copied out of the composer (each retained and released) on every look-up.
package final class HanReadingTable: Sendable {
    /// The transform the table was made from.
    let transformID: String
    /// The ICU version whose transform it was made from.
    let icuVersion: String
    /// The distinct readings' UTF-8, back to back; reading `code` is `textBytes[textRanges[code]]`. Bytes,
    /// not strings: ``HanReadingComposer`` copies a name's readings into one buffer and makes one string of
    /// it, rather than appending a string per character to another.
    private let textBytes: [UInt8]
    /// Where each reading lies in ``textBytes``, by code.
    private let textRanges: [Range<Int>]
    /// The file's bytes: the runs' codes are read from them where a character is looked up, not decoded
    /// ahead (building a table of every ideograph took 4 ms of a 1,000-name run; a name list meets a few
    /// hundred characters, and ``HanReadingComposer`` keeps what it has looked up).
    private let file: File
    /// The runs of the file, in order of code point.
    private let runs: [Run]
    /// Per page of 256 code points of the Basic Multilingual Plane, the first run that ends past its start
    /// (``runs``'s count where none does): where a look-up starts instead of searching every run.
    private let runsByPage: [Int]
    /// ``digitValues``, kept here: a static is checked for its initialization on every read.
    private let digitValues = HanReadingTable.digitValues
    /// The letters beside which some rule reads a character otherwise, for the characters that have some.
    private let besides: [Unicode.Scalar: Set<Unicode.Scalar>]
    /// The characters ``besides`` has, a handful: asked before hashing a character into it.
    private let besidesCharacters: [UInt32]

    /// A table file's bytes: the shipped file read where the binary holds it (copying its 290 KB into an
    /// array cost a page fault every 4 KB, 74 of them, on every run that reads Han), or an array (a table
    /// generated from the live transform).
    private enum File: Sendable {
        case embedded(StaticString)
        case array([UInt8])

        func withBytes<Result>(_ body: (Span<UInt8>) throws -> Result) rethrows -> Result {
            switch self {
            case .embedded(let text): try text.withBytes(body)
            case .array(let bytes): try body(bytes.span)
            }
        }
    }

    /// Consecutive code points from `start`, their codes at `offset` in the file's bytes, four a character.
    private struct Run: Sendable {
        var start: UInt32
        var count: UInt32
        var offset: Int
        /// The code point after the run's last.
        var end: UInt32 { start + count }
    }

    /// The readings of `scalar`, nil for a character left to the whole transform.
    ///
    /// - Complexity: As ``codes(of:)``.
    func readings(of scalar: Unicode.Scalar) -> HanReadingComposer.CharacterReadings? {
        guard let codes = codes(of: scalar) else { return nil }
        let text = { (code: Int) in String(decoding: self.textBytes[self.textRanges[code]], as: UTF8.self) }
        return HanReadingComposer.CharacterReadings(
            first: text(codes.first), following: text(codes.following), readOtherwiseBeside: besides(of: scalar))
    }

    /// The readings of a character as numbers of the table's readings, with the character (``besides(of:)``).
    struct Codes {
        let first: Int
        let following: Int
        let scalar: Unicode.Scalar
    }

    /// The codes of `scalar`'s readings, nil for a character left to the whole transform.
    ///
    /// - Complexity: O(1) for a character of the Basic Multilingual Plane whose page of 256 code points
    ///   starts in few runs (``runsByPage``), as the pages of Han ideographs do; O(log *r*) in the number of
    ///   runs (about 1,300) for the rest.
    func codes(of scalar: Unicode.Scalar) -> Codes? {
        let point = scalar.value
        guard let found = run(holding: point) else { return nil }
        let run = runs[found]
        let at = run.offset + Int(point - run.start) * 4
        let value = digitValues
        let codes = file.withBytes { bytes -> (first: Int, following: Int)? in
            guard bytes[at] != UInt8(ascii: "-") else { return nil }
            return (Int(value[Int(bytes[at])]) << 6 | Int(value[Int(bytes[at + 1])]),
                    Int(value[Int(bytes[at + 2])]) << 6 | Int(value[Int(bytes[at + 3])]))
        }
        guard let (first, following) = codes else { return nil }
        // A code outside the digits comes out at least 0xFF << 6, past every reading: such a character is
        // left to the transform. (The shipped file is the generated one byte for byte, which the tests check.)
        guard first < textRanges.count, following < textRanges.count else { return nil }
        return Codes(first: first, following: following, scalar: scalar)
    }

    /// The index of the run holding `point`, nil when none does.
    private func run(holding point: UInt32) -> Int? {
        var low: Int
        if point < 0x10000 {
            // The first run that ends past the page's start; the run holding `point`, if any, is it or after it.
            low = runsByPage[Int(point >> 8)]
            while low < runs.count, runs[low].end <= point { low += 1 }
        } else {
            var high = runs.count
            low = 0
            while low < high {
                let middle = (low + high) / 2
                if runs[middle].end <= point { low = middle + 1 } else { high = middle }
            }
        }
        guard low < runs.count, runs[low].start <= point else { return nil }
        return low
    }

    /// The letters beside which some rule reads `scalar` otherwise; empty for nearly every character.
    private func besides(of scalar: Unicode.Scalar) -> Set<Unicode.Scalar> {
        besidesCharacters.contains(scalar.value) ? besides[scalar] ?? [] : []
    }

    /// The shipped table of the transform `id`, nil when there is none for it or for this ICU version.
    static func shipped(for id: String) -> HanReadingTable? {
        guard let table = shippedTables.first(where: { $0.transformID == id }), table.icuVersion == ICU.version else { return nil }
        return table
    }

    /// Every table in `CollationData/HanReadings/`, decoded once, on first need.
    static let shippedTables: [HanReadingTable] = EmbeddedCollationData.paths
        .filter { $0.hasPrefix("HanReadings/") }
        .map { path in
            // The shipped data is checked by the tests; a broken file is a build that must not ship.
            do { return try HanReadingTable(embedded: EmbeddedCollationData.text(path) ?? "") } catch {
                fatalError("CollationData/\(path): \(error)")
            }
        }

    // MARK: - The file

    /// The file is tab-separated text, one record a line, read without a JSON decoder (decoding the same
    /// table as JSON took 8 ms of a 1,000-name run):
    ///
    ///     # a comment
    ///     transform⇥Han-Latin/Names
    ///     icu⇥72.1
    ///     besides⇥令⇥狐            a character some rule reads otherwise beside these letters
    ///     reading⇥qiū              the distinct readings, numbered from 0 in the order of their lines
    ///     run⇥19968⇥…              consecutive code points from 19968, four characters each
    ///
    /// A run gives each character two reading numbers (at a word's start, after another character), two
    /// characters of ``digits`` each; `----` is a character left to the whole transform.
    private static let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_.".utf8)
    private static let noCode = Array("----".utf8)
    /// Each byte's value as a digit, 0xFF for a byte that is none.
    private static let digitValues: [UInt8] = {
        var value = [UInt8](repeating: 0xFF, count: 256)
        for (index, digit) in digits.enumerated() { value[Int(digit)] = UInt8(index) }
        return value
    }()

    struct InvalidTable: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads the file's header, readings and runs. The codes are neither checked nor decoded here (checking
    /// them took a millisecond of every run that reads Han): ``readings(of:)`` leaves a character whose
    /// code names no reading to the transform.
    convenience init(file bytes: [UInt8]) throws {
        try self.init(.array(bytes))
    }

    /// ``init(file:)`` of an embedded file, read where the binary holds it.
    convenience init(embedded text: StaticString) throws {
        try self.init(text.hasPointerRepresentation ? .embedded(text) : .array(Array(text.description.utf8)))
    }

    private init(_ file: File) throws {
        let texts: [String]
        (transformID, icuVersion, texts, runs, besides) = try file.withBytes(Self.parse)
        besidesCharacters = besides.keys.map(\.value)
        var bytes: [UInt8] = [], ranges: [Range<Int>] = []
        for text in texts {
            let start = bytes.count
            bytes += text.utf8
            ranges.append(start..<bytes.count)
        }
        (textBytes, textRanges) = (bytes, ranges)
        runsByPage = Self.runsByPage(runs)
        self.file = file
    }

    /// ``runsByPage`` of `runs`.
    private static func runsByPage(_ runs: [Run]) -> [Int] {
        var firstRun = 0
        return (0..<256).map { page in
            while firstRun < runs.count, runs[firstRun].end <= UInt32(page) << 8 { firstRun += 1 }
            return firstRun
        }
    }

    private static func parse(_ bytes: Span<UInt8>) throws
        -> (transform: String, icuVersion: String, texts: [String], runs: [Run], besides: [Unicode.Scalar: Set<Unicode.Scalar>]) {
        var transform: String?, icuVersion: String?
        var texts: [String] = []
        var runs: [Run] = []
        var besides: [Unicode.Scalar: Set<Unicode.Scalar>] = [:]
        var number = 0
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = index(of: 0x0A, in: bytes, from: lineStart) ?? bytes.count
            let line = lineStart..<lineEnd
            lineStart = lineEnd + 1
            number += 1
            guard !line.isEmpty, bytes[line.lowerBound] != UInt8(ascii: "#") else { continue }
            // Fields by tab; a run's codes, the bulk of the file, are only sliced, never scanned here.
            let (kind, second, third) = fields(of: line, in: bytes)
            func text(_ field: Line) -> String { String(validUTF8: bytes.extracting(field)) }
            let kindBytes = bytes.extracting(kind)
            // Lengths first, then the bytes: every line is compared with the records' names.
            func isKind(_ name: StaticString) -> Bool {
                kindBytes.count == name.utf8CodeUnitCount && name.withBytes { bytesEqual(kindBytes, $0) }
            }
            switch (second, third) {
            case let (field?, nil) where isKind("reading"): texts.append(text(field))
            case let (codes?, codesField?) where isKind("run"):
                guard let start = decimal(bytes.extracting(codes)), codesField.count % 4 == 0 else {
                    throw InvalidTable(description: "line \(number): a run needs a start and 4 characters a code point")
                }
                guard start >= (runs.last?.end ?? 0) else {
                    throw InvalidTable(description: "line \(number): runs must be in order and apart")
                }
                runs.append(Run(start: start, count: UInt32(codesField.count / 4), offset: codesField.lowerBound))
            case let (field?, nil) where isKind("transform"): transform = text(field)
            case let (field?, nil) where isKind("icu"): icuVersion = text(field)
            case let (character?, letters?) where isKind("besides"):
                guard let scalar = text(character).unicodeScalars.first, text(character).unicodeScalars.count == 1 else {
                    throw InvalidTable(description: "line \(number): '\(text(character))' is not one character")
                }
                besides[scalar] = Set(text(letters).unicodeScalars)
            default: throw InvalidTable(description: "line \(number): '\(text(kind).prefix(20))' is no record of the table")
            }
        }
        guard let transform, let icuVersion else { throw InvalidTable(description: "no transform or icu line") }
        return (transform, icuVersion, texts, runs, besides)
    }

    /// The first index from `start` where `bytes` holds `byte`, eight bytes at a time (a run's line is a few
    /// hundred bytes of codes, most of the file, which a loop over the bytes took most of its reading on): a
    /// word holds the byte when the word XOR the byte repeated has a zero byte.
    private static func index(of byte: UInt8, in bytes: Span<UInt8>, from start: Int) -> Int? {
        let repeated = UInt64(byte) &* 0x0101_0101_0101_0101
        var index = start
        while index + 8 <= bytes.count {
            let word = bigEndianWord(of: bytes.extracting(index..<index + 8)) ^ repeated
            if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// A line of the file, or a part of one: its offsets in the file.
    private typealias Line = Range<Int>

    /// The number `digits` writes in decimal, nil when it is empty, holds another byte or does not fit.
    private static func decimal(_ digits: Span<UInt8>) -> UInt32? {
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        var value: UInt32 = 0
        for index in digits.indices {
            let digit = digits[index]
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + UInt32(digit - UInt8(ascii: "0"))
        }
        return value
    }

    /// `line` of `bytes` split at its first two tabs: the record's kind, then its one or two fields (the
    /// last keeps any further tab), `nil` where the line has fewer. No array: the file has about 2,700 lines.
    private static func fields(of line: Line, in bytes: Span<UInt8>) -> (kind: Line, second: Line?, third: Line?) {
        let lineBytes = bytes.extracting(line)
        guard let firstTab = index(of: 0x09, in: lineBytes, from: 0).map({ line.lowerBound + $0 }) else {
            return (line, nil, nil)
        }
        let rest = firstTab + 1..<line.upperBound
        guard let secondTab = index(of: 0x09, in: bytes.extracting(rest), from: 0).map({ rest.lowerBound + $0 }) else {
            return (line.lowerBound..<firstTab, rest, nil)
        }
        return (line.lowerBound..<firstTab, rest.lowerBound..<secondTab, secondTab + 1..<line.upperBound)
    }

    /// The table file of the transform `id` as this ICU reads it: every Han letter (``ICU/isHanLetter(_:)``)
    /// through the live transform, as ``HanReadingComposer`` would read it without a table. What
    /// `Scripts/generate-han-readings.sh` writes, and what the tests compare the shipped table with.
    ///
    /// - Throws: ``InvalidTable`` when ICU has no such transform, it does not compose, or it has more
    ///   readings than the file's digits can number.
    package static func generate(transformID id: String) throws -> [UInt8] {
        guard let transform = try? ICU.Transliterator(id: id), let live = HanReadingComposer.Live(transform: transform) else {
            throw InvalidTable(description: "\(id): no such transform, or it does not compose")
        }
        var readings: [String] = []
        var numbers: [String: Int] = [:]
        func code(_ text: String) -> [UInt8] {
            let number = numbers[text] ?? {
                readings.append(text)
                numbers[text] = readings.count - 1
                return readings.count - 1
            }()
            return [digits[number >> 6 & 63], digits[number & 63]]
        }
        var runs: [(start: UInt32, codes: [UInt8])] = []
        var besides: [String: String] = [:]
        var pending: (start: UInt32, codes: [UInt8])?
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), ICU.isHanLetter(scalar), let found = live.makeReadings(of: scalar) else { continue }
            if !found.readOtherwiseBeside.isEmpty {
                besides[String(scalar)] = String(String.UnicodeScalarView(found.readOtherwiseBeside.sorted()))
            }
            let entry = code(found.first) + code(found.following)
            // Short gaps are filled with `----`, long ones start a run.
            if let run = pending, value - run.start - UInt32(run.codes.count / 4) <= 8 {
                let gap = Int(value - run.start) - run.codes.count / 4
                pending?.codes += Array(repeating: noCode, count: gap).joined() + entry
            } else {
                if let run = pending { runs.append(run) }
                pending = (value, entry)
            }
        }
        if let run = pending { runs.append(run) }
        guard readings.count <= 64 * 64 else { throw InvalidTable(description: "\(readings.count) readings, at most 4096 fit") }
        var file = """
            # What each Han letter reads as under \(id) in ICU \(ICU.version): at the start of a word and after
            # another character (HanReadingTable.swift describes the format). Made by
            # Scripts/generate-han-readings.sh; do not edit.
            transform\t\(id)
            icu\t\(ICU.version)

            """
        for (letter, needed) in besides.sorted(by: { $0.key.unicodeScalars.first!.value < $1.key.unicodeScalars.first!.value }) {
            file += "besides\t\(letter)\t\(needed)\n"
        }
        for reading in readings { file += "reading\t\(reading)\n" }
        for run in runs { file += "run\t\(run.start)\t\(String(decoding: run.codes, as: UTF8.self))\n" }
        return Array(file.utf8)
    }
}

extension HanReadingTable: HanReadingComposer.ReadingSource {
    func lookUp(_ scalar: Unicode.Scalar) -> Codes? { codes(of: scalar) }

    func readOtherwiseBeside(_ readings: Codes) -> Set<Unicode.Scalar> { besides(of: readings.scalar) }

    func append(_ readings: Codes, atWordStart: Bool, to reading: inout [UInt8]) {
        reading += textBytes[textRanges[atWordStart ? readings.first : readings.following]]
    }
}
