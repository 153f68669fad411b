// libFuzzer target: the JSON Lines reader over arbitrary bytes, as `sort-contacts --on-error skip` reads them.
import Foundation
@testable import FuzzSupport
@testable import LocalizedIndexContacts

exit(runLibFuzzer { data, size in
    var reader = JSONLinesReader(input: InputFile(name: "fuzz", bytes: bytes(data, size)), nameField: nil)
    readAll(&reader, size: size)
    return 0
})
