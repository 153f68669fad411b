internal import CICUShims

extension ICU {
    /// ICU's locale services (uloc_*), on ICU locale IDs such as `zh_Hant_TW@collation=stroke`.
    ///
    /// Unsafe code: every call passes C strings ICU reads during the call only, and results through the
    /// buffer helpers (`ICU+Buffer.swift`), or C strings from ICU's static data, copied at once.
    enum Locale {
        /// BCP 47 to an ICU ID, with how many characters of `tag` ICU understood.
        static func fromLanguageTag(_ tag: String) throws(Failure) -> (id: String, parsedLength: Int) {
            var parsed: Int32 = 0
            let id = try unsafe ICU.string("uloc_forLanguageTag(\(tag))") { buffer, capacity, status in
                unsafe lic_locale_from_language_tag(tag, buffer, capacity, &parsed, &status)
            }
            return (id, Int(parsed))
        }

        /// ICU to BCP 47, as `uloc_toLanguageTag` (strict) converts it; an ID whose only keyword is a collation
        /// type without ICU's table of every keyword's types, whose first reading takes 6-10 ms.
        static func languageTag(_ id: String) throws(Failure) -> String {
            try unsafe ICU.string("uloc_toLanguageTag(\(id))", lic_locale_to_language_tag, id)
        }

        /// `uloc_toLanguageTag` (strict) itself: the reference ``languageTag(_:)`` is tested against.
        static func icuLanguageTag(_ id: String) throws(Failure) -> String {
            try unsafe ICU.string("uloc_toLanguageTag(\(id))", lic_icu_locale_to_language_tag, id)
        }

        static func canonicalize(_ id: String) throws(Failure) -> String {
            try unsafe ICU.string("uloc_canonicalize(\(id))", lic_locale_canonicalize, id)
        }

        static func addingLikelySubtags(_ id: String) throws(Failure) -> String {
            try unsafe ICU.string("uloc_addLikelySubtags(\(id))", lic_locale_add_likely_subtags, id)
        }

        static func baseName(_ id: String) throws(Failure) -> String {
            try unsafe ICU.string("uloc_getBaseName(\(id))", lic_locale_base_name, id)
        }

        static func language(_ id: String) -> String { subtag(id, Int32(LIC_SUBTAG_LANGUAGE)) }
        static func script(_ id: String) -> String { subtag(id, Int32(LIC_SUBTAG_SCRIPT)) }
        static func region(_ id: String) -> String { subtag(id, Int32(LIC_SUBTAG_REGION)) }
        static func variant(_ id: String) -> String { subtag(id, Int32(LIC_SUBTAG_VARIANT)) }

        private static func subtag(_ id: String, _ which: Int32) -> String {
            // A subtag never exceeds the ID it comes from; a failure reads as "absent".
            unsafe (try? ICU.string("uloc subtag") { unsafe lic_locale_subtag(id, which, $0, $1, &$2) }) ?? ""
        }

        /// The value of a keyword such as `collation`, or nil when absent.
        static func keywordValue(_ id: String, _ keyword: String) -> String? {
            let value = try? unsafe ICU.string("uloc_getKeywordValue") { unsafe lic_locale_keyword_value(id, keyword, $0, $1, &$2) }
            return value?.isEmpty == false ? value : nil
        }

        /// The display name of `id` in `displayLocale` ("Swedish (Sweden)").
        static func displayName(_ id: String, in displayLocale: String = "en") -> String {
            unsafe (try? ICU.utf16String("uloc_getDisplayName", lic_locale_display_name, id, displayLocale)) ?? id
        }

        /// The name of the script `code` (ISO 15924) in `displayLocale`'s language, capitalized as a heading
        /// starts a sentence ("Greek" in en, "Grekiska" in sv, "ギリシャ文字" in ja); the code when ICU has none.
        static func scriptDisplayName(_ code: String, in displayLocale: String) -> String {
            unsafe (try? ICU.utf16String("uldn_scriptDisplayName(\(code))", lic_script_display_name, code, displayLocale))
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
            unsafe lic_locale_available_at(index).map { unsafe String(cString: $0) }
        }

        /// Whether some locale ICU has data for (``available``) has the language `language`: looked up without
        /// making a string of each of the 800 locales, which took a millisecond of every start.
        static func isAvailableLanguage(_ language: String) -> Bool { unsafe lic_locale_is_available_language(language) == 1 }

        static func isKnownScript(_ code: String) -> Bool { unsafe lic_is_known_script(code) == 1 }
        static func isKnownRegion(_ code: String) -> Bool { unsafe lic_is_known_region(code) == 1 }

        /// The `collation` keyword values ICU offers for a locale.
        static func collationTypes(for id: String) -> [String] {
            let list = unsafe (try? ICU.string("ucol_getKeywordValuesForLocale", lic_collation_types, id)) ?? ""
            return list.split(separator: ",").map(String.init)
        }
    }
}
