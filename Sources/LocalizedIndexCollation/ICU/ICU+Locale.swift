internal import CICUShims

extension ICU {
    /// ICU's locale services (uloc_*), on ICU locale IDs such as `zh_Hant_TW@collation=stroke`.
    ///
    /// Every call but ``paperSize(_:)`` goes through the shim's string services (``ICU/string(_:_:_:_:number:)``
    /// and ``ICU/query(_:_:)``, `ICU+Buffer.swift`), Swift values in and out. `paperSize` lends ICU three
    /// local integers to write during the call, and the ID as a C string it reads during the call only.
    enum Locale {
        /// BCP 47 to an ICU ID, with how many characters of `tag` ICU understood.
        static func fromLanguageTag(_ tag: String) throws(Failure) -> (id: String, parsedLength: Int) {
            let (id, parsed) = try ICU.stringAndDetail("uloc_forLanguageTag(\(tag))", Int32(LIC_STRING_FROM_LANGUAGE_TAG), tag)
            return (id, Int(parsed))
        }

        /// ICU to BCP 47, as `uloc_toLanguageTag` (strict) converts it; an ID whose only keyword is a collation
        /// type without ICU's table of every keyword's types, whose first reading takes 6-10 ms.
        static func languageTag(_ id: String) throws(Failure) -> String {
            try ICU.string("uloc_toLanguageTag(\(id))", Int32(LIC_STRING_TO_LANGUAGE_TAG), id)
        }

        /// `uloc_toLanguageTag` (strict) itself: the reference ``languageTag(_:)`` is tested against.
        static func icuLanguageTag(_ id: String) throws(Failure) -> String {
            try ICU.string("uloc_toLanguageTag(\(id))", Int32(LIC_STRING_ICU_TO_LANGUAGE_TAG), id)
        }

        static func canonicalize(_ id: String) throws(Failure) -> String {
            try ICU.string("uloc_canonicalize(\(id))", Int32(LIC_STRING_CANONICALIZE), id)
        }

        static func addingLikelySubtags(_ id: String) throws(Failure) -> String {
            try ICU.string("uloc_addLikelySubtags(\(id))", Int32(LIC_STRING_ADD_LIKELY_SUBTAGS), id)
        }

        static func baseName(_ id: String) throws(Failure) -> String {
            try ICU.string("uloc_getBaseName(\(id))", Int32(LIC_STRING_BASE_NAME), id)
        }

        static func language(_ id: String) -> String { subtag(id, Int32(LIC_STRING_LANGUAGE)) }
        static func script(_ id: String) -> String { subtag(id, Int32(LIC_STRING_SCRIPT)) }
        static func region(_ id: String) -> String { subtag(id, Int32(LIC_STRING_REGION)) }
        static func variant(_ id: String) -> String { subtag(id, Int32(LIC_STRING_VARIANT)) }

        private static func subtag(_ id: String, _ call: Int32) -> String {
            // A subtag never exceeds the ID it comes from; a failure reads as "absent".
            (try? ICU.string("uloc subtag", call, id)) ?? ""
        }

        /// The value of a keyword such as `collation`, or nil when absent.
        static func keywordValue(_ id: String, _ keyword: String) -> String? {
            let value = try? ICU.string("uloc_getKeywordValue", Int32(LIC_STRING_KEYWORD_VALUE), id, keyword)
            return value?.isEmpty == false ? value : nil
        }

        /// The display name of `id` in `displayLocale` ("Swedish (Sweden)").
        static func displayName(_ id: String, in displayLocale: String = "en") -> String {
            (try? ICU.string("uloc_getDisplayName", Int32(LIC_STRING_DISPLAY_NAME), id, displayLocale)) ?? id
        }

        /// The name of the script `code` (ISO 15924) in `displayLocale`'s language, capitalized as a heading
        /// starts a sentence ("Greek" in en, "Grekiska" in sv, "ギリシャ文字" in ja); the code when ICU has none.
        static func scriptDisplayName(_ code: String, in displayLocale: String) -> String {
            (try? ICU.string("uldn_scriptDisplayName(\(code))", Int32(LIC_STRING_SCRIPT_DISPLAY_NAME), code, displayLocale))
                ?? code
        }

        /// The paper `id`'s region prints on, in millimetres (CLDR); nil when ICU has no answer.
        static func paperSize(_ id: String) -> (width: Int, height: Int)? {
            var height: Int32 = 0, width: Int32 = 0, status: Int32 = 0
            guard unsafe lic_paper_size(id, &height, &width, &status) == 1, height > 0, width > 0 else { return nil }
            return (Int(width), Int(height))
        }

        /// Every locale ICU has data for, as ICU IDs (`uloc_getAvailable`).
        static let available: [String] = (0..<lic_locale_available_count()).compactMap { index in
            try? ICU.string("uloc_getAvailable", Int32(LIC_STRING_AVAILABLE_LOCALE), number: Int64(index))
        }

        /// Whether some locale ICU has data for (``available``) has the language `language`: looked up without
        /// making a string of each of the 800 locales, which took a millisecond of every start.
        static func isAvailableLanguage(_ language: String) -> Bool {
            ICU.query(Int32(LIC_QUERY_IS_AVAILABLE_LANGUAGE), language) == 1
        }

        static func isKnownScript(_ code: String) -> Bool { ICU.query(Int32(LIC_QUERY_IS_KNOWN_SCRIPT), code) == 1 }
        static func isKnownRegion(_ code: String) -> Bool { ICU.query(Int32(LIC_QUERY_IS_KNOWN_REGION), code) == 1 }

        /// The `collation` keyword values ICU offers for a locale.
        static func collationTypes(for id: String) -> [String] {
            let list = (try? ICU.string("ucol_getKeywordValuesForLocale", Int32(LIC_STRING_COLLATION_TYPES), id)) ?? ""
            return list.split(separator: ",").map(String.init)
        }
    }
}
