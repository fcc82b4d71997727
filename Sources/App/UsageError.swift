import Application
import Domain

/// A command line that cannot be run as typed: exit status 64.
///
/// The error says what is wrong as a ``Problem``; ``message(_:)`` and ``hint(_:)`` put it into
/// words in the person's language, so parsing stays independent of the locale.
struct UsageError: Error, Equatable {
  /// What is wrong with the command line.
  enum Problem: Equatable {
    case noCommand
    case unknownCommand(String, suggestion: CommandName?)
    case unknownOption(String, command: CommandName?)
    case missingValue(option: String)
    case invalidChoice(String, option: String, allowed: [String])
    case repeatedOption(String)
    case optionTakesNoValue(String)
    case needsTripNumber(CommandName)
    case notATripNumber(String)
    case unexpectedArgument(String, command: CommandName)
    case needsTime(option: String, command: CommandName)
    case departNeedsAtOrDelay(TripID)
    case departTakesOneOfAtAndDelay
    case notMinutes(String)
    case notATime(String, option: String)
    case unknownTimeZone(String)
    case unknownTimeZoneInTZ(String)
    case emptyStorePath
    case noHomeDirectory
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
    case .unknownOption(let name, nil): strings("usage.unknownOption", name)
    case .unknownOption(let name, let command?):
      strings("usage.unknownOptionFor", name, command.rawValue)
    case .missingValue(let option): strings("usage.missingValue", option)
    case .invalidChoice(let value, let option, _): strings("usage.invalidChoice", value, option)
    case .repeatedOption(let option): strings("usage.repeatedOption", option)
    case .optionTakesNoValue(let option): strings("usage.optionTakesNoValue", option)
    case .needsTripNumber(let command): strings("usage.needsTripNumber", command.rawValue)
    case .notATripNumber(let text): strings("usage.notATripNumber", text)
    case .unexpectedArgument(let argument, let command):
      strings("usage.unexpectedArgument", argument, command.rawValue)
    case .needsTime(let option, let command):
      strings("usage.needsTime", command.rawValue, option)
    case .departNeedsAtOrDelay: strings("usage.departNeedsAtOrDelay")
    case .departTakesOneOfAtAndDelay: strings("usage.departTakesOneOfAtAndDelay")
    case .notMinutes(let text): strings("usage.notMinutes", text)
    case .notATime(let text, let option): strings("usage.notATime", text, option)
    case .unknownTimeZone(let name): strings("usage.unknownTimeZone", name)
    case .unknownTimeZoneInTZ(let name): strings("usage.unknownTimeZoneInTZ", name)
    case .emptyStorePath: strings("usage.emptyStorePath")
    case .noHomeDirectory: strings("usage.noHomeDirectory")
    }
  }

  /// What to type instead, if anything helps.
  func hint(_ strings: LocalizedStrings) -> String? {
    switch problem {
    case .noCommand: strings("usage.noCommand.hint")
    case .unknownCommand(_, let suggestion?): strings("usage.didYouMean", suggestion.rawValue)
    case .unknownCommand(_, nil):
      strings(
        "usage.unknownCommand.hint",
        CommandName.allCases.map(\.rawValue).joined(separator: ", "))
    case .unknownOption(_, nil): strings("usage.unknownOption.hint")
    case .unknownOption(_, let command?):
      strings("usage.unknownOptionFor.hint", command.rawValue)
    case .invalidChoice(_, _, let allowed):
      strings("usage.invalidChoice.hint", allowed.joined(separator: ", "))
    case .needsTripNumber(let command): strings("usage.needsTripNumber.hint", command.rawValue)
    case .notATripNumber: strings("usage.notATripNumber.hint")
    case .unexpectedArgument(_, let command):
      strings("usage.unexpectedArgument.hint", command.rawValue)
    case .needsTime(_, let command): strings("usage.needsTime.hint", command.rawValue)
    case .departNeedsAtOrDelay(let id): strings("usage.departNeedsAtOrDelay.hint", id.description)
    case .notMinutes: strings("usage.notMinutes.hint")
    case .notATime: strings("usage.notATime.hint")
    case .unknownTimeZone: strings("usage.unknownTimeZone.hint")
    case .unknownTimeZoneInTZ: strings("usage.unknownTimeZoneInTZ.hint")
    case .emptyStorePath: strings("usage.emptyStorePath.hint")
    case .noHomeDirectory: strings("usage.noHomeDirectory.hint")
    case .missingValue(let option): strings("usage.missingValue.hint", option)
    case .repeatedOption, .optionTakesNoValue, .departTakesOneOfAtAndDelay: nil
    }
  }
}
