/// Where and why a `.strings` file does not follow the rules.
struct StringsFileError: Error, Equatable, CustomStringConvertible {
  /// The line, counted from 1, where the problem was found.
  let line: Int
  /// What is wrong, as a sentence without a full stop.
  let problem: String

  var description: String { "line \(line): \(problem)" }
}
