/// A command line shown in the manual page, with what it does.
public struct CommandExample: Sendable, Equatable {
  /// What to type, starting with the program's name.
  public var commandLine: String
  /// What it does, as one sentence.
  public var explanation: String

  /// An example.
  ///
  /// - Parameters:
  ///   - commandLine: What to type, starting with the program's name.
  ///   - explanation: What it does, as one sentence.
  public init(commandLine: String, explanation: String) {
    self.commandLine = commandLine
    self.explanation = explanation
  }
}
