import Domain

/// A store that can tell, cheaply, whether anything in it changed.
///
/// A live view asks for the store's ``TripChangeToken`` now and then and reloads its trip
/// only when the token differs from the last one: a counter in memory, SQLite's
/// `data_version`, or a file's identity and modification time. Reading a token never reads
/// the trips themselves.
public protocol TripChangeTracking: Sendable {
  /// A value that changes whenever the stored trips may have changed.
  ///
  /// - Returns: The current token. Equal tokens mean nothing changed in between.
  /// - Throws: ``TripStoreError`` when the store cannot be read.
  func changeToken() async throws(TripStoreError) -> TripChangeToken
}

/// An opaque snapshot of a store's version; compare two for equality, nothing more.
public struct TripChangeToken: Hashable, Sendable {
  private let parts: [Int64]

  /// Creates a token from the numbers an adapter uses to recognise a version.
  ///
  /// - Parameter parts: For example a counter, or a file's inode, size and modification time.
  public init(_ parts: [Int64]) {
    self.parts = parts
  }
}
