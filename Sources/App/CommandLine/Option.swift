/// An option declared once, with the type of its value: the command reads the value through
/// this declaration, so a misspelt option is a compile error, not a silent `nil`.
///
/// ```swift
/// static let departure = Option.required("--departure", .time, help: "When it leaves.")
/// static let origin = Option.optional("--from", .placeName, help: "Where it starts.")
/// static let all = Option.flag("--all", help: "Include past trips.")
/// ```
///
/// A required option reads as its value, an optional one as an optional, a flag as a `Bool`.
/// The parser checks every declaration before the command sees its arguments: the value's
/// kind, the choices, and that a required option was given.
struct Option<Value: Sendable>: OptionDeclaration {
  /// What help, completions, the manual page and the parser see.
  let definition: OptionDefinition
  /// The typed value, from what the parser read for the option (`nil` when it was not
  /// given); `nil` only when a required option is missing, which the parser never lets by.
  let extract: @Sendable ((any Sendable)?) -> Value?

  /// An option the command cannot run without.
  ///
  /// - Parameters:
  ///   - name: The long name with its dashes.
  ///   - kind: What the value is.
  ///   - help: The help text; a `\n` starts a new line in the help column.
  static func required(_ name: String, _ kind: ValueKind<Value>, help: String) -> Option {
    Option(definition: .init(name, kind, help: help, isRequired: true)) { $0 as? Value }
  }

  /// An option that may be left out.
  ///
  /// - Parameters:
  ///   - name: The long name with its dashes.
  ///   - kind: What the value is.
  ///   - help: The help text; a `\n` starts a new line in the help column.
  static func optional<Wrapped>(_ name: String, _ kind: ValueKind<Wrapped>, help: String)
    -> Option where Value == Wrapped?
  {
    Option(definition: .init(name, kind, help: help, isRequired: false)) {
      .some($0 as? Wrapped)
    }
  }
}

extension Option<Bool> {
  /// An option that takes no value: `true` when it was given.
  ///
  /// - Parameters:
  ///   - name: The long name with its dashes.
  ///   - shortName: A one-letter name with its dash, if any.
  ///   - help: The help text.
  static func flag(_ name: String, shortName: String? = nil, help: String) -> Option {
    let definition = OptionDefinition(
      name: name, shortName: shortName, valueName: nil, help: help, allowedValues: [],
      isRequired: false, completion: .none, read: { _ in true }, write: { _ in "" })
    return Option(definition: definition) { .some($0 != nil) }
  }
}

extension OptionDefinition {
  fileprivate init<Value>(
    _ name: String, _ kind: ValueKind<Value>, help: String, isRequired: Bool
  ) {
    self.init(
      name: name, shortName: nil, valueName: kind.valueName, help: help,
      allowedValues: kind.allowedValues, isRequired: isRequired, completion: kind.completion,
      read: { text throws(ValueProblem) in try kind.read(text) },
      write: { value in (value as? Value).map(kind.write) ?? "" })
  }
}
