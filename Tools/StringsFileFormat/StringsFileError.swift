/// Where and why a `.strings` file does not follow the rules.
public struct StringsFileError: Error, Equatable, CustomStringConvertible {
  /// The line, counted from 1, where the problem was found.
  public let line: Int
  /// What is wrong, as a sentence without a full stop.
  public let problem: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - line: The line, counted from 1.
  ///   - problem: What is wrong.
  public init(line: Int, problem: String) {
    self.line = line
    self.problem = problem
  }

  /// `line N: problem`.
  public var description: String { "line \(line): \(problem)" }
}
