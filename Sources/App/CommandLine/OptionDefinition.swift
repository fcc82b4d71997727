/// An option of a command or of `trips` itself: `--all`, `--departure <time>`.
struct OptionDefinition: Sendable, Equatable {
  /// What a shell can complete after the option.
  enum Completion: Sendable, Equatable {
    /// Nothing: the value is free text, such as a time or a name.
    case none
    /// A file name.
    case file
    /// One of the option's ``OptionDefinition/allowedValues``.
    case choices
  }

  /// The long name, with its dashes: `--departure`.
  var name: String
  /// A one-letter name, with its dash, if there is one: `-h`.
  var shortName: String?
  /// The name of the value in help text (`time` in `--departure <time>`), or `nil` for a flag
  /// that takes no value.
  var valueName: String?
  /// The help text; a `\n` starts a new line in the help column.
  var help: String
  /// The only values the option accepts, or empty when any value goes.
  var allowedValues: [String]
  /// Whether the command cannot run without this option; only for the synopsis.
  var isRequired: Bool
  /// What a shell can offer after the option.
  var completion: Completion

  /// A flag: an option that takes no value.
  static func flag(_ name: String, shortName: String? = nil, help: String) -> OptionDefinition {
    OptionDefinition(
      name: name, shortName: shortName, valueName: nil, help: help, allowedValues: [],
      isRequired: false, completion: .none)
  }

  /// An option followed by a value.
  ///
  /// - Parameters:
  ///   - name: The long name with its dashes.
  ///   - valueName: The value's name in help text.
  ///   - help: The help text.
  ///   - allowedValues: The only values accepted, or empty for any.
  ///   - isRequired: Whether the synopsis shows it without brackets.
  ///   - completion: What a shell can complete after it; choices when `allowedValues` is set.
  static func value(
    _ name: String, valueName: String, help: String, allowedValues: [String] = [],
    isRequired: Bool = false, completion: Completion = .none
  ) -> OptionDefinition {
    OptionDefinition(
      name: name, shortName: nil, valueName: valueName, help: help,
      allowedValues: allowedValues, isRequired: isRequired,
      completion: allowedValues.isEmpty ? completion : .choices)
  }

  /// Whether a value follows the option.
  var takesValue: Bool { valueName != nil }

  /// The names a person may type: the long one, and the short one if any.
  var names: [String] { [shortName, name].compactMap { $0 } }

  /// How the option is shown in a synopsis: `--departure <time>`.
  var synopsis: String {
    valueName.map { "\(name) <\($0)>" } ?? name
  }

  /// How the option is shown in the help's list: `-h, --help`, `--store <path>`.
  var label: String {
    ([shortName].compactMap { $0 } + [synopsis]).joined(separator: ", ")
  }
}

extension OptionDefinition {
  /// The help as one line without its default, for the short descriptions shells show.
  var summary: String {
    let line = help.split(separator: "\n").joined(separator: " ")
    guard let range = line.range(of: " (default:") else { return line }
    return String(line[..<range.lowerBound])
  }
}
