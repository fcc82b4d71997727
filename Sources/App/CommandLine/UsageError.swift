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
    /// A `--format` that exists, given to a command that cannot write it; `takenBy` names the
    /// commands that can, `allowed` the formats this one takes.
    case formatNotForCommand(String, command: String, takenBy: [String], allowed: [String])
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
    case .noCommand: strings.usageNoCommand
    case .unknownCommand(let name, _): strings.usageUnknownCommand(name)
    case .unknownOption(let name, nil, _): strings.usageUnknownOption(name)
    case .unknownOption(let name, let command?, _):
      strings.usageUnknownOptionFor(name, command)
    case .missingValue(let option): strings.usageMissingValue(option)
    case .invalidValue(let text, let option, let problem):
      Self.message(problem, text, option, strings)
    case .repeatedOption(let option): strings.usageRepeatedOption(option)
    case .optionTakesNoValue(let option): strings.usageOptionTakesNoValue(option)
    case .unexpectedArgument(let argument, let command):
      strings.usageUnexpectedArgument(argument, command)
    case .missing(let synopsis, let command): strings.usageMissingArgument(command, synopsis)
    case .needsOneOf(let options, let command):
      strings.usageNeedsOneOf(command, Self.list(options))
    case .exclusiveOptions(let options): strings.usageExclusiveOptions(Self.list(options))
    case .formatNotForCommand(let format, let command, let takers, _):
      strings.usageFormatNotForCommand(command, format, Self.list(takers))
    case .needsAtLeastOne(let options, let command):
      strings.usageNeedsAtLeastOne(command, Self.list(options))
    case .unknownTimeZone(let name): strings.usageUnknownTimeZone(name)
    case .unknownTimeZoneInTZ(let name): strings.usageUnknownTimeZoneInTZ(name)
    case .emptyStorePath: strings.usageEmptyStorePath
    case .noHomeDirectory: strings.usageNoHomeDirectory
    case .invalidBusyTimeout(let text): strings.usageInvalidBusyTimeout(text)
    }
  }

  /// What to type instead, if anything helps.
  func hint(_ strings: LocalizedStrings) -> String? {
    switch problem {
    case .noCommand: strings.usageNoCommandHint
    case .unknownCommand(_, let suggestion):
      Self.commandHint(suggestion, strings)
    case .unknownOption(_, _, let suggestion?): strings.usageDidYouMean(suggestion)
    case .unknownOption(_, nil, nil): strings.usageUnknownOptionHint
    case .unknownOption(_, let command?, nil): strings.usageUnknownOptionForHint(command)
    case .invalidValue(_, _, let problem): Self.hint(problem, strings)
    case .unexpectedArgument(_, let command): strings.usageSeeHelp(command)
    case .missing(_, let command), .needsOneOf(_, let command),
      .needsAtLeastOne(_, let command):
      Self.example(of: command, strings)
    case .unknownTimeZone: strings.usageUnknownTimeZoneHint
    case .unknownTimeZoneInTZ: strings.usageUnknownTimeZoneInTZHint
    case .emptyStorePath: strings.usageEmptyStorePathHint
    case .noHomeDirectory: strings.usageNoHomeDirectoryHint
    case .invalidBusyTimeout: strings.usageInvalidBusyTimeoutHint
    case .formatNotForCommand(_, _, _, let allowed):
      strings.usageFormatNotForCommandHint(allowed.joined(separator: ", "))
    case .missingValue(let option): strings.usageMissingValueHint(option)
    case .repeatedOption, .optionTakesNoValue, .exclusiveOptions: nil
    }
  }

  private static func message(
    _ problem: ValueProblem, _ text: String, _ option: String, _ strings: LocalizedStrings
  ) -> String {
    switch problem {
    case .notATripNumber: strings.usageNotATripNumber(text, option)
    case .notATime: strings.usageNotATime(text, option)
    case .notADay: strings.usageNotADay(text, option)
    case .notMinutes: strings.usageNotMinutes(text, option)
    case .notAChoice: strings.usageInvalidChoice(text, option)
    case .notACommand: strings.usageUnknownCommand(text)
    }
  }

  private static func hint(_ problem: ValueProblem, _ strings: LocalizedStrings) -> String {
    switch problem {
    case .notATripNumber: strings.usageNotATripNumberHint
    case .notATime: strings.usageNotATimeHint
    case .notADay: strings.usageNotADayHint
    case .notMinutes: strings.usageNotMinutesHint
    case .notAChoice(let allowed): strings.usageInvalidChoiceHint(list(allowed, quoted: false))
    case .notACommand(let suggestion): commandHint(suggestion, strings)
    }
  }

  private static func commandHint(_ suggestion: String?, _ strings: LocalizedStrings) -> String {
    guard let suggestion else {
      return strings.usageUnknownCommandHint(CommandList.names.joined(separator: ", "))
    }
    return strings.usageDidYouMean(suggestion)
  }

  /// The command's first example, or where its help is.
  private static func example(of command: String, _ strings: LocalizedStrings) -> String {
    let examples = CommandList.commands.first { $0.configuration.name == command }?
      .configuration.examples
    guard let example = examples?.first else { return strings.usageSeeHelp(command) }
    return strings.usageForExample(example.commandLine)
  }

  private static func list(_ items: [String], quoted: Bool = true) -> String {
    items.map { quoted ? "'\($0)'" : $0 }.joined(separator: ", ")
  }
}
