import Domain
import Persistence
import TestSupport
import Testing

/// Every implementation of ``TripRepository`` in the package: the three adapters and the
/// test doubles the use-case suites rely on (the faulty store with nothing planned, and the
/// spy over it).
enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
  case inMemory
  case sqlite
  case json
  case faulty
  case spy

  static let files: [StoreKind] = [.sqlite, .json]

  var testDescription: String { rawValue }

  /// A file store of this kind at `path`: JSON for ``json``, SQLite otherwise.
  func fileStore(at path: String) -> any TripRepository & TripChangeTracking {
    self == .json ? JSONFileTripRepository(path: path) : SQLiteTripRepository(path: path)
  }
}

/// A store of one kind in a fresh directory, and a way to open it again from its file.
struct StoreUnderTest {
  let kind: StoreKind
  let directory = TemporaryDirectory()
  let repository: any TripRepository

  init(_ kind: StoreKind) {
    self.kind = kind
    self.repository = Self.open(kind, in: directory)
  }

  /// The path of the store's file, for the file stores.
  var path: String { Self.path(kind, in: directory) }

  /// A new repository over the same file, as the next process would open it.
  func reopened() -> any TripRepository {
    Self.open(kind, in: directory)
  }

  private static func path(_ kind: StoreKind, in directory: TemporaryDirectory) -> String {
    directory.file(kind == .json ? "store/trips.json" : "store/trips.sqlite")
  }

  private static func open(_ kind: StoreKind, in directory: TemporaryDirectory)
    -> any TripRepository
  {
    switch kind {
    case .inMemory: InMemoryTripRepository()
    case .sqlite: SQLiteTripRepository(path: path(kind, in: directory))
    case .json: JSONFileTripRepository(path: path(kind, in: directory))
    case .faulty: FaultyTripRepository(trips: [])
    case .spy: TripRepositorySpy()
    }
  }
}
