import Application
import Domain

/// What kind of value an option or argument takes: how its text is read, how a value is
/// written back as text, and what a shell can offer for it.
///
/// A kind is written once and shared by every option of that kind, so the errors of a kind
/// (``ValueProblem``) are worded and translated once, and name the option they came from.
struct ValueKind<Value: Sendable>: Sendable {
  /// The name of the value in help text: `time` in `--departure <time>`.
  var valueName: String
  /// The only texts accepted, or empty when the kind reads any text.
  var allowedValues: [String] = []
  /// What a shell can offer for the value.
  var completion: ValueCompletion = .none
  /// Reads the text typed.
  var read: @Sendable (String) throws(ValueProblem) -> Value
  /// The text that reads back to `value`.
  var write: @Sendable (Value) -> String
}

/// What a shell can offer where a value is typed.
enum ValueCompletion: Sendable, Equatable {
  /// Nothing: the value is free text, such as a time or a name.
  case none
  /// A file name.
  case file
  /// One of the allowed values.
  case choices
  /// The name of a command.
  case commandNames
}

extension ValueKind<TripID> {
  /// The number of a trip: a whole number from 1 up.
  static let tripNumber = ValueKind(valueName: "id") { text throws(ValueProblem) in
    guard let raw = Int64(text), let id = TripID(rawValue: raw) else {
      throw .notATripNumber
    }
    return id
  } write: {
    $0.description
  }
}

extension ValueKind<StatedTime> {
  /// A time in one of the forms ``TimeArgument`` reads.
  static let time = ValueKind(valueName: "time") { text throws(ValueProblem) in
    guard let time = TimeArgument.time(text) else { throw .notATime }
    return time
  } write: {
    TimeArgument.text(of: $0)
  }
}

extension ValueKind<CalendarDay> {
  /// A day, `YYYY-MM-DD`.
  static let day = ValueKind(valueName: "day") { text throws(ValueProblem) in
    guard let day = TimeArgument.day(text) else { throw .notADay }
    return day
  } write: {
    $0.description
  }
}

extension ValueKind<Int> {
  /// A whole number of minutes, negative or positive; its limits are the use case's rule, so
  /// a number too large for an `Int` reads as the largest one, for the use case to refuse.
  static let minutes = ValueKind(valueName: "minutes") { text throws(ValueProblem) in
    guard text.wholeMatch(of: #/[+-]?[0-9]+/#) != nil else { throw .notMinutes }
    return Int(text) ?? (text.hasPrefix("-") ? .min : .max)
  } write: {
    String($0)
  }
}

extension ValueKind<String> {
  /// The name of a place, as typed: every rule about names is `PlaceName`'s, so a refused
  /// name is a refusal of the request, not a usage error.
  static let placeName = ValueKind(valueName: "name") { text in
    text
  } write: {
    $0
  }

  /// A file, or `:memory:`.
  static let path = ValueKind(valueName: "path", completion: .file) { text in
    text
  } write: {
    $0
  }

  /// An identifier that is checked when the command runs, such as a locale or a time zone.
  static let identifier = ValueKind(valueName: "id") { text in
    text
  } write: {
    $0
  }
}

extension ValueKind where Value: CaseIterable & RawRepresentable<String> {
  /// One of the cases of `Value`, by its raw value.
  ///
  /// - Parameter valueName: The name of the value in help text.
  static func choice(_ valueName: String) -> ValueKind {
    let allowed = Value.allCases.map(\.rawValue)
    return ValueKind(valueName: valueName, allowedValues: allowed, completion: .choices) {
      text throws(ValueProblem) in
      guard let value = Value(rawValue: text) else { throw .notAChoice(allowed: allowed) }
      return value
    } write: {
      $0.rawValue
    }
  }
}

extension ValueKind<any Command.Type> {
  /// The name of a command of ``CommandList``.
  static let commandName = ValueKind(valueName: "subcommand", completion: .commandNames) {
    text throws(ValueProblem) in
    if let command = CommandList.commands.first(where: { $0.configuration.name == text }) {
      return command
    }
    throw .notACommand(suggestion: NearestName.suggestion(for: text, among: CommandList.names))
  } write: {
    $0.configuration.name
  }
}
