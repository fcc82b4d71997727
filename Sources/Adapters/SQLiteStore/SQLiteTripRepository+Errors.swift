import Domain
import StoreFiles

// SQLite's failures in the port's terms.
extension SQLiteTripRepository {
  /// Runs SQLite work, with its failure in the port's terms: a store error that names the
  /// file.
  @discardableResult
  func sqlite<Result>(_ body: () throws(SQLiteConnection.Failure) -> Result)
    throws(TripStoreError) -> Result
  {
    do throws(SQLiteConnection.Failure) {
      return try body()
    } catch {
      throw storeError(error)
    }
  }

  /// Runs database work that changes one trip; a store failure is reported as
  /// ``TripRepositoryError/store(_:)``.
  func change<Result>(_ body: () throws(TripStoreError) -> Result) throws(TripRepositoryError)
    -> Result
  {
    do throws(TripStoreError) {
      return try body()
    } catch {
      throw .store(error)
    }
  }

  /// What a failure of SQLite means for the store: busy, damaged, a planted link, or
  /// SQLite's own words.
  func storeError(_ failure: SQLiteConnection.Failure) -> TripStoreError {
    if failure.isBusy {
      return TripStoreError(location: file.path, problem: .busy)
    }
    if failure.isCorruption {
      return TripStoreError(location: file.path, problem: .damaged(failure.message))
    }
    // SQLite never opens its log files through a symbolic link; name one planted there.
    for suffix in ["-wal", "-shm", "-journal"] {
      if let link = StoreFile.plantedLink(at: file.path + suffix) { return link }
    }
    return TripStoreError(location: file.path, problem: .failed(failure.message))
  }
}
