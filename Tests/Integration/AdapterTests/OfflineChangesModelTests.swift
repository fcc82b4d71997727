import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import OfflineChanges
import PostgreSQLStore
import StoreCapabilities
import Testing

@testable import OfflineCopy

/// Random sequences of online and offline steps by three computers against the real server,
/// each computer with a copy and kept changes of its own, going offline by a planned failure,
/// and a fourth writer, as psql would be, that sets one field (the origin) under them all.
///
/// The computers record departures (one trip's, or two trips' in one change) and rename
/// destinations, add and remove, sync, and resolve conflicts both ways, with changes waiting
/// behind them. After every step: every change a
/// computer was told it made is on the server (under its key), waiting, in conflict, or dropped
/// by `resolve --keep theirs`; every trip's revision counts the changes applied to it and the
/// writer's, so none was applied twice; and every origin is the writer's last, since no
/// computer's change names it and a change never writes a field it did not name. After a final
/// sync, every copy agrees with the server, and every destination on the server is one some
/// acknowledged change set (or the first). `TRIPS_MODEL_SEED` repeats a run, and
/// `TRIPS_MODEL_SECONDS` bounds it (15 s by default; `Scripts/model-test` runs a longer one); a
/// failure names its seed.
@Suite(.serialized, .enabled(if: PostgreSQLTestServer.running != nil))
struct OfflineChangesModelTests {
  private let server = PostgreSQLTestServer.running!

  /// SplitMix64: a small generator whose sequence a seed fixes.
  private struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// One computer: its connection to the server, the failure that takes it offline, its
  /// folder of copies, and what it was told.
  private final class Computer {
    let remote: PostgreSQLTripRepository
    let faults = StoreFaults()
    let folder = TemporaryDirectory()
    let address: String
    var online = true
    var acknowledged = 0
    var dropped = 0
    /// The destinations this computer was told it set, by trip.
    var destinations: [TripID: Set<String?>] = [:]

    init(address: String) {
      self.address = address
      remote = PostgreSQLTripRepository(address: PostgreSQLAddress(address)!, environment: [:])
    }

    var copies: OfflineCopyFolder { OfflineCopyFolder(path: folder.file("copies")) }

    /// One run of `trips` on this computer.
    func run() -> CachingTripRepository {
      CachingTripRepository(
        remote: FaultyTripRepository(remote, faults: faults), folder: copies, address: address,
        freshOnly: false, now: { Date() }, notify: { _ in })
    }

    func go(online: Bool) {
      self.online = online
      if online {
        faults.failNothing()
      } else {
        faults.failAll(with: TripStoreError(location: address, problem: .unreachable))
      }
    }

    /// The changes this computer keeps for the store, if it kept any.
    func keptChanges(for identity: TripStoreIdentity) -> SQLitePendingChanges? {
      let path = copies.changesPath(for: identity)
      return FileManager.default.fileExists(atPath: path) ? SQLitePendingChanges(path: path) : nil
    }
  }

  private static let seeded: Int64 = 5

