import Foundation

/// The address of a PostgreSQL store: a `postgresql://` or `postgres://` URI, as libpq reads it.
///
/// Messages name the store by ``redacted``, never by the URI itself, so a password written in
/// the address (`postgresql://ann:secret@host/trips`, or `?password=secret`) is never printed.
public struct PostgreSQLAddress: Equatable, Sendable {
  /// The URI as given.
  public let uri: String

  /// The URI schemes libpq reads as a PostgreSQL address.
  static let schemes = ["postgresql://", "postgres://"]

  /// The address in `text`, when it is a PostgreSQL URI; `nil` for anything else, which is a
  /// file path.
  ///
  /// - Parameter text: A store given with `--store` or `TRIPS_STORE`.
  public init?(_ text: String) {
    guard Self.schemes.contains(where: { text.lowercased().hasPrefix($0) }) else { return nil }
    uri = text
  }

  /// The scheme alone, `postgresql://` or `postgres://`, for an address that cannot be read
  /// (a password in it might sit where no password is looked for).
  public var scheme: String {
    Self.schemes.first { uri.lowercased().hasPrefix($0) } ?? Self.schemes[0]
  }

  /// The URI with any password removed: from the user part, and every query setting whose
  /// name holds `password` (`password`, `sslpassword`).
  public var redacted: String {
    guard let separator = uri.range(of: "://") else { return uri }
    let scheme = uri[..<separator.upperBound]
    var rest = Substring(uri[separator.upperBound...])
    // The user part ends at the last `@`. Searched for in the whole address, so that a password
    // holding `/` or `?`, which libpq would not read as one, is still removed; an `@` later
    // in the address then hides more than the password, never less.
    if let at = rest.lastIndex(of: "@"), rest[..<at].contains(":") {
      rest = rest[..<at].prefix { $0 != ":" } + rest[at...]
    }
    guard let mark = rest.firstIndex(of: "?") else { return String(scheme + rest) }
    let kept = rest[rest.index(after: mark)...].split(
      separator: "&", omittingEmptySubsequences: false
    )
    .filter {
      let key = String($0.prefix { $0 != "=" })
      return !(key.removingPercentEncoding ?? key).lowercased().contains("password")
    }
    let address = scheme + rest[..<mark]
    return String(kept.isEmpty ? address : address + "?" + kept.joined(separator: "&"))
  }
}
