/// Reads a program's arguments into a ``ParsedCommandLine``, or says what is wrong with them.
///
/// The parser knows no command by name: it reads the ``CommandLineProgram`` to learn the
/// commands and their declarations. The program's options may stand before or after the
/// command. Values follow their option as the next argument or after `=` (`--store=a.json`).
/// `--` ends the options, so a value may start with a dash.
///
/// Everything a declaration says is checked here before a command is made: first the shape
/// of the line as it is scanned (unknown commands and options, a missing or extra value, a
/// repeated option), then each of the program's option values as its kind, then each of the
/// command's option values, its arguments, its required options and its rules.
public struct CommandLineParser {
  /// A value as typed, before it is read as its kind.
  private struct Typed {
    var definition: OptionDefinition
    var name: String
    var text: String?
  }

  private let program: CommandLineProgram
  private var arguments: ArraySlice<String>
  private var optionsEnded = false

  /// The value of an option taking a value if the arguments give it, found without parsing
  /// the rest: so that even a usage error can be explained in the language `--locale` asks
  /// for.
  ///
  /// - Parameters:
  ///   - option: The option's long name.
  ///   - arguments: The arguments, without the program's name.
  public static func value(of option: String, in arguments: [String]) -> String? {
    for (index, argument) in arguments.enumerated() {
      if argument == "--" { return nil }
      if argument.hasPrefix(option + "=") { return String(argument.dropFirst(option.count + 1)) }
      if argument == option, index + 1 < arguments.count { return arguments[index + 1] }
    }
    return nil
  }

  /// Reads the arguments that follow the program's name.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program's name.
  ///   - program: The program's options and commands.
  /// - Returns: The command named, the program's options and the command's values.
  /// - Throws: ``UsageError`` when the arguments cannot be run as typed.
  public static func read(_ arguments: [String], program: CommandLineProgram)
    throws(UsageError) -> ParsedCommandLine
  {
    var parser = CommandLineParser(program: program, arguments: arguments[...])
    return try parser.read()
  }

  private init(program: CommandLineProgram, arguments: ArraySlice<String>) {
    self.program = program
    self.arguments = arguments
  }

