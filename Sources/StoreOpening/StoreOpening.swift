import Foundation
import InMemoryStore
import JSONFileStore
import OfflineCopy
import PostgreSQLStore
import SQLiteStore
import StoreEvents

/// How every delivery opens the store its settings name: the one place that picks an adapter
/// for a location, and puts a team store behind its copy on this computer.
public enum StoreOpening {
  /// Opens the store at `location` with the adapter for its kind.
  ///
  /// An SQLite store opens and checks its file now, and a PostgreSQL store connects and
  /// checks its version now, each on its own executor, so that the first request finds it
  /// open; nothing is created, and a failure is reported by the first request. JSON and
  /// memory stores read nothing until asked.
  ///
  /// - Parameters:
  ///   - location: Where the settings say the trips are kept.
  ///   - busyTimeout: How long a store waits while another program holds it.
  ///   - reporting: Where a store tells what only it knows, such as the host it reached.
  public static func open(
    at location: StoreLocation, busyTimeout: Duration,
    reporting: any StoreEventReporting = NoStoreEvents()
  ) async -> OpenedStore {
    switch location {
    case .memory:
      return OpenedStore(InMemoryTripRepository())
    case .json(let path):
      return OpenedStore(JSONFileTripRepository(path: path, busyTimeout: busyTimeout))
    case .postgresql(let address, let environment):
      let store = PostgreSQLTripRepository(
        address: address, environment: environment, busyTimeout: busyTimeout,
        reporting: reporting)
      await store.connectAhead()
      return OpenedStore(store)
    case .sqlite(let path):
      let store = SQLiteTripRepository(path: path, busyTimeout: busyTimeout)
      await store.openIfPresent()
      return OpenedStore(store)
    }
  }

  /// `opened`, read through its copy on this computer when `location` is a team store and
  /// the environment names a folder for copies; else `opened` as it is.
  ///
  /// The copy answers while the store cannot be reached, keeps the changes made meanwhile,
  /// and tells what it did through `notify`, which each delivery words in its own place.
  ///
  /// - Parameters:
  ///   - opened: The store as ``open(at:busyTimeout:reporting:)`` opened it.
  ///   - location: Where the settings say the trips are kept.
  ///   - environment: The process's environment: the folder for copies and
  ///     `TRIPS_FRESH_ONLY`.
  ///   - freshOnly: Whether the person asked for the store's own answers only.
  ///   - now: The clock.
  ///   - notify: Where the copy's notices go.
  ///   - reporting: Where the copy tells what only it knows.
  public static func throughOfflineCopy(
    _ opened: OpenedStore, at location: StoreLocation, environment: [String: String],
    freshOnly: Bool, now: @escaping @Sendable () -> Date,
    notify: @escaping @Sendable (CachingTripRepository.Notice) async -> Void,
    reporting: any StoreEventReporting = NoStoreEvents()
  ) -> OpenedStore {
    guard case .postgresql(let address, _) = location,
      let folder = OfflineCopies.folder(environment: environment)
    else { return opened }
    let copy = CachingTripRepository(
      remote: opened.store, folder: folder, address: address.redacted,
      freshOnly: OfflineCopies.freshOnly(option: freshOnly, environment: environment),
      now: now, notify: notify, reporting: reporting)
    return OpenedStore(offlineCopy: copy)
  }
}
