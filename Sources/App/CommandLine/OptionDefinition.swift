/// An option of a command or of `trips` itself, as help, completions, the manual page and the
/// parser see it, whatever the type of its value: `--all`, `--departure <time>`.
///
/// Commands declare options with ``Option``, which makes one of these and keeps the type.
struct OptionDefinition: Sendable {
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
  /// Whether the command cannot run without this option; the parser checks it.
  var isRequired: Bool
  /// What a shell can offer after the option.
  var completion: ValueCompletion
  /// Reads the value typed; a flag's is `true`.
  var read: @Sendable (String) throws(ValueProblem) -> any Sendable
  /// Writes a value read back as text.
  var write: @Sendable (any Sendable) -> String

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

  /// The help as one line without its default, for the short descriptions shells show.
  var summary: String {
    let line = help.split(separator: "\n").joined(separator: " ")
    guard let range = line.range(of: " (default:") else { return line }
    return String(line[..<range.lowerBound])
  }
}
