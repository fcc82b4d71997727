import DeliveryCheckers
import Domain
import Foundation
import InMemoryStore
import IntegrationTestSupport
import JSONFileStore
import LessonTestSupport
import SQLiteStore
import StoreCapabilities
import StoreOpening
import Testing

@testable import App

/// `trips` run inside the test process: the whole command — parsing, composition, use cases,
/// views — with its arguments, environment, both output streams and its clock given by the
/// test, so a run takes microseconds and its output never depends on the machine.
///
/// The environment is private and fixed: a temporary home folder, American English, Amsterdam
/// time, no terminal. The clock stands at ``now``.
@MainActor
final class InProcessTrips {
  /// The stores a run can use, as `TRIPS_STORE` names them.
  enum Store: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite
    case json
    case memory

    var testDescription: String { rawValue }
  }

  /// What one run printed and how it ended.
  struct Run: Equatable {
    let status: Int32
    let output: String
    let error: String
  }

  /// The instant the clock shows unless a test names another: 1 October 2035, 12:00 in
  /// Amsterdam.
  nonisolated static let now = Fixtures.instant("2035-10-01T10:00:00Z")

  /// The instant the clock shows in every run.
  let now: Date

  /// The temporary home folder.
  let home = TemporaryDirectory()
  /// The environment every run gets; a test may add to it.
  var environment: [String: String]
  /// Whether standard error is taken for a terminal, as `--log -` asks before its timings.
  var errorIsTerminal = false
  /// The store's file, or `nil` for the in-memory store.
  let storePath: String?
  /// One in-memory store shared by every run, so `add` then `show` works as it would with a
  /// file; `:memory:` in a real process is new for every command.
  private let memory = InMemoryTripRepository()

  /// A driver whose runs use `store`, or the default store under the home folder when `nil`.
  init(
    store: Store? = nil, environment extra: [String: String] = [:],
    now: Date = InProcessTrips.now
  ) {
    self.now = now
    switch store {
    case .sqlite: storePath = home.file("trips.sqlite")
    case .json: storePath = home.file("trips.json")
    case .memory, nil: storePath = nil
    }
    var environment = ["HOME": home.path, "LANG": "en_US.UTF-8", "TZ": "Europe/Amsterdam"]
    if store != nil { environment["TRIPS_STORE"] = storePath ?? ":memory:" }
    self.environment = environment.merging(extra) { $1 }
  }

  /// The default store's path under the home folder.
  var defaultStore: String { home.file(".local/share/trips/trips.sqlite") }

  /// The bytes of the store's file, or `nil` when there is none (or the store is in memory).
  var storeBytes: Data? { storePath.flatMap { FileManager.default.contents(atPath: $0) } }

  /// The store the runs use, opened as `trips` opens it, to read back what they left.
  var store: any FullTripStore {
    switch environment["TRIPS_STORE"] {
    case let path? where path.hasSuffix(".json"): JSONFileTripRepository(path: path)
    case let path? where path != ":memory:": SQLiteTripRepository(path: path)
    default: memory
    }
  }

  /// Runs `trips` with `arguments`.
  @discardableResult
  func run(_ arguments: String...) async -> Run {
    await run(arguments)
  }

  /// Runs `trips` with `arguments`.
  func run(_ arguments: [String]) async -> Run {
    let output = TextBuffer()
    let error = TextBuffer()
    let memory = memory
    let now = now
    let command = TripsCommand(
      arguments: arguments, environment: environment, output: output, errorOutput: error,
      outputIsTerminal: false, errorOutputIsTerminal: errorIsTerminal,
      systemTimeZone: { TimeZone(identifier: "UTC")! },
      now: { now },
      openStore: { location, busyTimeout, reporting in
        location == .memory
          ? OpenedStore(memory)
          : await StoreOpening.open(
            at: location, busyTimeout: busyTimeout, reporting: reporting)
      })
    let status = await command.run()
    if Self.writesJSON(arguments), !output.text.isEmpty {
      // Every JSON document an acceptance test produces is held to the published schema.
      await Checkers.expectMatchesSchema(output.text)
    }
    return Run(status: status.rawValue, output: output.text, error: error.text)
  }

  /// Whether `arguments` ask for `--format json`.
  private static func writesJSON(_ arguments: [String]) -> Bool {
    arguments.contains("--format=json")
      || zip(arguments, arguments.dropFirst()).contains { $0 == ("--format", "json") }
  }
}
