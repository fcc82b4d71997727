import Foundation

/// An option a person asks `new-use-case` to give the new command, checked:
/// `--option to-date:day:required`, or with its help after another colon:
/// `--option "to-date:day:required:The day the copy leaves."`.
struct OptionRequest: Equatable {
  /// The kinds of value the command line reads, by the word the generator takes.
  enum Kind: String, CaseIterable {
    /// A trip number: `TripID`.
    case trip
    /// A time: `StatedTime`, placed on a day by the use case.
    case time
    /// A day: `CalendarDay`.
    case day
    /// A whole number of minutes: `Int`.
    case minutes
    /// A place name, as typed: `String`, checked by `PlaceName`.
    case name

    /// The help an option of this kind gets when none is given.
    var help: String {
      switch self {
      case .trip: "The number of a trip."
      case .time: "A time, as the other commands take it."
      case .day: "A day, YYYY-MM-DD."
      case .minutes: "A whole number of minutes."
      case .name: "A place name (1 to \\(PlaceName.maximumLength) characters)."
      }
    }
  }

  /// The option's long name without its dashes: `to-date`.
  let name: String
  /// The kind of its value.
  let kind: Kind
  /// Whether the command cannot run without it.
  let isRequired: Bool
  /// The option's help text.
  let help: String

  /// Reads `NAME:KIND[:required][:HELP]`.
  ///
  /// - Throws: ``GeneratorError/usage(_:hint:)`` naming what is wrong.
  init(parsing text: String) throws(GeneratorError) {
    var parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)[...]
    let hint =
      "Write NAME:KIND, then :required if it is, then :HELP if you like, such as "
      + "to-date:day:required; KIND is one of: "
      + Kind.allCases.map(\.rawValue).joined(separator: ", ") + "."
    guard parts.count >= 2, let name = parts.popFirst(), let kindText = parts.popFirst() else {
      throw .usage("'\(text)' is not an option", hint: hint)
    }
    guard name.wholeMatch(of: /[a-z][a-z0-9]*(?:-[a-z0-9]+)*/) != nil else {
      throw .usage("'\(name)' is not an option name", hint: hint)
    }
    guard let kind = Kind(rawValue: kindText) else {
      throw .usage("'\(kindText)' is not a kind of value", hint: hint)
    }
    isRequired = parts.first == "required"
    if isRequired { parts.removeFirst() }
    let help = parts.joined(separator: ":").trimmingCharacters(in: .whitespaces)
    guard !help.contains("\""), !help.contains("\\") else {
      throw .usage("the help of '--\(name)' holds a quote or a backslash", hint: hint)
    }
    self.name = name
    self.kind = kind
    self.help = help.isEmpty ? kind.help : help
  }

  /// The option's Swift name: `to-date` is `toDate`.
  var propertyName: String {
    let words = name.split(separator: "-")
    return words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The Swift type of the value, optional unless required.
  var typeName: String {
    let type =
      switch kind {
      case .trip: "TripID"
      case .time: "StatedTime"
      case .day: "CalendarDay"
      case .minutes: "Int"
      case .name: "String"
      }
    return isRequired ? type : type + "?"
  }

  /// The command line's kind of value for it: `.day`.
  var valueKind: String {
    switch kind {
    case .trip: ".tripNumber"
    case .time: ".time"
    case .day: ".day"
    case .minutes: ".minutes"
    case .name: ".placeName"
    }
  }

  /// A value a test passes, as Swift.
  var sampleValue: String {
    switch kind {
    case .trip: "Fixtures.tripID(2)"
    case .time: "StatedTime.timeOfDay(WallClockTime(hour: 8, minute: 15)!)"
    case .day: "CalendarDay(year: 2035, month: 10, day: 9)!"
    case .minutes: "5"
    case .name: "\"Delft\""
    }
  }

  /// The same value as typed on the command line, for the command's example.
  var sampleText: String {
    switch kind {
    case .trip: "2"
    case .time: "8:15"
    case .day: "2035-10-09"
    case .minutes: "5"
    case .name: "Delft"
    }
  }
}
