import Application
import Domain

/// A command line that cannot be run as typed: exit status 64.
///
/// The error says what is wrong as a ``Problem``; ``message(_:)`` and ``hint(_:)`` put it into
/// words in the person's language, so parsing stays independent of the locale. Commands are
/// named as typed; the list of commands in a hint comes from ``CommandList``.
struct UsageError: Error, Equatable {
  /// What is wrong with the command line.
  enum Problem: Equatable, Sendable {
    case noCommand
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, command: String?, suggestion: String?)
    case missingValue(option: String)
    case invalidChoice(String, option: String, allowed: [String])
    case repeatedOption(String)
    case optionTakesNoValue(String)
    case needsTripNumber(String)
    case notATripNumber(String)
    case unexpectedArgument(String, command: String)
    case missingArgument(String, command: String)
    case needsTime(option: String, command: String)
    case departNeedsAtOrDelay(TripID)
    case departTakesOneOfAtAndDelay
    case editNeedsAChange(TripID)
    case notMinutes(String)
    case minutesOutOfRange(String, limit: Int)
    case notATime(String, option: String)
    case unknownTimeZone(String)
    case unknownTimeZoneInTZ(String)
    case emptyStorePath
    case noHomeDirectory
    case invalidBusyTimeout(String)
  }

  let problem: Problem

  init(_ problem: Problem) {
    self.problem = problem
  }

  /// What is wrong, as one sentence without the `error: ` prefix.
  func message(_ strings: LocalizedStrings) -> String {
    switch problem {
    case .noCommand: strings("usage.noCommand")
    case .unknownCommand(let name, _): strings("usage.unknownCommand", name)
    case .unknownOption(let name, nil, _): strings("usage.unknownOption", name)
    case .unknownOption(let name, let command?, _):
      strings("usage.unknownOptionFor", name, command)
    case .missingValue(let option): strings("usage.missingValue", option)
    case .invalidChoice(let value, let option, _): strings("usage.invalidChoice", value, option)
    case .repeatedOption(let option): strings("usage.repeatedOption", option)
    case .optionTakesNoValue(let option): strings("usage.optionTakesNoValue", option)
    case .needsTripNumber(let command): strings("usage.needsTripNumber", command)
    case .notATripNumber(let text): strings("usage.notATripNumber", text)
    case .unexpectedArgument(let argument, let command):
      strings("usage.unexpectedArgument", argument, command)
    case .missingArgument(let name, let command):
      strings("usage.missingArgument", command, name)
    case .needsTime(let option, let command): strings("usage.needsTime", command, option)
    case .departNeedsAtOrDelay: strings("usage.departNeedsAtOrDelay")
    case .departTakesOneOfAtAndDelay: strings("usage.departTakesOneOfAtAndDelay")
    case .editNeedsAChange: strings("usage.editNeedsAChange")
    case .notMinutes(let text): strings("usage.notMinutes", text)
    case .minutesOutOfRange(let text, let limit):
      strings("usage.minutesOutOfRange", text, String(limit))
    case .notATime(let text, let option): strings("usage.notATime", text, option)
    case .unknownTimeZone(let name): strings("usage.unknownTimeZone", name)
    case .unknownTimeZoneInTZ(let name): strings("usage.unknownTimeZoneInTZ", name)
    case .emptyStorePath: strings("usage.emptyStorePath")
    case .noHomeDirectory: strings("usage.noHomeDirectory")
    case .invalidBusyTimeout(let text): strings("usage.invalidBusyTimeout", text)
    }
  }

  /// What to type instead, if anything helps.
  func hint(_ strings: LocalizedStrings) -> String? {
    switch problem {
    case .noCommand: strings("usage.noCommand.hint")
    case .unknownCommand(_, let suggestion?): strings("usage.didYouMean", suggestion)
    case .unknownCommand(_, nil):
      strings("usage.unknownCommand.hint", CommandList.names.joined(separator: ", "))
    case .unknownOption(_, _, let suggestion?): strings("usage.didYouMean", suggestion)
    case .unknownOption(_, nil, nil): strings("usage.unknownOption.hint")
    case .unknownOption(_, let command?, nil): strings("usage.unknownOptionFor.hint", command)
    case .invalidChoice(_, _, let allowed):
      strings("usage.invalidChoice.hint", allowed.joined(separator: ", "))
    case .needsTripNumber(let command): strings("usage.needsTripNumber.hint", command)
    case .notATripNumber: strings("usage.notATripNumber.hint")
    case .unexpectedArgument(_, let command), .missingArgument(_, let command):
      strings("usage.unexpectedArgument.hint", command)
    case .needsTime(_, let command): strings("usage.needsTime.hint", command)
    case .departNeedsAtOrDelay(let id): strings("usage.departNeedsAtOrDelay.hint", id.description)
    case .editNeedsAChange(let id): strings("usage.editNeedsAChange.hint", id.description)
    case .notMinutes, .minutesOutOfRange: strings("usage.notMinutes.hint")
    case .notATime: strings("usage.notATime.hint")
    case .unknownTimeZone: strings("usage.unknownTimeZone.hint")
    case .unknownTimeZoneInTZ: strings("usage.unknownTimeZoneInTZ.hint")
    case .emptyStorePath: strings("usage.emptyStorePath.hint")
    case .noHomeDirectory: strings("usage.noHomeDirectory.hint")
    case .invalidBusyTimeout: strings("usage.invalidBusyTimeout.hint")
    case .missingValue(let option): strings("usage.missingValue.hint", option)
    case .repeatedOption, .optionTakesNoValue, .departTakesOneOfAtAndDelay: nil
    }
  }
}
