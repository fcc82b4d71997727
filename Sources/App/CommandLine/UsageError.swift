import Application

/// A command line that cannot be run as typed: exit status 64.
///
/// The error says what is wrong as a ``Problem``; ``message(_:)`` and ``hint(_:)`` put it into
/// words in the person's language, so parsing stays independent of the locale. Every problem
/// is about the declarations, not about one command: a new command with options of existing
/// kinds needs no new problem and no new sentence. Commands are named as typed; the list of
/// commands in a hint comes from ``CommandList``.
struct UsageError: Error, Equatable {
  /// What is wrong with the command line.
  enum Problem: Equatable, Sendable {
    case noCommand
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, command: String?, suggestion: String?)
    case missingValue(option: String)
    case invalidValue(String, option: String, ValueProblem)
    case repeatedOption(String)
    case optionTakesNoValue(String)
    case unexpectedArgument(String, command: String)
    /// A required argument or option, as its synopsis shows it: `<id>`, `--departure <time>`.
    case missing(String, command: String)
    case needsOneOf([String], command: String)
    case exclusiveOptions([String])
    case needsAtLeastOne([String], command: String)
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
    case .invalidValue(let text, let option, let problem):
      Self.message(problem, text, option, strings)
    case .repeatedOption(let option): strings("usage.repeatedOption", option)
    case .optionTakesNoValue(let option): strings("usage.optionTakesNoValue", option)
    case .unexpectedArgument(let argument, let command):
      strings("usage.unexpectedArgument", argument, command)
    case .missing(let synopsis, let command): strings("usage.missingArgument", command, synopsis)
    case .needsOneOf(let options, let command):
      strings("usage.needsOneOf", command, Self.list(options))
    case .exclusiveOptions(let options): strings("usage.exclusiveOptions", Self.list(options))
    case .needsAtLeastOne(let options, let command):
      strings("usage.needsAtLeastOne", command, Self.list(options))
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
    case .unknownCommand(_, let suggestion):
      Self.commandHint(suggestion, strings)
    case .unknownOption(_, _, let suggestion?): strings("usage.didYouMean", suggestion)
    case .unknownOption(_, nil, nil): strings("usage.unknownOption.hint")
    case .unknownOption(_, let command?, nil): strings("usage.unknownOptionFor.hint", command)
    case .invalidValue(_, _, let problem): Self.hint(problem, strings)
    case .unexpectedArgument(_, let command): strings("usage.seeHelp", command)
    case .missing(_, let command), .needsOneOf(_, let command),
      .needsAtLeastOne(_, let command):
      Self.example(of: command, strings)
    case .unknownTimeZone: strings("usage.unknownTimeZone.hint")
    case .unknownTimeZoneInTZ: strings("usage.unknownTimeZoneInTZ.hint")
    case .emptyStorePath: strings("usage.emptyStorePath.hint")
    case .noHomeDirectory: strings("usage.noHomeDirectory.hint")
    case .invalidBusyTimeout: strings("usage.invalidBusyTimeout.hint")
    case .missingValue(let option): strings("usage.missingValue.hint", option)
    case .repeatedOption, .optionTakesNoValue, .exclusiveOptions: nil
    }
  }

  private static func message(
    _ problem: ValueProblem, _ text: String, _ option: String, _ strings: LocalizedStrings
  ) -> String {
    switch problem {
    case .notATripNumber: strings("usage.notATripNumber", text, option)
    case .notATime: strings("usage.notATime", text, option)
    case .notADay: strings("usage.notADay", text, option)
    case .notMinutes: strings("usage.notMinutes", text, option)
    case .notAChoice: strings("usage.invalidChoice", text, option)
    case .notACommand: strings("usage.unknownCommand", text)
    }
  }

  private static func hint(_ problem: ValueProblem, _ strings: LocalizedStrings) -> String {
    switch problem {
    case .notATripNumber: strings("usage.notATripNumber.hint")
    case .notATime: strings("usage.notATime.hint")
    case .notADay: strings("usage.notADay.hint")
    case .notMinutes: strings("usage.notMinutes.hint")
    case .notAChoice(let allowed): strings("usage.invalidChoice.hint", list(allowed, quoted: false))
    case .notACommand(let suggestion): commandHint(suggestion, strings)
    }
  }

  private static func commandHint(_ suggestion: String?, _ strings: LocalizedStrings) -> String {
    guard let suggestion else {
      return strings("usage.unknownCommand.hint", CommandList.names.joined(separator: ", "))
    }
    return strings("usage.didYouMean", suggestion)
  }

  /// The command's first example, or where its help is.
  private static func example(of command: String, _ strings: LocalizedStrings) -> String {
    let examples = CommandList.commands.first { $0.configuration.name == command }?
      .configuration.examples
    guard let example = examples?.first else { return strings("usage.seeHelp", command) }
    return strings("usage.forExample", example.commandLine)
  }

  private static func list(_ items: [String], quoted: Bool = true) -> String {
    items.map { quoted ? "'\($0)'" : $0 }.joined(separator: ", ")
  }
}
