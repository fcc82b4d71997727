/// Reads the arguments of `trips` into an ``Invocation``, or says what is wrong with them.
///
/// The parser knows no command by name: it looks each one up in a list of ``Command`` types
/// and reads that command's ``CommandConfiguration`` to learn its declarations. Global options
/// may stand before or after the command. Values follow their option as the next argument or
/// after `=` (`--store=trips.json`). `-h` or `--help` anywhere asks for the help of the
/// command, if one was named; `--` ends the options, so a name may start with a dash.
///
/// Everything a declaration says is checked here before the command sees its arguments: first
/// the shape of the line as it is scanned (unknown commands and options, a missing or extra
/// value, a repeated option), then each global option's value as its kind, then that the
/// command accepts the `--format` given, then each of the command's option values, its
/// arguments, its required options and its ``OptionRule``s.
struct CommandLineParser {
  /// A value as typed, before it is read as its kind.
  private struct Typed {
    var definition: OptionDefinition
    var name: String
    var text: String?
  }

  private let commands: [any Command.Type]
  private var arguments: ArraySlice<String>
  private var optionsEnded = false

  /// The value of `--locale` if the arguments name one, found without parsing the rest, so
  /// that even a usage error can be explained in the requested language.
  static func localeOption(in arguments: [String]) -> String? {
    for (index, argument) in arguments.enumerated() {
      if argument == "--" { return nil }
      if argument.hasPrefix("--locale=") { return String(argument.dropFirst("--locale=".count)) }
      if argument == "--locale", index + 1 < arguments.count { return arguments[index + 1] }
    }
    return nil
  }

  /// Parses the arguments that follow the program's name.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program's name.
  ///   - commands: The commands to choose from; ``CommandList/commands`` unless a test
  ///     brings its own.
  /// - Returns: The global options and what to do.
  /// - Throws: ``UsageError`` when the arguments cannot be run as typed.
  static func parse(
    _ arguments: [String], commands: [any Command.Type] = CommandList.commands
  ) throws(UsageError) -> Invocation {
    let (command, globals, values) = try read(arguments, commands: commands)
    let options = GlobalOptions(globals)
    if globals[GlobalOptions.help] {
      return Invocation(options: options, action: .run(HelpCommand(topic: command)))
    }
    if globals[GlobalOptions.version] { return Invocation(options: options, action: .printVersion) }
    guard let command, let parsed = values else { throw UsageError(.noCommand) }
    return Invocation(options: options, action: .run(command.init(parsing: parsed)))
  }

  /// The command named, the global options and the command's values, all read and checked;
  /// the command's values are `nil` when help was asked for or no command was named.
  ///
  /// - Throws: ``UsageError`` when the arguments cannot be run as typed.
  static func read(_ arguments: [String], commands: [any Command.Type] = CommandList.commands)
    throws(UsageError) -> (
      command: (any Command.Type)?, globals: ParsedArguments, values: ParsedArguments?
    )
  {
    var parser = CommandLineParser(commands: commands, arguments: arguments[...])
    return try parser.read()
  }

  private init(commands: [any Command.Type], arguments: ArraySlice<String>) {
    self.commands = commands
    self.arguments = arguments
  }

  private mutating func read() throws(UsageError) -> (
    command: (any Command.Type)?, globals: ParsedArguments, values: ParsedArguments?
  ) {
    var command: (any Command.Type)?
    var positionals: [String] = []
    var globals: [Typed] = []
    var options: [Typed] = []

    while let argument = arguments.popFirst() {
      if optionsEnded || !Self.looksLikeOption(argument) {
        if command == nil {
          command = try CommandList.command(named: argument, in: commands)
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
      if let global = GlobalOptions.definition(named: name) {
        try Self.expectFirst(global, typedAs: name, in: globals)
        globals.append(try typed(global, typedAs: name, inlineValue))
        continue
      }
      guard let command else {
        throw UsageError(.unknownOption(name, command: nil, suggestion: Self.nearest(name, [])))
      }
      let configuration = command.configuration
      guard let option = configuration.option(named: name) else {
        throw UsageError(
          .unknownOption(
            name, command: configuration.name,
            suggestion: Self.nearest(name, configuration.options)))
      }
      try Self.expectFirst(option, typedAs: name, in: options)
      options.append(try typed(option, typedAs: name, inlineValue))
    }

    let globalValues = ParsedArguments(command: "", values: try Self.values(of: globals))
    if globalValues[GlobalOptions.help] || globalValues[GlobalOptions.version] {
      return (command, globalValues, nil)
    }
    guard let command else { return (nil, globalValues, nil) }
    let configuration = command.configuration
    if let format = globalValues[GlobalOptions.format], !configuration.formats.contains(format) {
      throw UsageError(
        .formatNotForCommand(
          format.rawValue, command: configuration.name,
          takenBy: CommandList.names(writing: format),
          allowed: configuration.formats.map(\.rawValue)))
    }
    var values = try Self.values(of: options)
    try Self.read(positionals, into: &values, configuration)
    try Self.check(values, configuration)
    return (command, globalValues, ParsedArguments(command: configuration.name, values: values))
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
    _ configuration: CommandConfiguration
  ) throws(UsageError) {
    if positionals.count > configuration.arguments.count {
      throw UsageError(
        .unexpectedArgument(
          positionals[configuration.arguments.count], command: configuration.name))
    }
    for (index, argument) in configuration.arguments.enumerated() {
      guard index < positionals.count else {
        if argument.isOptional { continue }
        throw UsageError(.missing(argument.synopsis, command: configuration.name))
      }
      do throws(ValueProblem) {
        values[argument.synopsis] = try argument.read(positionals[index])
      } catch {
        throw UsageError(.invalidValue(positionals[index], option: argument.synopsis, error))
      }
    }
  }

  /// Required options are there, and the command's rules hold.
  private static func check(_ values: [String: any Sendable], _ configuration: CommandConfiguration)
    throws(UsageError)
  {
    for option in configuration.options where option.isRequired && values[option.name] == nil {
      throw UsageError(.missing(option.synopsis, command: configuration.name))
    }
    for rule in configuration.rules {
      let given = rule.names.filter { values[$0] != nil }
      switch rule.kind {
      case .exactlyOne where given.isEmpty:
        throw UsageError(.needsOneOf(rule.names, command: configuration.name))
      case .exactlyOne where given.count > 1:
        throw UsageError(.exclusiveOptions(given))
      case .atLeastOne where given.isEmpty:
        throw UsageError(.needsAtLeastOne(rule.names, command: configuration.name))
      case .exactlyOne, .atLeastOne:
        continue
      }
    }
  }

  /// The nearest name among a command's options and the global options.
  private static func nearest(_ name: String, _ options: [OptionDefinition]) -> String? {
    NearestName.suggestion(
      for: name, among: (options + GlobalOptions.definitions).flatMap(\.names))
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
