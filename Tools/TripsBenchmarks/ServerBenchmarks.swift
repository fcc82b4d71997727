import Domain
import Foundation
import PostgreSQLStore

/// The team store measured: a server started by `Scripts/team-server`, `trips` beside `psql`
/// on the same database, peak memory by size, a move from SQLite, and the time from a commit
/// to `watch` redrawing the card.
enum ServerBenchmarks {
  /// Runs the load of ``LoadBenchmark`` with `trips`, then with each of `others` in turn, each on
  /// a database of its own on one server, and prints a table for each.
  static func runLoad(trips: String, others: [String], folder: URL, quick: Bool) throws {
    guard let address = startServer(in: folder, orSay: "the load was skipped") else { return }
    defer { stopServer(address) }
    for (index, executable) in ([trips] + others).enumerated() {
      print("\n### Load with \(executable)\n")
      try load(
        trips: executable, address: address, folder: folder, database: "trips_load_\(index)",
        quick: quick)
    }
  }

  /// Starts a throwaway server, and keeps every run's copy, as by default, in `folder`.
  ///
  /// - Returns: The server's address; `nil` when none starts, after a note that says
  ///   `skipped`.
  private static func startServer(in folder: URL, orSay skipped: String) -> String? {
    guard let address = try? shell("Scripts/team-server start"), !address.isEmpty else {
      print("\nnote: no PostgreSQL server could be started; \(skipped)")
      return nil
    }
    setenv("XDG_CACHE_HOME", folder.appendingPathComponent("cache").path, 1)
    return address
  }

  private static func stopServer(_ address: String) {
    _ = try? shell("Scripts/team-server stop '\(address)'")
  }

  /// Moves 1,000 trips into a new database `database`, then runs the load against it.
  private static func load(
    trips: String, address: String, folder: URL, database: String, quick: Bool
  ) throws {
    let loadStore = folder.appendingPathComponent("\(database).sqlite").path
    try CommandBenchmarks.generateStoreInChild(at: loadStore, count: 1_000)
    let loadDatabase = address.replacingOccurrences(of: "///trips?", with: "///\(database)?")
    _ = try shell("psql -X -q '\(address)' -c 'CREATE DATABASE \(database)'")
    try CommandBenchmarks.spawnAndWait(trips, ["--store", loadStore, "move", "--to", loadDatabase])
    try LoadBenchmark.run(trips: trips, database: loadDatabase, seconds: quick ? 5 : 20) {
      let counted = try shell(
        "psql -X -A -t -q '\(loadDatabase)' -c "
          + "\"SELECT count(*) || ' ' || coalesce(sum(revision), 0) FROM trips\""
      )
      .split(separator: " ").compactMap { Int($0) }
      guard counted.count == 2 else { throw BenchmarkError("no totals from psql") }
      return (counted[0], counted[1])
    }
  }

