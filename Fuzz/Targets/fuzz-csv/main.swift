// libFuzzer target: the CSV and TSV reader (`DelimitedReader`) over arbitrary bytes, each input read both
// ways, as `sort-contacts --on-error skip` reads them.
import Foundation
@testable import FuzzSupport
@testable import LocalizedIndexContacts

exit(runLibFuzzer { data, size in
    for separator in [UInt8(ascii: ","), UInt8(ascii: "\t")] {
        let input = InputFile(name: "fuzz", bytes: bytes(data, size))
        guard var reader = try? DelimitedReader(input: input, separator: separator, nameField: nil) else { continue }
        readAll(&reader, size: size)
    }
    return 0
})
