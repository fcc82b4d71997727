/// Why a value typed for an option or an argument cannot be read as its kind: each is worded
/// once, for every option of that kind, naming the option.
enum ValueProblem: Error, Equatable, Sendable {
  /// Not a whole number from 1 up.
  case notATripNumber
  /// None of the forms of a time, or a date that no calendar has.
  case notATime
  /// Not a day written as `YYYY-MM-DD`, or one that no calendar has.
  case notADay
  /// Not a whole number of minutes.
  case notMinutes
  /// Not one of the values listed.
  case notAChoice(allowed: [String])
  /// No command has that name; the nearest one, if any is near.
  case notACommand(suggestion: String?)
}
