import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import PostgreSQLStore
import Testing

@testable import OfflineCopy

/// Random sequences of online and offline steps by three computers against the real server,
/// each computer with a copy and kept changes of its own, going offline by a planned failure.
///
/// After every step, every change a computer was told it made is on the server (under its key),
/// waiting, in conflict, or dropped by `resolve --keep theirs`; and every trip's revision counts
/// the changes applied to it, so none was applied twice. After a final sync, every copy agrees
/// with the server. `TRIPS_MODEL_SEED` repeats a run; a failure names its seed.
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

    let started = Date()
    var steps = 0
    while steps < 200, Date().timeIntervalSince(started) < 50 {
      steps += 1
      let computer = computers[Int.random(in: 0..<3, using: &random)]
      let step = try await Self.take(Int.random(in: 0..<8, using: &random), on: computer, &random)
      try await check(computers, identity, database, "seed \(seed), step \(steps): \(step)")
    }

    for computer in computers { computer.go(online: true) }
    for _ in 0..<10 {
      var settled = true
      for computer in computers {
        let run = computer.run()
        let summary = try await run.sendPendingChanges()
        for conflict in summary.conflicts {
          guard let id = conflict.change.tripID else { continue }
          _ = try await run.resolve(tripWithID: id, keeping: .theirs)
          computer.dropped += 1
        }
        settled = settled && summary.conflicts.isEmpty
      }
      if settled { break }
    }
    try await check(computers, identity, database, "seed \(seed), after the final sync")
    let onServer = try await Self.everyTrip(plain)
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
      let made = (try? await run.update(departed)) != nil
      if made { computer.acknowledged += 1 }
      return "edit \(id) \(made)"
    case 5:
      guard let trip = try? await run.trip(withID: id) else { return "remove \(id): none" }
      let made = (try? await run.remove(trip)) != nil
      if made { computer.acknowledged += 1 }
      return "remove \(id) \(made)"
    case 6:
      guard computer.online else { return "sync offline" }
      let summary = try? await run.sendPendingChanges()
      if let conflict = summary?.conflicts.first, let conflicted = conflict.change.tripID,
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

  /// Every change each computer was told it made is applied under its key, waiting, in
  /// conflict or dropped; every trip's revision counts the changes applied to it.
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
          + (SELECT count(*) FROM trips_applied_changes a WHERE a.trip_id = t.id)
        """, in: database)
    #expect(counted == "0", "\(context): a revision that does not count its changes")
  }

  private static func draft(day: Int) -> TripDraft {
    let departure = Fixtures.articleDeparture.addingTimeInterval(Double(day) * 86_400)
    return try! TripDraft(
      departure: departure, arrival: departure.addingTimeInterval(1_020),
      recordedDeparture: nil, origin: nil, destination: nil)
  }

  private static func everyTrip(_ store: some TripRepository) async throws -> [Trip] {
    var trips: [Trip] = []
    for try await trip in store.allTrips(pageSize: 50) { trips.append(trip) }
    return trips
  }
}
