/// What a command is called and how its help describes it: the part of a command that is
/// not a declaration.
///
/// ```swift
/// static let configuration = CommandConfiguration(
///   name: "show", abstract: "Show a trip.",
///   examples: [CommandExample(commandLine: "trips show 1", explanation: "Show trip 1.")])
/// ```
public struct CommandConfiguration: Sendable {
  /// The word typed after the program's name.
  public var name: String
  /// One line for the list of commands in the help and the manual page.
  public var abstract: String
  /// The first line of the command's own help.
  public var overview: String
  /// Paragraphs after the options in the command's help and in the manual page; the help
  /// wraps each line to fit, and keeps lines that start with a space as they are.
  public var discussion: String?
  /// Command lines worth showing in the manual page, each with what it does; the first is the
  /// example a usage error of this command gives.
  public var examples: [CommandExample]

  /// Describes a command.
  ///
  /// - Parameters:
  ///   - name: The word typed after the program's name.
  ///   - abstract: One line for the list of commands.
  ///   - overview: The first line of the command's help; the abstract if `nil`.
  ///   - discussion: Paragraphs after the options.
  ///   - examples: Command lines worth showing, the one for usage errors first.
  public init(
    name: String, abstract: String, overview: String? = nil, discussion: String? = nil,
    examples: [CommandExample] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.overview = overview ?? abstract
    self.discussion = discussion
    self.examples = examples
  }
}
