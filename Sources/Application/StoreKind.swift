/// The kind of store the composition root chose, so that the advice on a store's failure fits
/// it: a server is never told to move a file aside, nor a file to check a password.
public enum StoreKind: Sendable, CaseIterable {
  /// A file on this computer: SQLite or JSON.
  case file
  /// A database server, PostgreSQL, read through a local copy or not.
  case server
  /// Memory, which keeps trips for one run and cannot fail.
  case memory
}
