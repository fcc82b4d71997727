/// Reads the arguments of `trips` into an ``Invocation``, or says what is wrong with them.
///
/// The parser knows no command by name: it looks each one up in a list of ``Command`` types
/// and reads that command's ``CommandConfiguration`` to learn its options. Global options may
/// stand before or after the command. Values follow their option as the next argument or
/// after `=` (`--store=trips.json`). `-h` or `--help` anywhere asks for the help of the
/// command, if one was named; `--` ends the options, so a name may start with a dash.
struct CommandLineParser {
  private let commands: [any Command.Type]
  private var arguments: ArraySlice<String>
  private var options = GlobalOptions()
  private var seenGlobals: Set<String> = []
  private var wantsHelp = false
  private var wantsVersion = false
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
    var parser = CommandLineParser(commands: commands, arguments: arguments[...])
    return try parser.parse()
  }

  private init(commands: [any Command.Type], arguments: ArraySlice<String>) {
    self.commands = commands
    self.arguments = arguments
  }

  private mutating func parse() throws(UsageError) -> Invocation {
    var command: (any Command.Type)?
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

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
        try parseGlobal(global, typedAs: name, inlineValue)
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
      guard values[option.name] == nil, !flags.contains(option.name) else {
        throw UsageError(.repeatedOption(name))
      }
      if option.takesValue {
        values[option.name] = try value(for: option, typedAs: name, inline: inlineValue)
      } else {
        guard inlineValue == nil else { throw UsageError(.optionTakesNoValue(name)) }
        flags.insert(option.name)
      }
    }

    if wantsHelp { return Invocation(options: options, action: .run(HelpCommand(topic: command))) }
    if wantsVersion { return Invocation(options: options, action: .printVersion) }
    guard let command else {
      throw UsageError(.noCommand)
    }
    let configuration = command.configuration
    for (definition, text) in zip(configuration.arguments, positionals)
    where !definition.allowedValues.isEmpty && !definition.allowedValues.contains(text) {
      throw UsageError(
        .invalidChoice(text, option: "<\(definition.name)>", allowed: definition.allowedValues))
    }
    let parsed = ParsedArguments(
      command: configuration.name, positionals: positionals, values: values, flags: flags)
    return Invocation(options: options, action: .run(try command.init(parsing: parsed)))
  }

  private mutating func parseGlobal(
    _ option: OptionDefinition, typedAs name: String, _ inlineValue: String?
  ) throws(UsageError) {
    guard option.takesValue else {
      guard inlineValue == nil else { throw UsageError(.optionTakesNoValue(name)) }
      if option.name == "--version" { wantsVersion = true } else { wantsHelp = true }
      return
    }
    guard seenGlobals.insert(option.name).inserted else {
      throw UsageError(.repeatedOption(name))
    }
    options.set(option.name, to: try value(for: option, typedAs: name, inline: inlineValue))
  }

  /// The option's value, inline or as the next argument, checked against its choices.
  private mutating func value(
    for option: OptionDefinition, typedAs name: String, inline: String?
  ) throws(UsageError) -> String {
    let text: String
    if let inline {
      text = inline
    } else if let next = arguments.first, optionsEnded || !Self.looksLikeOption(next) {
      arguments.removeFirst()
      text = next
    } else {
      throw UsageError(.missingValue(option: name))
    }
    guard option.allowedValues.isEmpty || option.allowedValues.contains(text) else {
      throw UsageError(.invalidChoice(text, option: name, allowed: option.allowedValues))
    }
    return text
  }

  /// The nearest name among a command's options and the global options.
  private static func nearest(_ name: String, _ options: [OptionDefinition]) -> String? {
    NearestName.suggestion(
      for: name, among: (options + GlobalOptions.definitions).flatMap(\.names))
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// Whether an argument is an option rather than a value; negative numbers are values.
  private static func looksLikeOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument.count > 1 && Int(argument) == nil
  }
}
