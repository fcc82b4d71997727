/// Why a store could not be used. The file it names has not been changed.
///
/// This is the failure vocabulary of the ``TripRepository`` port: every adapter reports its
/// problems in these terms, so the use cases can explain them in the person's language
/// without knowing which adapter is behind the port. The error holds facts, not sentences:
/// the words are in the Application layer's strings, in every language. An adapter refuses to write to a file it
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
    /// Another program holds the store's lock and did not let go within the busy timeout.
    /// Nothing was written; trying again later may succeed.
    case busy
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