  /// Runs every server row and prints its tables; prints a note instead when no server starts.
  static func run(trips: String, folder: URL, quick: Bool) async throws {
    guard let address = startServer(in: folder, orSay: "the server rows were skipped") else {
      return
    }
    defer { stopServer(address) }
    setenv("TZ", "Europe/Amsterdam", 1)
    let cache = folder.appendingPathComponent("cache").path
    let display = ["--locale", "en_US", "--time-zone", "Europe/Amsterdam", "--color", "never"]
    let sizes = quick ? [1_000, 10_000] : [10_000, 100_000, 1_000_000]
    let runs = quick ? 3 : 5

    print("\n## The team store: moving from SQLite, then `list --all` (median of \(runs) runs)\n")
    print(row(["trips", "move s", "move peak MB", "list median ms", "list peak MB"]))
    print(row(["---:", "---:", "---:", "---:", "---:"]))
    var databases: [Int: String] = [:]
    for size in sizes {
      let path = folder.appendingPathComponent("server-\(size).sqlite").path
      try CommandBenchmarks.generateStoreInChild(at: path, count: size)
      let database = address.replacingOccurrences(of: "///trips?", with: "///trips_\(size)?")
      _ = try shell("psql -X -q '\(address)' -c 'CREATE DATABASE trips_\(size)'")
      let move = try CommandBenchmarks.timedWithPeak(
        trips, ["--store", path, "move", "--to", database])
      let list = try CommandBenchmarks.measure(
        name: "list", trips: trips,
        arguments: ["--store", database] + display + ["list", "--all"],
        runs: runs)
      print(
        row([
          "\(size)", format(move.milliseconds / 1_000, 1), format(move.peakMegabytes, 1),
          format(list.medianMilliseconds), format(list.peakMegabytes, 1),
        ]))
      databases[size] = database
      try? FileManager.default.removeItem(atPath: path)
    }

    let size = sizes[sizes.count > 2 ? 1 : sizes.count - 1]
    let database = databases[size]!
    // The client itself, not Debian's Perl wrapper in front of it.
    let client = try shell(
      "ls /usr/lib/postgresql/*/bin/psql 2>/dev/null | sort -V | tail -n 1 | grep . "
        + "|| readlink -f \"$(command -v psql)\"")
    let psql = try CommandBenchmarks.install(client, into: folder)
    let localTime = "AT TIME ZONE 'Europe/Amsterdam'"
    let listQuery = """
      SELECT format('%4s  %s  %s  →  %s  %s min  %s  %s', id,
        to_char(to_timestamp(departure) \(localTime), 'MM/DD/YYYY'),
        to_char(to_timestamp(departure) \(localTime), 'HH24:MI'),
        to_char(to_timestamp(arrival) \(localTime), 'HH24:MI'),
        (arrival - departure) / 60,
        CASE WHEN origin IS NULL THEN '' ELSE origin || ' → ' || destination END,
        CASE WHEN actual_departure > departure
          THEN ((actual_departure - departure + 59) / 60) || ' minutes delay' ELSE '' END)
      FROM trips ORDER BY departure, id
      """
    let showQuery = """
      SELECT id, to_char(to_timestamp(departure) \(localTime), 'MM/DD/YYYY HH24:MI'),
        to_char(to_timestamp(arrival) \(localTime), 'HH24:MI')
      FROM trips WHERE id = \(size / 2)
      """
    // The query a team would type instead: the columns of `list`, formatted by the server.
    let plainListQuery = """
      SELECT format('%4s  %s  %s  →  %s  %s min  %s', id,
        to_char(to_timestamp(departure) \(localTime), 'MM/DD/YY'),
        to_char(to_timestamp(departure) \(localTime), 'HH24:MI'),
        to_char(to_timestamp(arrival) \(localTime), 'HH24:MI'),
        (arrival - departure) / 60, coalesce(origin, '') || ' → ' || coalesce(destination, ''))
      FROM trips ORDER BY departure, id
      """
    let psqlArguments = ["-X", "-A", "-t", "-q", database, "-c"]
    let list = try CommandBenchmarks.pair(
      (trips, ["--store", database] + display + ["list", "--all"]),
      (psql, psqlArguments + [listQuery]), runs: quick ? 5 : 11)
    let plainList = try CommandBenchmarks.pair(
      (trips, ["--store", database] + display + ["list", "--all"]),
      (psql, psqlArguments + [plainListQuery]), runs: quick ? 5 : 11)
    let show = try CommandBenchmarks.pair(
      (trips, ["--store", database] + display + ["show", "\(size / 2)"]),
      (psql, psqlArguments + [showQuery]), runs: quick ? 11 : 31)
    print("\n## Side by side with `psql` on the same server (\(size) trips, run in turn)\n")
    print(row(["task", "trips ms", "psql ms", "ratio"]))
    print(row(["---", "---:", "---:", "---:"]))
    print(
      row(["list every trip, local times", format(list.a), format(list.b), format(list.ratio, 2)]))
    print(
      row([
        "list every trip, without the delay column", format(plainList.a), format(plainList.b),
        format(plainList.ratio, 2),
      ]))
    print(
      row([
        "one trip by number, local times", format(show.a, 1), format(show.b, 1),
        format(show.ratio, 2),
      ]))

    try await latencyRows(trips: trips, database: database, id: size / 2, quick: quick)

    // Many clients at once, on a database of their own.
    try load(trips: trips, address: address, folder: folder, database: "trips_load", quick: quick)

    // The local copy: what keeping it costs an online list, and an offline list from it
    // beside the same list from a local SQLite store.
    let withCopy = ["/usr/bin/env", "XDG_CACHE_HOME=\(cache)", trips]
    let withoutCopy = ["/usr/bin/env", "-u", "HOME", "-u", "XDG_CACHE_HOME", trips]
    let listAll = ["--store", database] + display + ["list", "--all"]
    let keeping = try CommandBenchmarks.pair(
      (withCopy[0], Array(withCopy.dropFirst()) + listAll),
      (withoutCopy[0], Array(withoutCopy.dropFirst()) + listAll), runs: quick ? 5 : 11)
    // Changes kept on this computer: sent by `trips sync` beside `psql`, then listed offline.
    let prepared = try await OfflineChangesBenchmarks.prepare(
      database: database, cache: cache, folder: folder)
    let sync = try OfflineChangesBenchmarks.sync(
      prepared, trips: trips, psql: psql, database: database, cache: cache,
      runs: quick ? 3 : 11
    ) { sql in _ = try shell("psql -X -q '\(database)' -c '\(sql)'") }
    let cacheWithChanges = try OfflineChangesBenchmarks.cacheWithChanges(
      prepared, cache: cache, folder: folder)
    let local = folder.appendingPathComponent("local-\(size).sqlite").path
    try CommandBenchmarks.generateStoreInChild(at: local, count: size)
    let dataFolder =
      address.components(separatedBy: "host=").last?
      .components(separatedBy: "&").first ?? ""
    _ = try shell(
      "bin=$(dirname \"$(readlink -f \"\(client)\")\"); "
        + "if [ \"$(id -u)\" -eq 0 ]; then runuser -u postgres -- \"$bin/pg_ctl\" -D '\(dataFolder)/data' -w stop; "
        + "else \"$bin/pg_ctl\" -D '\(dataFolder)/data' -w stop; fi")
    let offline = try CommandBenchmarks.pair(
      (withCopy[0], Array(withCopy.dropFirst()) + listAll),
      (
        withCopy[0],
        Array(withCopy.dropFirst()) + ["--store", local] + display + ["list", "--all"]
      ),
      runs: quick ? 5 : 11)
    let offlinePending = try CommandBenchmarks.pair(
      ("/usr/bin/env", ["XDG_CACHE_HOME=\(cacheWithChanges)", trips] + listAll),
      (withCopy[0], Array(withCopy.dropFirst()) + listAll), runs: quick ? 5 : 11)
    print("\n## The local copy (\(size) trips, run in turn)\n")
    print(row(["task", "A ms", "B ms", "ratio A / B"]))
    print(row(["---", "---:", "---:", "---:"]))
    print(
      row([
        "online `list --all`: keeping the copy / without one", format(keeping.a), format(keeping.b),
        format(keeping.ratio, 2),
      ]))
    print(
      row([
        "`list --all` offline from the copy / from a local SQLite store", format(offline.a),
        format(offline.b), format(offline.ratio, 2),
      ]))
    let kept = OfflineChangesBenchmarks.count
    print(
      row([
        "`sync` of \(kept) kept changes / `psql` of the same \(kept) `UPDATE`s", format(sync.a),
        format(sync.b), format(sync.ratio, 2),
      ]))
    print(
      row([
        "`list --all` offline with \(kept) changes kept / with none", format(offlinePending.a),
        format(offlinePending.b), format(offlinePending.ratio, 2),
      ]))
  }

