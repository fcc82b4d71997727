import Domain
import Foundation
import OfflineCopy
import PostgreSQLStore

/// The changes kept on this computer, measured against the team store: `trips sync` sending
/// 1,000 kept edits (each setting one field) beside `psql` applying the same 1,000
/// single-field `UPDATE`s, one transaction each, and an offline list with
/// 1,000 waiting beside the same list with none (decision 21).
enum OfflineChangesBenchmarks {
  /// The number of kept changes each row sends or lists.
  static let count = 1_000

  /// What the rows need: a template file of kept changes for `database`, the same changes as
  /// SQL, and the statement that puts the server back as it was before them.
  struct Prepared {
    let template: String
    let changesPath: String
    let updates: String
    let reset: String
  }

  /// Writes `count` changes, one to each of the first trips of `database`, as the copy in
  /// `cache` would keep them, and the same changes as `UPDATE`s.
  static func prepare(database: String, cache: String, folder: URL) async throws -> Prepared {
    let store = PostgreSQLTripRepository(address: PostgreSQLAddress(database)!, environment: [:])
    guard let identity = try await store.identity() else {
      throw BenchmarkError("the store has no identity")
    }
    let trips = try await store.trips(after: nil, limit: count)
    let template = folder.appendingPathComponent("changes-template").path
    var updates = ""
    do {
      let changes = SQLitePendingChanges(path: template)
      for trip in trips {
        // Each run starts from the trips with no departure recorded (`reset`), the base of
        // every kept edit.
        let departed = trip.departing(at: trip.departure.addingTimeInterval(120))
        let edit = TripEdit(
          id: trip.id, baseRevision: 1,
          recordedDeparture: FieldChange(base: nil, value: departed.recordedDeparture))
        _ = try await changes.keep(TripChangeSet([.edit(edit)]))
        let seconds = Int64(departed.recordedDeparture!.timeIntervalSince1970)
        updates +=
          "UPDATE trips SET actual_departure = \(seconds), revision = revision + 1"
          + " WHERE id = \(trip.id.rawValue);\n"
      }
    }
    let sql = folder.appendingPathComponent("updates.sql").path
    try updates.write(toFile: sql, atomically: false, encoding: .utf8)
    let ids = trips.map { String($0.id.rawValue) }.joined(separator: ",")
    let revisions = Set(trips.map(\.revision))
    guard revisions == [1] else { throw BenchmarkError("the trips are not at revision 1") }
    return Prepared(
      template: template,
      changesPath: OfflineCopyFolder(path: cache + "/trips").changesPath(for: identity),
      updates: sql,
      reset: "UPDATE trips SET revision = 1, actual_departure = NULL WHERE id IN (\(ids));"
        + " DELETE FROM trips_applied_changes;")
  }

  /// `trips sync` of the kept changes and `psql` of the same `UPDATE`s, in turn, each after
  /// the server is put back; the median of each and of the paired ratios.
  static func sync(
    _ prepared: Prepared, trips: String, psql: String, database: String, cache: String,
    runs: Int, reset: (String) throws -> Void
  ) throws -> CommandBenchmarks.Pair {
    var timesTrips: [Double] = []
    var timesPSQL: [Double] = []
    for _ in 0..<runs {
      try reset(prepared.reset)
      for suffix in ["", "-wal", "-shm"] { unlink(prepared.changesPath + suffix) }
      try FileManager.default.copyItem(atPath: prepared.template, toPath: prepared.changesPath)
      timesTrips.append(
        try CommandBenchmarks.run(
          "/usr/bin/env", ["XDG_CACHE_HOME=\(cache)", trips, "--store", database, "sync"]))
      try reset(prepared.reset)
      timesPSQL.append(
        try CommandBenchmarks.run(psql, ["-X", "-q", database, "-f", prepared.updates]))
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return CommandBenchmarks.Pair(
      a: median(timesTrips), b: median(timesPSQL),
      ratio: median(zip(timesTrips, timesPSQL).map { $0 / $1 }))
  }

  /// A copy of the folder `cache` that also keeps the template's changes, for an offline list
  /// with them waiting.
  static func cacheWithChanges(_ prepared: Prepared, cache: String, folder: URL) throws -> String {
    let copied = folder.appendingPathComponent("cache-with-changes").path
    try FileManager.default.copyItem(atPath: cache, toPath: copied)
    let path = prepared.changesPath.replacingOccurrences(of: cache, with: copied)
    for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
    try FileManager.default.copyItem(atPath: prepared.template, toPath: path)
    return copied
  }
}