  @Test func randomOnlineAndOfflineSteps_loseNothing_andApplyNothingTwice() async throws {
    let seed =
      ProcessInfo.processInfo.environment["TRIPS_MODEL_SEED"].flatMap { UInt64($0) }
      ?? UInt64.random(in: 1...UInt64.max)
    var random = Generator(state: seed)
    let database = try server.newDatabase()
    let address = server.address(of: database)
    let plain = PostgreSQLTripRepository(address: PostgreSQLAddress(address)!, environment: [:])
    for day in 1...Self.seeded { _ = try await plain.add(Self.draft(day: Int(day))) }
    let identity = try #require(try await plain.identity())
    let computers = (0..<3).map { _ in Computer(address: address) }
    for computer in computers { _ = try await Self.everyTrip(computer.run()) }

    try server.execute(
      "CREATE TABLE model_writes (trip_id bigint NOT NULL, origin text NOT NULL)", in: database)
    let environment = ProcessInfo.processInfo.environment
    let seconds = environment["TRIPS_MODEL_SECONDS"].flatMap { Double($0) } ?? 15
    let started = Date()
    var steps = 0
    while steps < 2_000, Date().timeIntervalSince(started) < seconds {
      steps += 1
      let kind = Int.random(in: 0..<12, using: &random)
      let step: String
      if kind == 10 {
        step = try write(Fixtures.tripID(Int64.random(in: 1...30, using: &random)), steps, database)
      } else {
        let computer = computers[Int.random(in: 0..<3, using: &random)]
        step = try await Self.take(kind, on: computer, &random)
      }
      try await check(computers, identity, database, "seed \(seed), step \(steps): \(step)")
    }

    for computer in computers { computer.go(online: true) }
    for _ in 0..<10 {
      var settled = true
      for computer in computers {
        let run = computer.run()
        let summary = try await run.sendPendingChanges()
        for conflict in summary.conflicts {
          guard let id = conflict.change.tripIDs.first else { continue }
          _ = try await run.resolve(tripWithID: id, keeping: .theirs)
          computer.dropped += 1
        }
        settled = settled && summary.conflicts.isEmpty
      }
      if settled { break }
    }
    try await check(computers, identity, database, "seed \(seed), after the final sync")
    let onServer = try await Self.everyTrip(plain)
    for trip in onServer {
      let set = computers.reduce(into: Set<String?>()) {
        $0.formUnion($1.destinations[trip.id] ?? [])
      }
      #expect(
        trip.destination == nil || set.contains(trip.destination),
        "seed \(seed): trip \(trip.id) has a destination no acknowledged change set")
    }
    for (index, computer) in computers.enumerated() {
      _ = try await Self.everyTrip(computer.run())
      computer.go(online: false)
      #expect(
        try await Self.everyTrip(computer.run()) == onServer,
        "seed \(seed): the copy of computer \(index) after the final sync")
    }
  }

  /// Takes step `kind` on `computer`, and counts what it was told it made.
  private static func take(
    _ kind: Int, on computer: Computer, _ random: inout Generator
  ) async throws -> String {
    let run = computer.run()
    let id = Fixtures.tripID(Int64.random(in: 1...30, using: &random))
    let delay = Int.random(in: 1...60, using: &random)
    switch kind {
    case 0, 1:
      computer.go(online: !computer.online)
      return computer.online ? "online" : "offline"
    case 2:
      let made = (try? await run.add(draft(day: delay))) != nil
      if made { computer.acknowledged += 1 }
      return "add \(made)"
    case 3, 4:
      guard let trip = try? await run.trip(withID: id) else { return "edit \(id): none" }
      let departed = trip.departing(at: trip.departure.addingTimeInterval(Double(delay) * 60))
      // An edit that changes nothing keeps and sends nothing.
      guard departed != trip else { return "edit \(id): no change" }
      let made = (try? await run.replace(departed)) != nil
      if made { computer.acknowledged += 1 }
      return "edit \(id) \(made)"
    case 8:
      guard let trip = try? await run.trip(withID: id) else { return "rename \(id): none" }
      let name = "D\(delay)"
      guard trip.destination != name,
        let renamed = try? trip.replanned(
          departure: trip.departure, arrival: trip.arrival, origin: trip.origin,
          destination: name)
      else { return "rename \(id): no change" }
      let made = (try? await run.replace(renamed)) != nil
      if made {
        computer.acknowledged += 1
        computer.destinations[id, default: []].insert(name)
      }
      return "rename \(id) \(made)"
    case 9:
      guard computer.online else { return "resolve offline" }
      let summary = try? await run.sendPendingChanges()
      guard let conflict = summary?.conflicts.first, let conflicted = conflict.change.tripIDs.first
      else { return "resolve: none" }
      let side: ChangeConflict.Side = Bool.random(using: &random) ? .mine : .theirs
      let resolved = try? await run.resolve(tripWithID: conflicted, keeping: side)
      if side == .theirs, resolved != nil { computer.dropped += 1 }
      return "resolve \(conflicted) \(side)"
    case 11:
      // Two of the first trips, which are there unless removed.
      let pair = Array((1...Self.seeded).shuffled(using: &random).prefix(2)).map(Fixtures.tripID)
      guard let first = try? await run.trip(withID: pair[0]),
        let second = try? await run.trip(withID: pair[1])
      else { return "two departures \(pair): none" }
      let late = [first, second].map {
        $0.departing(at: $0.departure.addingTimeInterval(Double(delay) * 60))
      }
      guard late != [first, second] else { return "two departures: no change" }
      let set = TripChangeSet([
        .edit(TripEdit(from: first, to: late[0])), .edit(TripEdit(from: second, to: late[1])),
      ])
      let made = (try? await run.apply(set)) != nil
      if made { computer.acknowledged += 1 }
      return "two departures \(pair) \(made)"
    case 5:
      guard let trip = try? await run.trip(withID: id) else { return "remove \(id): none" }
      let made = (try? await run.remove(trip)) != nil
      if made { computer.acknowledged += 1 }
      return "remove \(id) \(made)"
    case 6:
      guard computer.online else { return "sync offline" }
      let summary = try? await run.sendPendingChanges()
      if let conflict = summary?.conflicts.first, let conflicted = conflict.change.tripIDs.first,
        (try? await run.resolve(tripWithID: conflicted, keeping: .theirs)) != nil
      {
        computer.dropped += 1
      }
      return "sync"
    default:
      _ = try? await everyTrip(run)
      return "list"
    }
  }

  /// The writer under the computers, as psql: sets trip `id`'s origin alone, and notes it.
  private func write(_ id: TripID, _ step: Int, _ database: String) throws -> String {
    try server.execute(
      """
      WITH written AS (
        UPDATE trips SET origin = 'W\(step)', revision = revision + 1 WHERE id = \(id.rawValue)
        RETURNING id)
      INSERT INTO model_writes SELECT id, 'W\(step)' FROM written
      """, in: database)
    return "write \(id)"
  }

  /// Every change each computer was told it made is applied under its key, waiting, in
  /// conflict or dropped; every trip's revision counts the changes applied to it and the
  /// writer's; every origin is the writer's last.
  private func check(
    _ computers: [Computer], _ identity: TripStoreIdentity, _ database: String, _ context: String
  ) async throws {
    for (index, computer) in computers.enumerated() {
      var accounted = computer.dropped
      if let kept = computer.keptChanges(for: identity) {
        let summary = try await kept.summary()
        let copy = try await kept.copyIdentity()
        accounted += summary.waiting.count + summary.conflicts.count
        accounted += try Int(
          server.value(
            of: "SELECT count(*) FROM trips_applied_changes WHERE copy = '\(copy)'",
            in: database))!
      }
      #expect(accounted == computer.acknowledged, "\(context): computer \(index)")
    }
    let counted = try server.value(
      of: """
        SELECT count(*) FROM trips t
        WHERE t.revision <> (CASE WHEN t.id <= \(Self.seeded) THEN 1 ELSE 0 END)
          + (SELECT count(*) FROM trips_applied_changes a
            WHERE a.trip_id = t.id OR t.id = ANY(a.trip_ids))
          + (SELECT count(*) FROM model_writes w WHERE w.trip_id = t.id)
        """, in: database)
    #expect(counted == "0", "\(context): a revision that does not count its changes")
    let overwritten = try server.value(
      of: """
        SELECT count(*) FROM trips t
        WHERE t.origin IS DISTINCT FROM (
          SELECT w.origin FROM model_writes w WHERE w.trip_id = t.id
          ORDER BY substr(w.origin, 2)::int DESC LIMIT 1)
        """, in: database)
    #expect(overwritten == "0", "\(context): an origin that is not the writer's last")
  }

  private static func draft(day: Int) -> TripDraft {
    let departure = Fixtures.articleDeparture.addingTimeInterval(Double(day) * 86_400)
    return try! TripDraft(
      departure: departure, arrival: departure.addingTimeInterval(1_020),
      recordedDeparture: nil, origin: nil, destination: nil)
  }

  private static func everyTrip(_ store: some TripStore) async throws -> [Trip] {
    var trips: [Trip] = []
    for try await trip in store.allTrips(pageSize: 50) { trips.append(trip) }
    return trips
  }
}