  private mutating func read() throws(UsageError) -> ParsedCommandLine {
    var command: CommandDefinition?
    var positionals: [String] = []
    var globals: [Typed] = []
    var options: [Typed] = []

    while let argument = arguments.popFirst() {
      if optionsEnded || !Self.looksLikeOption(argument) {
        if command == nil {
          command = try self.command(named: argument)
        } else {
          positionals.append(argument)
        }
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let (name, inlineValue) = Self.split(argument)
      if let global = program.option(named: name) {
        try Self.expectFirst(global, typedAs: name, in: globals)
        globals.append(try typed(global, typedAs: name, inlineValue))
        continue
      }
      guard let command else {
        throw UsageError(.unknownOption(name, command: nil, suggestion: nearest(name, [])))
      }
      guard let option = command.option(named: name) else {
        throw UsageError(
          .unknownOption(
            name, command: command.name, suggestion: nearest(name, command.options)))
      }
      try Self.expectFirst(option, typedAs: name, in: options)
      options.append(try typed(option, typedAs: name, inlineValue))
    }

    let globalValues = ParsedArguments(try Self.values(of: globals))
    let answers = ["--help", "--version"]
    if answers.contains(where: { globalValues.value(named: $0) != nil }) {
      return ParsedCommandLine(command: command, options: globalValues, values: nil)
    }
    guard let command else { throw UsageError(.noCommand) }
    var values = try Self.values(of: options)
    try Self.read(positionals, into: &values, command)
    try Self.check(values, command)
    return ParsedCommandLine(
      command: command, options: globalValues, values: ParsedArguments(values))
  }

  /// The command called `name`, or an error naming the nearest one.
  private func command(named name: String) throws(UsageError) -> CommandDefinition {
    if let command = program.command(named: name) { return command }
    let suggestion = NearestName.suggestion(for: name, among: program.commandNames)
    throw UsageError(.unknownCommand(name, suggestion: suggestion))
  }

  /// The option as typed, its value inline or as the next argument.
  private mutating func typed(_ option: OptionDefinition, typedAs name: String, _ inline: String?)
    throws(UsageError) -> Typed
  {
    guard option.takesValue else {
      guard inline == nil else { throw UsageError(.optionTakesNoValue(name)) }
      return Typed(definition: option, name: name, text: nil)
    }
    if let inline { return Typed(definition: option, name: name, text: inline) }
    guard let next = arguments.first, optionsEnded || !Self.looksLikeOption(next) else {
      throw UsageError(.missingValue(option: name))
    }
    arguments.removeFirst()
    return Typed(definition: option, name: name, text: next)
  }

  private static func expectFirst(
    _ option: OptionDefinition, typedAs name: String, in typed: [Typed]
  ) throws(UsageError) {
    guard !typed.contains(where: { $0.definition.name == option.name }) else {
      throw UsageError(.repeatedOption(name))
    }
  }

  /// Each option's value read as its kind, in the order typed.
  private static func values(of typed: [Typed]) throws(UsageError) -> [String: any Sendable] {
    var values: [String: any Sendable] = [:]
    for option in typed {
      guard let text = option.text else {
        values[option.definition.name] = true
        continue
      }
      do throws(ValueProblem) {
        values[option.definition.name] = try option.definition.read(text)
      } catch {
        throw UsageError(.invalidValue(text, option: option.name, error))
      }
    }
    return values
  }

  /// The positional arguments read as their declarations say, in order.
  private static func read(
    _ positionals: [String], into values: inout [String: any Sendable],
    _ command: CommandDefinition
  ) throws(UsageError) {
    if positionals.count > command.arguments.count {
      throw UsageError(
        .unexpectedArgument(
          positionals[command.arguments.count], command: command.name))
    }
    for (index, argument) in command.arguments.enumerated() {
      guard index < positionals.count else {
        if argument.isOptional { continue }
        throw UsageError(.missing(argument.synopsis, command: command.name))
      }
      do throws(ValueProblem) {
        values[argument.synopsis] = try argument.read(positionals[index])
      } catch {
        throw UsageError(.invalidValue(positionals[index], option: argument.synopsis, error))
      }
    }
  }

  /// Required options are there, and the command's rules hold.
  private static func check(_ values: [String: any Sendable], _ command: CommandDefinition)
    throws(UsageError)
  {
    for option in command.options where option.isRequired && values[option.name] == nil {
      throw UsageError(.missing(option.synopsis, command: command.name))
    }
    for rule in command.rules {
      let given = rule.names.filter { values[$0] != nil }
      switch rule.kind {
      case .exactlyOne where given.isEmpty:
        throw UsageError(.needsOneOf(rule.names, command: command.name))
      case .exactlyOne where given.count > 1:
        throw UsageError(.exclusiveOptions(given))
      case .atLeastOne where given.isEmpty:
        throw UsageError(.needsAtLeastOne(rule.names, command: command.name))
      case .exactlyOne, .atLeastOne:
        continue
      }
    }
  }

  /// The nearest name among a command's options and the program's.
  private func nearest(_ name: String, _ options: [OptionDefinition]) -> String? {
    NearestName.suggestion(for: name, among: (options + program.options).flatMap(\.names))
  }

  private static func split(_ argument: String) -> (String, String?) {
    // The first `=` scalar: a value that starts with a combining mark joins the `=` into one
    // character.
    let scalars = argument.unicodeScalars
    guard argument.hasPrefix("--"), let equals = scalars.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(scalars[..<equals]), String(scalars[scalars.index(after: equals)...]))
  }

  /// Whether an argument is an option rather than a value; negative numbers are values.
  private static func looksLikeOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument.count > 1 && Int(argument) == nil
  }
}
