// Appended by fuzz.sh to a copy of the package's own Package.swift, in a scratch package under /tmp whose
// Sources/, Plugins/ and Tests/ are links to this package's: the fuzz targets then sit in the same package as
// LocalizedIndexContacts and `@testable import` it (its readers are not all public).
// Not part of the package's own build.
package.targets += [
    .target(name: "FuzzSupport", dependencies: ["LocalizedIndexContacts"], path: "FuzzTargets/FuzzSupport"),
] + ["fuzz-csv", "fuzz-vcard", "fuzz-jsonl", "fuzz-locale"].map { name in
    .executableTarget(name: name, dependencies: ["FuzzSupport", "LocalizedIndexContacts", "LocalizedIndexCollation"],
                      path: "FuzzTargets/\(name)")
}
