extension ICU {
    /// The ISO 15924 code of a code point's script: `Latn`, `Cyrl`, `Hani`; `Zyyy` for characters common to
    /// all scripts (digits, punctuation), `Zinh` for inherited ones (combining marks).
    static func scriptCode(of scalar: Unicode.Scalar) -> String {
        Calls.scriptCode(of: scalar.value)
    }

    /// The ISO 15924 codes of the scripts ICU finds for `text` (`uscript_getCode`): the code itself in any
    /// case (`cyrl` → `Cyrl`), a script's name (`Cyrillic` → `Cyrl`) or a locale's scripts (`ja` → `Kana`,
    /// `Hira`, `Hani`); empty when it names none.
    static func scriptCodes(named text: String) -> [String] {
        let list = (try? Calls.scriptCodes(named: text)) ?? ""
        return list.split(separator: ",").map(String.init)
    }

    /// The confusable skeleton of `text` (Unicode's UTS #39): texts that look alike to a reader, such as
    /// Latin `A`, Greek `Α` and Cyrillic `А`, have the same skeleton. Nil when ICU cannot make one.
    static func confusableSkeleton(of text: String) -> String? {
        try? Calls.confusableSkeleton(of: text)
    }
}
