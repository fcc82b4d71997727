import Application
import CommandLineKit
import Foundation
import Localization

// The usage problems only `trips` has, worded in App's sentences
// (`Resources/<language>.lproj/Localizable.strings`): values of its own kinds, and settings
// read once the command line is.

extension ValueProblem {
  /// Not a whole number from 1 up.
  static let notATripNumber = ValueProblem.custom(
    .trips("notATripNumber") {
      $0.usageNotATripNumber(value: $1[0], name: $1[1])
    } hint: {
      $0.usageNotATripNumberHint
    })

  /// None of the forms of a time, or a date that no calendar has.
  static let notATime = ValueProblem.custom(
    .trips("notATime") {
      $0.usageNotATime(value: $1[0], name: $1[1])
    } hint: {
      $0.usageNotATimeHint
    })

  /// Not a day written as `YYYY-MM-DD`, or one that no calendar has.
  static let notADay = ValueProblem.custom(
    .trips("notADay") {
      $0.usageNotADay(value: $1[0], name: $1[1])
    } hint: {
      $0.usageNotADayHint
    })

  /// Not a whole number of minutes.
  static let notMinutes = ValueProblem.custom(
    .trips("notMinutes") {
      $0.usageNotMinutes(value: $1[0], name: $1[1])
    } hint: {
      $0.usageNotMinutesHint
    })
}

extension UsageError.Problem {
  /// `--time-zone` names no time zone.
  static func unknownTimeZone(_ name: String) -> Self {
    .custom(
      .trips("unknownTimeZone", [name]) {
        $0.usageUnknownTimeZone(name: $1[0])
      } hint: {
        $0.usageUnknownTimeZoneHint
      })
  }

  /// `TZ` names no time zone.
  static func unknownTimeZoneInTZ(_ name: String) -> Self {
    .custom(
      .trips("unknownTimeZoneInTZ", [name]) {
        $0.usageUnknownTimeZoneInTZ(name: $1[0])
      } hint: {
        $0.usageUnknownTimeZoneInTZHint
      })
  }

  /// `--store` or `TRIPS_STORE` is empty.
  static let emptyStorePath = Self.custom(
    .trips("emptyStorePath") { strings, _ in
      strings.usageEmptyStorePath
    } hint: {
      $0.usageEmptyStorePathHint
    })

  /// No store is named and `HOME` is not set, so there is no default one.
  static let noHomeDirectory = Self.custom(
    .trips("noHomeDirectory") { strings, _ in
      strings.usageNoHomeDirectory
    } hint: {
      $0.usageNoHomeDirectoryHint
    })

  /// `TRIPS_BUSY_TIMEOUT` is not a number of seconds from 0 to 3600.
  static func invalidBusyTimeout(_ text: String) -> Self {
    .custom(
      .trips("invalidBusyTimeout", [text]) {
        $0.usageInvalidBusyTimeout(value: $1[0])
      } hint: {
        $0.usageInvalidBusyTimeoutHint
      })
  }

  /// A `--format` that exists, given to a command that cannot write it; `takenBy` names the
  /// commands that can, `allowed` the formats this one takes.
  static func formatNotForCommand(
    _ format: String, command: String, takenBy: [String], allowed: [String]
  ) -> Self {
    let takers = takenBy.map { "'\($0)'" }.joined(separator: ", ")
    let formats = allowed.joined(separator: ", ")
    return .custom(
      .trips("formatNotForCommand", [command, format, takers, formats]) {
        $0.usageFormatNotForCommand(command: $1[0], format: $1[1], commands: $1[2])
      } hint: {
        $0.usageFormatNotForCommandHint(formats: formats)
      })
  }
}

extension ProgramProblem {
  /// A problem worded in App's sentences; `message` is handed the details, after the text
  /// typed and the option for a value's problem.
  fileprivate static func trips(
    _ name: String, _ details: [String] = [],
    message: @escaping @Sendable (LocalizedStrings, [String]) -> String,
    hint: @escaping @Sendable (LocalizedStrings) -> String
  ) -> ProgramProblem {
    ProgramProblem(name, details: details) { details, locale in
      message(.trips(locale), details)
    } hint: { _, locale in
      hint(.trips(locale))
    }
  }
}

extension LocalizedStrings {
  /// App's sentences for `locale`.
  static func trips(_ locale: Locale) -> LocalizedStrings {
    LocalizedStrings(locale: locale, tables: StringTables.table)
  }
}
