import Foundation
import Testing

/// A throwaway PostgreSQL 15 cluster (Debian's `postgresql-15`): created in a temporary folder, listening only on
/// a Unix socket there, and stopped and removed afterwards, also when a test fails.
///
/// PostgreSQL refuses to run as root, so when the tests run as root the server runs as the `postgres` user
/// (`runuser -u postgres --`), in a folder that user owns; clients connect as the `postgres` role over the
/// socket with `trust` authentication, which only this machine's users can reach.
final class PostgresCluster: Sendable {
    /// Debian's binaries for PostgreSQL 15.
    static let binaries = "/usr/lib/postgresql/15/bin"
    /// Folders of clusters start with this, so a run killed before it could stop its cluster is cleaned up by
    /// the next one.
    static let folderPrefix = "localized-index-postgres-"

    /// The folder holding the data directory, the log and the socket.
    let folder: URL
    let port = 5432

    /// Creates and starts a cluster: `initdb` (UTF-8, the `C.UTF-8` locale), then `pg_ctl start`.
    init() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "\(Self.binaries)/initdb"), """
            no PostgreSQL 15 at \(Self.binaries): .ci/install-dependencies --engines installs postgresql-15 and postgresql-15-icu-ext
            """)
        Self.stopAbandonedClusters()
        let name = UUID().uuidString
        folder = URL(fileURLWithPath: "/tmp").appendingPathComponent(Self.folderPrefix + name)
        // Made under another name and renamed once it holds its `owner` file: a suite starting its own cluster
        // at the same time would otherwise take the folder, still without an owner, for an abandoned one and
        // remove it.
        let unnamed = URL(fileURLWithPath: "/tmp").appendingPathComponent("localized-index-new-cluster-" + name)
        try FileManager.default.createDirectory(at: unnamed, withIntermediateDirectories: true)
        try "\(getpid())\n".write(to: unnamed.appendingPathComponent("owner"), atomically: true, encoding: .utf8)
        try FileManager.default.moveItem(at: unnamed, to: folder)
        do {
            if Self.runningAsRoot {
                try FileManager.default.setAttributes([.ownerAccountName: "postgres", .groupOwnerAccountName: "postgres"],
                                                      ofItemAtPath: folder.path)
            }
            try Self.asServerUser(["\(Self.binaries)/initdb", "-D", dataPath, "-E", "UTF8", "--locale=C.UTF-8",
                                   "-U", "postgres", "--auth=trust", "--no-sync"]).output()
            try Self.asServerUser(["\(Self.binaries)/pg_ctl", "-D", dataPath, "-l", folder.appendingPathComponent("log").path,
                                   "-o", "-c listen_addresses='' -c unix_socket_directories=\(folder.path) -c port=\(port) -c fsync=off",
                                   "-w", "start"]).output()
        } catch {
            stop()
            throw error
        }
    }

    private var dataPath: String { folder.appendingPathComponent("data").path }

    /// The environment that points `psql` (and anything using libpq) at this cluster.
    var clientEnvironment: [String: String] {
        ["PGHOST": folder.path, "PGPORT": "\(port)", "PGUSER": "postgres", "PGDATABASE": "postgres"]
    }

    /// `psql` on this cluster, stopping at the first error; `-At`: rows only, fields separated by `|`.
    func psql(_ arguments: [String], in folder: URL? = nil) -> ExternalCommand {
        ExternalCommand(executable: "\(Self.binaries)/psql", arguments: ["-X", "-q", "-At", "-v", "ON_ERROR_STOP=1"] + arguments,
                        environment: clientEnvironment, folder: folder)
    }

    /// Stops the server (fast shutdown) and removes the folder.
    func stop() {
        if FileManager.default.fileExists(atPath: dataPath + "/postmaster.pid") {
            _ = try? Self.asServerUser(["\(Self.binaries)/pg_ctl", "-D", dataPath, "-m", "immediate", "-w", "stop"]).output()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Stops and removes the clusters of earlier runs that ended without stopping theirs (a crash, a kill).
    private static func stopAbandonedClusters() {
        let temporary = URL(fileURLWithPath: "/tmp")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(folderPrefix) {
            let folder = temporary.appendingPathComponent(name)
            // A concurrent run's cluster (its owner process still runs) stays.
            if isHeldByRunningTest(folder) { continue }
            let data = folder.appendingPathComponent("data").path
            if FileManager.default.fileExists(atPath: data + "/postmaster.pid") {
                _ = try? asServerUser(["\(binaries)/pg_ctl", "-D", data, "-m", "immediate", "-w", "stop"]).output()
            }
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Whether the process that made this cluster still runs (its pid is in the `owner` file).
    private static func isHeldByRunningTest(_ folder: URL) -> Bool {
        guard let owner = try? String(contentsOf: folder.appendingPathComponent("owner"), encoding: .utf8),
              let pid = Int32(owner.trimmingCharacters(in: .whitespacesAndNewlines)) else { return false }
        return kill(pid, 0) == 0
    }

    static var runningAsRoot: Bool { getuid() == 0 }

    /// A command run as the `postgres` user when this process is root, as this user otherwise.
    private static func asServerUser(_ command: [String]) -> ExternalCommand {
        runningAsRoot
            ? ExternalCommand(executable: "/usr/sbin/runuser", arguments: ["-u", "postgres", "--"] + command)
            : ExternalCommand(executable: command[0], arguments: Array(command.dropFirst()))
    }
}

/// A suite trait that gives the suite's tests one cluster (``PostgresCluster/current``), started before the
/// first and stopped after the last, whatever happens in between.
struct ThrowawayPostgres: SuiteTrait, TestScoping {
    var isRecursive: Bool { false }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void)
        async throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try await PostgresCluster.$current.withValue(cluster, operation: function)
    }
}

extension PostgresCluster {
    /// The cluster of the running suite (``ThrowawayPostgres``).
    @TaskLocal static var current: PostgresCluster?
}

extension Trait where Self == ThrowawayPostgres {
    /// One throwaway PostgreSQL cluster for the suite's tests.
    static var throwawayPostgres: ThrowawayPostgres { ThrowawayPostgres() }
}
