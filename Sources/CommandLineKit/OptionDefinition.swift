/// An option of a command or of the program itself, as help, completions, the manual page
/// and the parser see it, whatever the type of its value: `--all`, `--departure <time>`.
///
/// Commands declare options with ``Option`` and ``Flag``, which make one of these and keep the
/// type.
public struct OptionDefinition: Sendable {
  /// The long name, with its dashes: `--departure`.
  public var name: String
  /// A one-letter name, with its dash, if there is one: `-h`.
  public var shortName: String?
  /// The name of the value in help text (`time` in `--departure <time>`), or `nil` for a flag
  /// that takes no value.
  public var valueName: String?
  /// The help text, which the help wraps to fit; a `\n` starts a new line.
  public var help: String
  /// The only values the option accepts, or empty when any value goes.
  public var allowedValues: [String]
  /// Whether the command cannot run without this option; the parser checks it.
  public var isRequired: Bool
  /// What a shell can offer after the option.
  public var completion: ValueCompletion
  /// Reads the value typed; a flag's is `true`.
  var read: @Sendable (String) throws(ValueProblem) -> any Sendable
  /// Writes a value read back as text.
  var write: @Sendable (any Sendable) -> String

  /// An option that takes a value of `kind`.
  init<Value>(_ name: String, _ kind: ValueKind<Value>, help: String, isRequired: Bool) {
    self.name = name
    self.shortName = nil
    self.valueName = kind.valueName
    self.help = help
    self.allowedValues = kind.allowedValues
    self.isRequired = isRequired
    self.completion = kind.completion
    self.read = { text throws(ValueProblem) in try kind.read(text) }
    self.write = { value in (value as? Value).map(kind.write) ?? "" }
  }

  /// An option that takes no value.
  init(flag name: String, shortName: String?, help: String) {
    self.name = name
    self.shortName = shortName
    self.valueName = nil
    self.help = help
    self.allowedValues = []
    self.isRequired = false
    self.completion = .none
    self.read = { _ in true }
    self.write = { _ in "" }
  }

  /// Whether a value follows the option.
  public var takesValue: Bool { valueName != nil }

  /// The names a person may type: the short one if any, and the long one.
  public var names: [String] { [shortName, name].compactMap { $0 } }

  /// How the option is shown in a synopsis: `--departure <time>`.
  public var synopsis: String {
    valueName.map { "\(name) <\($0)>" } ?? name
  }

  /// How the option is shown in the help's list: `-h, --help`, `--store <path>`.
  public var label: String {
    ([shortName].compactMap { $0 } + [synopsis]).joined(separator: ", ")
  }

  /// The help as one line without its default, for the short descriptions shells show.
  public var summary: String {
    let line = help.split(separator: "\n").joined(separator: " ")
    guard let range = line.range(of: " (default:") else { return line }
    return String(line[..<range.lowerBound])
  }
}
