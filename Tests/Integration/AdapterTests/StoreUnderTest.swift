import Domain
import Foundation
import InMemoryStore
import IntegrationTestSupport
import JSONFileStore
import LessonTestSupport
import OfflineCopy
import PostgreSQLStore
import RunLog
import SQLiteStore
import StoreCapabilities
import Testing

/// Every implementation of ``TripStore`` in the package: the three adapters and the
/// test doubles the use-case suites rely on (the faulty store with nothing planned, and the
/// spy over it).
enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
  case inMemory
  case sqlite
  case json
  case postgresql
  /// A PostgreSQL store read through its local copy (``CachingTripRepository``).
  case cached
  case faulty
  case spy
  /// The in-memory store behind the run's log (``LoggingTripStore``), writing to a file.
  case logged
  /// ``TripRepositorySpy``, the lesson's spy: it answers the articles' port alone, so only
  /// ``TripRepositoryContractTests`` runs it (through ``StoreUnderTest/port``).
  case repositorySpy

  /// Every kind this machine can run: PostgreSQL only where the test server started
  /// (`PostgreSQLServerTests` says why not, and fails under `CI=true`).
  static var available: [StoreKind] {
    let stores = allCases.filter { $0 != .repositorySpy }
    guard case .success = PostgreSQLTestServer.shared else {
      return stores.filter { $0 != .postgresql && $0 != .cached }
    }
    return stores
  }

  /// Every kind that implements the articles' port: the stores, and the lesson's spy too.
  static var articlesPort: [StoreKind] { available + [.repositorySpy] }

  static let files: [StoreKind] = [.sqlite, .json]

  /// The kinds whose trips outlast the repository that wrote them.
  static let lasting: [StoreKind] = [.sqlite, .json, .postgresql, .cached]

  var testDescription: String { rawValue }

  /// A store of this kind at `path`: JSON for ``json``, PostgreSQL for ``postgresql`` (then
  /// `path` is the address), SQLite otherwise.
  func fileStore(at path: String) -> any FullTripStore {
    switch self {
    case .json: JSONFileTripRepository(path: path)
    case .postgresql: PostgreSQLTripRepository(address: PostgreSQLAddress(path)!, environment: [:])
    default: SQLiteTripRepository(path: path)
    }
  }
}

/// A store of one kind in a fresh directory (or a fresh database on the test server), and a
/// way to open it again.
struct StoreUnderTest {
  let kind: StoreKind
  let directory = TemporaryDirectory()
  let repository: any TripStoreMoving
  /// The same store through the articles' port alone: the repository, or for
  /// ``StoreKind/repositorySpy`` the spy that records what is sent to it.
  let port: any TripStore
  /// The database's address, for a PostgreSQL store.
  let address: String?

  init(_ kind: StoreKind) {
    self.kind = kind
    if kind == .postgresql || kind == .cached,
      case .success(let server) = PostgreSQLTestServer.shared
    {
      // A database that cannot be made fails the test at its first request.
      address = server.address(of: (try? server.newDatabase()) ?? "not_made")
    } else {
      address = nil
    }
    let repository = Self.open(kind, in: directory, address: address)
    self.repository = repository
    self.port = kind == .repositorySpy ? TripRepositorySpy(repository) : repository
  }

  /// The path of the store's file, for the file stores.
  var path: String { Self.path(kind, in: directory) }

  /// A new repository over the same file, as the next process would open it.
  func reopened() -> any TripStoreMoving {
    Self.open(kind, in: directory, address: address)
  }

  private static func path(_ kind: StoreKind, in directory: TemporaryDirectory) -> String {
    directory.file(kind == .json ? "store/trips.json" : "store/trips.sqlite")
  }

  private static func open(_ kind: StoreKind, in directory: TemporaryDirectory, address: String?)
    -> any TripStoreMoving
  {
    switch kind {
    case .postgresql:
      PostgreSQLTripRepository(
        address: PostgreSQLAddress(address ?? "postgresql:///")!, environment: [:])
    case .cached:
      CachingTripRepository(
        remote: PostgreSQLTripRepository(
          address: PostgreSQLAddress(address ?? "postgresql:///")!, environment: [:]),
        folder: OfflineCopyFolder(path: directory.file("copies")),
        address: address ?? "postgresql:///", freshOnly: false, now: { Date() },
        notify: { _ in })
    case .inMemory: InMemoryTripRepository()
    case .sqlite: SQLiteTripRepository(path: path(kind, in: directory))
    case .json: JSONFileTripRepository(path: path(kind, in: directory))
    case .faulty, .repositorySpy: FaultyTripRepository(trips: [])
    case .spy: TripStoreSpy()
    case .logged:
      LoggingTripStore(
        InMemoryTripRepository(),
        log: RunLog(
          destination: (try? LogFile.appending(to: directory.file("trips.log")))
            ?? LogFile.standardError(),
          level: .debug, runID: "contract", clock: LogClock(now: { Date() }, elapsed: { .zero })))
    }
  }
}
