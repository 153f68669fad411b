// libFuzzer target: the locale parser (`CollationLocale(_:)`, what `--locale` goes through) over arbitrary
// text: a valid locale has its name and collation looked up, an invalid one its message (with suggestions)
// built.
import Foundation
@testable import FuzzSupport
import LocalizedIndexCollation

exit(runLibFuzzer { data, size in
    let text = String(decoding: bytes(data, size), as: UTF8.self)
    do {
        let locale = try CollationLocale(text)
        _ = locale.displayName
        _ = locale.collationType
    } catch {
        _ = String(describing: error)
    }
    return 0
})
