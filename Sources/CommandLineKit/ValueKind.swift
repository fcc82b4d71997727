/// What kind of value an option or argument takes: how its text is read, how a value is
/// written back as text, and what a shell can offer for it.
///
/// A kind is written once and shared by every option of that kind, so the problems of a kind
/// are worded and translated once, and name the option they came from. The kit brings the
/// kinds any program needs (``text(_:)``, ``file(_:)``, ``choice(_:)``, ``name(_:among:)``); a
/// program adds its own in an extension, with a ``ValueProblem/custom(_:)`` of its own words:
///
/// ```swift
/// extension ValueKind<Int> {
///   static let port = ValueKind(valueName: "port") { text throws(ValueProblem) in
///     guard let port = Int(text), (1...65535).contains(port) else { throw .notAPort }
///     return port
///   } write: { String($0) }
/// }
/// ```
public struct ValueKind<Value: Sendable>: Sendable {
  /// The name of the value in help text: `time` in `--departure <time>`.
  public var valueName: String
  /// The only texts accepted, or empty when the kind reads any text.
  public var allowedValues: [String]
  /// What a shell can offer for the value.
  public var completion: ValueCompletion
  /// Reads the text typed.
  public var read: @Sendable (String) throws(ValueProblem) -> Value
  /// Writes a value as the text that reads back to it.
  public var write: @Sendable (Value) -> String

  /// A kind of value.
  ///
  /// - Parameters:
  ///   - valueName: The name of the value in help text.
  ///   - allowedValues: The only texts accepted, or empty when any text may be.
  ///   - completion: What a shell can offer.
  ///   - read: Reads the text typed, or throws what is wrong with it.
  ///   - write: Writes a value as the text that reads back to it.
  public init(
    valueName: String, allowedValues: [String] = [], completion: ValueCompletion = .none,
    read: @escaping @Sendable (String) throws(ValueProblem) -> Value,
    write: @escaping @Sendable (Value) -> String
  ) {
    self.valueName = valueName
    self.allowedValues = allowedValues
    self.completion = completion
    self.read = read
    self.write = write
  }
}

extension ValueKind<String> {
  /// Any text, as typed: a name, or an identifier that is checked when the command runs.
  ///
  /// - Parameter valueName: The name of the value in help text.
  public static func text(_ valueName: String) -> ValueKind {
    ValueKind(valueName: valueName) { text in
      text
    } write: {
      $0
    }
  }

  /// The name of a file, which a shell completes.
  ///
  /// - Parameter valueName: The name of the value in help text.
  public static func file(_ valueName: String) -> ValueKind {
    ValueKind(valueName: valueName, completion: .file) { text in
      text
    } write: {
      $0
    }
  }

  /// One of a list of names known only when the program runs, such as its commands; a typo
  /// is answered with the nearest name.
  ///
  /// - Parameters:
  ///   - valueName: The name of the value in help text.
  ///   - names: The names accepted, asked for when a value is read.
  public static func name(_ valueName: String, among names: @escaping @Sendable () -> [String])
    -> ValueKind
  {
    ValueKind(valueName: valueName, completion: .commandNames) { text throws(ValueProblem) in
      let names = names()
      guard names.contains(text) else {
        throw .notAName(suggestion: NearestName.suggestion(for: text, among: names))
      }
      return text
    } write: {
      $0
    }
  }
}

extension ValueKind where Value: CaseIterable & RawRepresentable<String> {
  /// One of the cases of `Value`, by its raw value.
  ///
  /// - Parameter valueName: The name of the value in help text.
  public static func choice(_ valueName: String) -> ValueKind {
    let allowed = Value.allCases.map(\.rawValue)
    return ValueKind(valueName: valueName, allowedValues: allowed, completion: .choices) {
      text throws(ValueProblem) in
      guard let value = Value(rawValue: text) else { throw .notAChoice(allowed: allowed) }
      return value
    } write: {
      $0.rawValue
    }
  }
}
