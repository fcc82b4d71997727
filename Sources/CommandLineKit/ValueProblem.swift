/// Why a value typed for an option or an argument cannot be read as its kind: each is worded
/// once, for every option of that kind, naming the option.
public enum ValueProblem: Error, Equatable, Sendable {
  /// Not one of the values listed.
  case notAChoice(allowed: [String])
  /// None of the names accepted (``ValueKind/name(_:among:)``); the nearest one, if any is
  /// near.
  case notAName(suggestion: String?)
  /// A problem of a kind the program declares, in the program's words; its wording is handed
  /// the text typed and the option, in that order.
  case custom(ProgramProblem)
}
