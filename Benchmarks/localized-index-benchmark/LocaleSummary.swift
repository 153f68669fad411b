/// The medians and ratios of one corpus and locale: what the report's table rows and the target checks
/// are made of.
struct LocaleSummary {
    var locale: String
    var keyColumn: KeyColumn

    /// (a) cold and cached builds, over every library child.
    var buildCold: Summary?
    var buildCached: Summary?
    /// (a′) the first name read, over every library child.
    var firstRead: Summary?
    /// Each library phase's in-process time.
    var phaseSeconds: [LibraryPhase: Summary] = [:]
    /// Each library phase's process peak memory, in KiB.
    var phaseResidentKiB: [LibraryPhase: Summary] = [:]
    /// (d) `sort-contacts` to JSON: wall time and peak memory (KiB).
    var sortContactsWall: Summary?
    var sortContactsCPU: Summary?
    var sortContactsResidentKiB: Summary?

    /// The peer's own phase times and its whole run's wall time and peak memory (KiB); `bucket_s` and
    /// `sort_s` from its warm runs when the library phases ran warm.
    var peerIndex: Summary?
    var peerBucket: Summary?
    var peerSort: Summary?
    var peerBucketAndSort: Summary?
    var peerWall: Summary?
    var peerCPU: Summary?
    var peerResidentKiB: Summary?
    /// The reading peer's, for the locales measured against it (``usesReadingPeer``): the same figures.
    var usesReadingPeer: Bool
    var readingPeerIndex: Summary?
    var readingPeerBucketAndSort: Summary?
    var readingPeerWall: Summary?
    var readingPeerCPU: Summary?
    var readingPeerResidentKiB: Summary?
    /// The Foundation peer's whole run: wall time.
    var foundationWall: Summary?

    /// - Parameter libraryIsWarm: Whether the library phases ran after a warm-up, so that they are divided
    ///   by the peer's runs with the same warm-up (``LocaleMeasurements/peerWarm``).
    init(_ measurements: LocaleMeasurements, libraryIsWarm: Bool) {
        locale = measurements.locale
        keyColumn = measurements.keyColumn
        buildCold = Summary(measurements.library) { $0.report.buildColdSeconds }
        buildCached = Summary(measurements.library) { $0.report.buildCachedSeconds }
        firstRead = Summary(measurements.library) { $0.report.firstReadSeconds }
        for phase in LibraryPhase.allCases {
            let samples = measurements.library(phase)
            phaseSeconds[phase] = Summary(samples) { $0.report.phaseSeconds }
            phaseResidentKiB[phase] = Summary(samples) { Double($0.process.peakResidentKiB) }
        }
        sortContactsWall = Summary(measurements.sortContacts) { $0.wallSeconds }
        sortContactsCPU = Summary(measurements.sortContacts) { $0.cpuSeconds }
        sortContactsResidentKiB = Summary(measurements.sortContacts) { Double($0.peakResidentKiB) }
        peerIndex = Summary(measurements.peer) { $0.timings.indexSeconds }
        let libraryPeer = libraryIsWarm ? measurements.peerWarm : measurements.peer
        peerBucket = Summary(libraryPeer) { $0.timings.bucketSeconds }
        peerSort = Summary(libraryPeer) { $0.timings.sortSeconds }
        peerBucketAndSort = Summary(libraryPeer) { $0.timings.bucketSeconds + $0.timings.sortSeconds }
        peerWall = Summary(measurements.peer) { $0.process.wallSeconds }
        peerCPU = Summary(measurements.peer) { $0.process.cpuSeconds }
        peerResidentKiB = Summary(measurements.peer) { Double($0.process.peakResidentKiB) }
        foundationWall = Summary(measurements.foundationPeer) { $0.wallSeconds }
        usesReadingPeer = measurements.usesReadingPeer
        let readingLibraryPeer = libraryIsWarm ? measurements.readingPeerWarm : measurements.readingPeer
        readingPeerIndex = Summary(measurements.readingPeer) { $0.timings.indexSeconds }
        readingPeerBucketAndSort = Summary(readingLibraryPeer) { $0.timings.bucketSeconds + $0.timings.sortSeconds }
        readingPeerWall = Summary(measurements.readingPeer) { $0.process.wallSeconds }
        readingPeerCPU = Summary(measurements.readingPeer) { $0.process.cpuSeconds }
        readingPeerResidentKiB = Summary(measurements.readingPeer) { Double($0.process.peakResidentKiB) }
    }

    /// The peer this locale's targets are taken against: the reading peer's figures where it is used, the
    /// plain peer's otherwise.
    private var targetBucketAndSort: Summary? { usesReadingPeer ? readingPeerBucketAndSort : peerBucketAndSort }
    private var targetWall: Summary? { usesReadingPeer ? readingPeerWall : peerWall }
    private var targetCPU: Summary? { usesReadingPeer ? readingPeerCPU : peerCPU }
    private var targetResidentKiB: Summary? { usesReadingPeer ? readingPeerResidentKiB : peerResidentKiB }

    /// The name of the peer the targets are taken against, for the report.
    var targetPeerName: String { usesReadingPeer ? "reading peer" : "ICU4C peer" }

    /// The locale as the report names it: Japanese says it is keyed by readings.
    var label: String { keyColumn == .readingElseDisplay ? "\(locale) (readings)" : locale }

    /// (e) on one thread over the target peer's bucketing plus sorting.
    var sectionsSerialRatio: Double? { ratio(phaseSeconds[.sectionsSerial], targetBucketAndSort) }
    /// (e) on every core over the target peer's bucketing plus sorting.
    var sectionsAutomaticRatio: Double? { ratio(phaseSeconds[.sectionsAutomatic], targetBucketAndSort) }
    /// (d) the CLI's whole run over the target peer's, wall time.
    var sortContactsRatio: Double? { ratio(sortContactsWall, targetWall) }
    /// (d) the same, CPU time (user + system).
    var sortContactsCPURatio: Double? { ratio(sortContactsCPU, targetCPU) }
    /// (d) the CLI's whole run over the plain peer's (the floor), wall and CPU time.
    var sortContactsFloorRatio: Double? { ratio(sortContactsWall, peerWall) }
    var sortContactsFloorCPURatio: Double? { ratio(sortContactsCPU, peerCPU) }
    /// (d) the CLI's whole run over the Foundation peer's.
    var foundationRatio: Double? { ratio(sortContactsWall, foundationWall) }
    /// (d) peak memory over the target peer's.
    var residentRatio: Double? { ratio(sortContactsResidentKiB, targetResidentKiB) }
}
