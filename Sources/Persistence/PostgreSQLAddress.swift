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

  /// The URI with any password removed: from the user part, and from the query.
  public var redacted: String {
    guard let separator = uri.range(of: "://") else { return uri }
    let scheme = uri[..<separator.upperBound]
    var rest = Substring(uri[separator.upperBound...])
    var query: Substring?
    if let mark = rest.firstIndex(of: "?") {
      query = rest[rest.index(after: mark)...]
      rest = rest[..<mark]
    }
    let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
    var authority = rest[..<authorityEnd]
    let path = rest[authorityEnd...]
    if let at = authority.lastIndex(of: "@") {
      let user = authority[..<at].prefix { $0 != ":" }
      authority = user + authority[at...]
    }
    var result = scheme + authority + path
    let kept = query.map { parameters in
      parameters.split(separator: "&", omittingEmptySubsequences: false).filter {
        let key = $0.prefix { $0 != "=" }
        return String(key).removingPercentEncoding?.lowercased() != "password"
      }
    }
    if let kept, !kept.isEmpty {
      result += "?" + kept.joined(separator: "&")
    }
    return String(result)
  }
}
