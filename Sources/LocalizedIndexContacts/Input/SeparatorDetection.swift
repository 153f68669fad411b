/// Which separator a CSV file uses: `,`, `;` (Thunderbird and Excel where the decimal mark is a comma),
/// TAB or `|`, told from its first records.
///
/// Each candidate is counted outside double quotes in each of the first 20 records (a quoted field may span
/// lines) of the first 64 KiB; the one that splits the header into the most fields and every record the
/// same way wins. A record cut by the end of the prefix is not counted. Without any candidate in the header
/// the file has one column, and the separator is `,`.
package enum SeparatorDetection {
    /// The candidates, in order of preference when two split the records equally well.
    package static let candidates: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09, UInt8(ascii: "|")]

    /// The separator of the CSV `input`, from its first bytes (not consumed).
    package static func separator(of input: InputFile) throws -> UInt8 {
        separator(inPrefix: try input.peek(InputFile.detectionPrefixLength))
    }

    /// The separator of CSV text starting with `prefix`.
    ///
    /// - Complexity: O(*n*) in the length of `prefix`.
    package static func separator(inPrefix prefix: ArraySlice<UInt8>) -> UInt8 {
        let counts = recordCounts(prefix)
        guard let header = counts.first else { return candidates[0] }
        var best: (separator: UInt8, consistent: Int, fields: Int)?
        for (index, candidate) in candidates.enumerated() where header[index] > 0 {
            // Records with the header's count, or more (a trailing empty field is common).
            let consistent = counts.count { $0[index] >= header[index] }
            if let chosen = best, (consistent, header[index]) <= (chosen.consistent, chosen.fields) { continue }
            best = (candidate, consistent, header[index])
        }
        return best?.separator ?? candidates[0]
    }

    /// How many of each candidate stand outside quotes in each of the first complete records.
    private static func recordCounts(_ prefix: ArraySlice<UInt8>) -> [[Int]] {
        var records: [[Int]] = []
        var current = [Int](repeating: 0, count: candidates.count)
        var quoted = false
        var blank = true
        for byte in prefix {
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
                blank = false
            } else if quoted {
                continue
            } else if byte == 0x0A || byte == 0x0D {
                if !blank { records.append(current) }
                if records.count == 20 { break }
                current = [Int](repeating: 0, count: candidates.count)
                blank = true
            } else {
                blank = false
                if let index = candidates.firstIndex(of: byte) { current[index] += 1 }
            }
        }
        return records
    }
}