  /// The rows that need the server running: the commit-to-redraw latency.
  private static func latencyRows(trips: String, database: String, id: Int, quick: Bool)
    async throws
  {
    let size = id * 2
    let latencies = try await commitToRedraw(
      trips: trips, database: database, id: size / 2, rounds: quick ? 20 : 100)
    print(
      "\n## From a commit to `watch`'s redrawn card, in another process (\(latencies.count) changes)\n"
    )
    print(row(["median ms", "95th percentile ms", "poll interval ms"]))
    print(row(["---:", "---:", "---:"]))
    print(row([format(percentile(latencies, 50), 1), format(percentile(latencies, 95), 1), "200"]))
  }

  /// Starts `trips watch id` with its output in a pipe, changes the trip `rounds` times from
  /// this process, and returns, for each change, the milliseconds from the commit returning
  /// to the end of the redrawn card arriving in the pipe.
  private static func commitToRedraw(trips: String, database: String, id: Int, rounds: Int)
    async throws -> [Double]
  {
    let watch = Process()
    watch.executableURL = URL(fileURLWithPath: trips)
    watch.arguments = ["--store", database, "--color", "never", "watch", "\(id)"]
    let output = Pipe()
    watch.standardOutput = output
    watch.standardInput = FileHandle.nullDevice
    watch.standardError = FileHandle.nullDevice
    try watch.run()
    defer { kill(watch.processIdentifier, SIGKILL) }
    let reader = output.fileHandleForReading
    func readCard() {
      var text = ""
      while !text.hasSuffix("╯\n") {
        let chunk = reader.availableData
        if chunk.isEmpty { return }
        text += String(decoding: chunk, as: UTF8.self)
      }
    }
    readCard()
    let store = PostgreSQLTripRepository(
      address: PostgreSQLAddress(database)!, environment: ProcessInfo.processInfo.environment)
    guard let tripID = TripID(rawValue: Int64(id)) else { return [] }
    var latencies: [Double] = []
    for round in 1...rounds {
      guard let trip = try await store.trip(withID: tripID) else { break }
      try await store.change(
        trip,
        to: trip.departing(at: trip.departure.addingTimeInterval(Double(60 * (round % 50 + 1)))))
      let committed = ContinuousClock.now
      readCard()
      latencies.append(FactoryBenchmarks.nanoseconds(ContinuousClock.now - committed) / 1e6)
    }
    return latencies
  }

  private static func percentile(_ values: [Double], _ percent: Int) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, sorted.count * percent / 100)]
  }

  /// Runs `command` in `sh` and returns its standard output without the final line break.
  ///
  /// The output goes through a file, not a pipe: a server the command starts keeps running
  /// after it, and would hold a pipe open.
  private static func shell(_ command: String) throws -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("trips-bench-shell-\(getpid()).txt").path
    defer { unlink(file) }
    try CommandBenchmarks.spawnAndWait("/bin/sh", ["-c", command], output: file)
    return try String(contentsOfFile: file, encoding: .utf8)
      .trimmingCharacters(in: .newlines)
  }
}
