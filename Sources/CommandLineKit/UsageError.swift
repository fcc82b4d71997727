import Foundation
import Localization

/// A command line that cannot be run as typed: exit status 64 by convention.
///
/// The error says what is wrong as a ``Problem``; ``message(_:program:)`` and
/// ``hint(_:program:)`` put it into words in the person's language, so parsing stays
/// independent of the locale. Every problem of the kit's own is about the declarations, not
/// about one command: a new command with options of existing kinds needs no new problem and
/// no new sentence. A program adds its own problems as ``Problem/custom(_:)``.
public struct UsageError: Error, Equatable {
  /// What is wrong with the command line.
  public enum Problem: Equatable, Sendable {
    /// No command was named.
    case noCommand
    /// No command has that name; the nearest one, if any is near.
    case unknownCommand(String, suggestion: String?)
    /// Neither the command (if any) nor the program takes the option.
    case unknownOption(String, command: String?, suggestion: String?)
    /// An option that takes a value came last, or before another option.
    case missingValue(option: String)
    /// A value does not read as its kind: the text, the option or argument, and why.
    case invalidValue(String, option: String, ValueProblem)
    /// An option was given twice.
    case repeatedOption(String)
    /// A flag was given a value after `=`.
    case optionTakesNoValue(String)
    /// More arguments than the command declares.
    case unexpectedArgument(String, command: String)
    /// A required argument or option, as its synopsis shows it: `<id>`, `--departure <time>`.
    case missing(String, command: String)
    /// None of the options of which exactly one is needed.
    case needsOneOf([String], command: String)
    /// More than one of the options of which exactly one is needed.
    case exclusiveOptions([String])
    /// None of the options of which at least one is needed.
    case needsAtLeastOne([String], command: String)
    /// A problem the program found and words itself.
    case custom(ProgramProblem)
  }

  /// What is wrong.
  public let problem: Problem

  /// An error for `problem`.
  public init(_ problem: Problem) {
    self.problem = problem
  }

  /// What is wrong, as one sentence without the `error: ` prefix.
  ///
  /// - Parameters:
  ///   - locale: The person's locale, for the language.
  ///   - program: The program whose line it was, for its name and commands.
  public func message(_ locale: Locale, program: CommandLineProgram) -> String {
    let strings = LocalizedStrings(locale: locale, tables: StringTables.table)
    switch problem {
    case .noCommand: return strings.usageNoCommand
    case .unknownCommand(let name, _): return strings.usageUnknownCommand(command: name)
    case .unknownOption(let name, nil, _): return strings.usageUnknownOption(option: name)
    case .unknownOption(let name, let command?, _):
      return strings.usageUnknownOptionFor(option: name, command: command)
    case .missingValue(let option): return strings.usageMissingValue(option: option)
    case .invalidValue(let text, let option, .notAChoice):
      return strings.usageInvalidChoice(value: text, option: option)
    case .invalidValue(let text, _, .notAName): return strings.usageUnknownCommand(command: text)
    case .invalidValue(let text, let option, .custom(let problem)):
      return problem.message(locale, context: [text, option])
    case .repeatedOption(let option): return strings.usageRepeatedOption(option: option)
    case .optionTakesNoValue(let option): return strings.usageOptionTakesNoValue(option: option)
    case .unexpectedArgument(let argument, let command):
      return strings.usageUnexpectedArgument(argument: argument, command: command)
    case .missing(let synopsis, let command):
      return strings.usageMissingArgument(command: command, argument: synopsis)
    case .needsOneOf(let options, let command):
      return strings.usageNeedsOneOf(command: command, options: Self.list(options))
    case .exclusiveOptions(let options):
      return strings.usageExclusiveOptions(options: Self.list(options))
    case .needsAtLeastOne(let options, let command):
      return strings.usageNeedsAtLeastOne(command: command, options: Self.list(options))
    case .custom(let problem): return problem.message(locale)
    }
  }

  /// What to type instead, if anything helps.
  ///
  /// - Parameters:
  ///   - locale: The person's locale, for the language.
  ///   - program: The program whose line it was, for its name, commands and examples.
  public func hint(_ locale: Locale, program: CommandLineProgram) -> String? {
    let strings = LocalizedStrings(locale: locale, tables: StringTables.table)
    let name = program.name
    switch problem {
    case .noCommand:
      return program.noCommandHint?(locale) ?? strings.usageNoCommandHint(program: name)
    case .unknownCommand(_, let suggestion), .invalidValue(_, _, .notAName(let suggestion)):
      guard let suggestion else {
        return strings.usageUnknownCommandHint(
          program: name, commands: program.commandNames.joined(separator: ", "))
      }
      return strings.usageDidYouMean(suggestion: suggestion)
    case .unknownOption(_, _, let suggestion?):
      return strings.usageDidYouMean(suggestion: suggestion)
    case .unknownOption(_, nil, nil): return strings.usageUnknownOptionHint(program: name)
    case .unknownOption(_, let command?, nil):
      return strings.usageUnknownOptionForHint(program: name, command: command)
    case .invalidValue(_, _, .notAChoice(let allowed)):
      return strings.usageInvalidChoiceHint(choices: allowed.joined(separator: ", "))
    case .invalidValue(let text, let option, .custom(let problem)):
      return problem.hint(locale, context: [text, option])
    case .unexpectedArgument(_, let command):
      return strings.usageSeeHelp(program: name, command: command)
    case .missing(_, let command), .needsOneOf(_, let command), .needsAtLeastOne(_, let command):
      guard let example = program.command(named: command)?.examples.first else {
        return strings.usageSeeHelp(program: name, command: command)
      }
      return strings.usageForExample(example: example.commandLine)
    case .missingValue(let option): return strings.usageMissingValueHint(option: option)
    case .custom(let problem): return problem.hint(locale)
    case .repeatedOption, .optionTakesNoValue, .exclusiveOptions: return nil
    }
  }

  /// Names in quotes, separated by commas: `'--at', '--delay'`.
  private static func list(_ items: [String]) -> String {
    items.map { "'\($0)'" }.joined(separator: ", ")
  }
}
