/// One named value of a log line, in the order the line writes it.
public struct LogField: Equatable, Sendable {
  /// The key: a name of the log's schema, never text from elsewhere.
  public let key: StaticString
  /// The value.
  public let value: LogValue

  /// A field named `key`.
  ///
  /// - Parameters:
  ///   - key: A name of the log's schema.
  ///   - value: The value.
  public init(_ key: StaticString, _ value: LogValue) {
    self.key = key
    self.value = value
  }

  /// Fields are equal when their keys read the same and their values are equal.
  public static func == (left: LogField, right: LogField) -> Bool {
    left.key.description == right.key.description && left.value == right.value
  }
}
