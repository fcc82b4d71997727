/// Why a store file could not be used. The file it names has not been changed.
///
/// This is the failure vocabulary of the ``TripRepository`` port: every file adapter reports
/// its problems in these terms, so the use cases can explain them in the person's language
/// without knowing which adapter is behind the port. An adapter refuses to write to a file it
/// cannot read as its own store, so the person's data stays exactly as it was.
public struct TripStoreError: Error, Equatable, Sendable {
  /// What is wrong with a store file.
  public enum Problem: Equatable, Sendable {
    /// A directory stands where the store file should be.
    case isDirectory
    /// The file exists but holds no bytes.
    case emptyFile
    /// The file is not an SQLite database.
    case notSQLiteDatabase
    /// The file is an SQLite database, but not one that Trips wrote.
    case foreignDatabase
    /// The file is shorter than its own header says: part of it is missing.
    case truncated
    /// The file's content is damaged; the detail says where it was noticed.
    case corrupt(String)
    /// The store was written by a newer version of Trips.
    case newerSchema(found: Int, supported: Int)
    /// The file is not valid JSON; the detail says where it stops being JSON.
    case malformedJSON(String)
    /// The file is JSON, but not in the shape of a Trips store.
    case invalidContent(String)
    /// The file or its directory could not be read.
    case unreadable(String)
    /// The file or its directory could not be written.
    case unwritable(String)
    /// The database reported an error.
    case database(String)
  }

  /// The file the error is about.
  public let path: String
  /// What is wrong with it.
  public let problem: Problem

  /// Creates an error about a store file.
  ///
  /// - Parameters:
  ///   - path: The file the error is about.
  ///   - problem: What is wrong with it.
  public init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }
}

extension TripStoreError: CustomStringConvertible {
  /// The file's path and what is wrong with it, in one sentence.
  public var description: String {
    "\(path) \(problem.description)."
  }
}

extension TripStoreError.Problem: CustomStringConvertible {
  /// What is wrong, as the end of a sentence that starts with the file's path.
  public var description: String {
    switch self {
    case .isDirectory: "is a directory, not a store file"
    case .emptyFile: "is empty, so it is not a Trips store"
    case .notSQLiteDatabase: "is not an SQLite database"
    case .foreignDatabase: "is an SQLite database of another program, not a Trips store"
    case .truncated: "is shorter than its header says: part of the file is missing"
    case .corrupt(let detail): "is damaged (\(detail))"
    case .newerSchema(let found, let supported):
      "was written by a newer Trips (schema version \(found); this one knows up to \(supported))"
    case .malformedJSON(let detail): "is not valid JSON (\(detail))"
    case .invalidContent(let detail): "is not a Trips store (\(detail))"
    case .unreadable(let detail): "cannot be read (\(detail))"
    case .unwritable(let detail): "cannot be written (\(detail))"
    case .database(let detail): "could not be used (\(detail))"
    }
  }
}
