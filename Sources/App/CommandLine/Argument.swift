/// A positional argument declared once, with the type of its value; the command reads the
/// value through this declaration.
///
/// ```swift
/// static let id = Argument.required("id", .tripNumber, help: "The number of the trip.")
/// ```
///
/// A required argument reads as its value, an optional one as an optional. The parser checks
/// the count, the kind and the choices before the command sees its arguments.
struct Argument<Value: Sendable>: ArgumentDeclaration {
  /// What help, completions, the manual page and the parser see.
  let definition: ArgumentDefinition
  /// The typed value, from what the parser read for the argument (`nil` when it was not
  /// given); `nil` only when a required argument is missing, which the parser never lets by.
  let extract: @Sendable ((any Sendable)?) -> Value?

  /// An argument the command cannot run without.
  ///
  /// - Parameters:
  ///   - name: The name in help text, without brackets.
  ///   - kind: What the value is.
  ///   - help: The help text.
  static func required(_ name: String, _ kind: ValueKind<Value>, help: String) -> Argument {
    Argument(definition: .init(name, kind, help: help, isOptional: false)) { $0 as? Value }
  }

  /// An argument that may be left out.
  ///
  /// - Parameters:
  ///   - name: The name in help text, without brackets.
  ///   - kind: What the value is.
  ///   - help: The help text.
  static func optional<Wrapped>(_ name: String, _ kind: ValueKind<Wrapped>, help: String)
    -> Argument where Value == Wrapped?
  {
    Argument(definition: .init(name, kind, help: help, isOptional: true)) {
      .some($0 as? Wrapped)
    }
  }
}

extension ArgumentDefinition {
  fileprivate init<Value>(
    _ name: String, _ kind: ValueKind<Value>, help: String, isOptional: Bool
  ) {
    self.init(
      name: name, help: help, isOptional: isOptional, allowedValues: kind.allowedValues,
      completion: kind.completion,
      read: { text throws(ValueProblem) in try kind.read(text) },
      write: { value in (value as? Value).map(kind.write) ?? "" })
  }
}
