import Domain

/// Reads the arguments of `trips` into an ``Invocation``, or says what is wrong with them.
///
/// Global options may stand before or after the command. Values follow their option as the
/// next argument or after `=` (`--store=trips.json`). `-h` or `--help` anywhere asks for the
/// help of the command, if one was named; `--` ends the options, so a name may start with a
/// dash.
struct CommandLineParser {
  private var arguments: ArraySlice<String>
  private var options = GlobalOptions()
  private var seenOptions: Set<String> = []
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
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var parser = CommandLineParser(arguments: arguments[...])
    return try parser.parse()
  }

  private init(arguments: ArraySlice<String>) {
    self.arguments = arguments
  }

  private mutating func parse() throws(UsageError) -> Invocation {
    var positionals: [String] = []
    var commandOptions: [(name: String, value: String?)] = []
    var command: CommandName?

    while let argument = arguments.popFirst() {
      if optionsEnded || !Self.looksLikeOption(argument) {
        if command == nil {
          guard let name = CommandName(rawValue: argument) else {
            throw Self.unknownCommand(argument)
          }
          command = name
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
      if try parseGlobal(name, inlineValue) { continue }
      guard let command else {
        throw UsageError(.unknownOption(name, command: nil))
      }
      guard let spec = Self.commandOptions[command]?[name] else {
        throw UsageError(.unknownOption(name, command: command))
      }
      if commandOptions.contains(where: { $0.name == name }) {
        throw UsageError(.repeatedOption(name))
      }
      if spec.takesValue {
        commandOptions.append((name, try value(for: name, inline: inlineValue)))
      } else {
        guard inlineValue == nil else {
          throw UsageError(.optionTakesNoValue(name))
        }
        commandOptions.append((name, nil))
      }
    }

    if wantsHelp { return Invocation(options: options, command: .help(topic: command)) }
    if wantsVersion { return Invocation(options: options, command: .version) }
    guard let command else {
      throw UsageError(.noCommand)
    }
    let values = Dictionary(commandOptions.map { ($0.name, $0.value) }) { first, _ in first }
    return Invocation(
      options: options, command: try Self.command(command, positionals, values))
  }

  /// Consumes a global option; returns `false` when `name` is not one.
  private mutating func parseGlobal(_ name: String, _ inlineValue: String?) throws(UsageError)
    -> Bool
  {
    switch name {
    case "-h", "--help":
      wantsHelp = true
    case "--version":
      wantsVersion = true
    case "--store":
      options.store = try uniqueValue(for: name, inline: inlineValue)
    case "--locale":
      options.locale = try uniqueValue(for: name, inline: inlineValue)
    case "--time-zone":
      options.timeZone = try uniqueValue(for: name, inline: inlineValue)
    case "--format":
      options.format = try choice(for: name, inline: inlineValue)
    case "--color":
      options.color = try choice(for: name, inline: inlineValue)
    default:
      return false
    }
    return true
  }

  private mutating func uniqueValue(for name: String, inline: String?) throws(UsageError)
    -> String
  {
    guard seenOptions.insert(name).inserted else {
      throw UsageError(.repeatedOption(name))
    }
    return try value(for: name, inline: inline)
  }

  private mutating func choice<Choice: RawRepresentable & CaseIterable>(
    for name: String, inline: String?
  ) throws(UsageError) -> Choice where Choice.RawValue == String {
    let text = try uniqueValue(for: name, inline: inline)
    guard let choice = Choice(rawValue: text) else {
      throw UsageError(
        .invalidChoice(text, option: name, allowed: Choice.allCases.map(\.rawValue)))
    }
    return choice
  }

  private mutating func value(for name: String, inline: String?) throws(UsageError) -> String {
    if let inline { return inline }
    guard let next = arguments.first, optionsEnded || !Self.looksLikeOption(next) else {
      throw UsageError(.missingValue(option: name))
    }
    arguments.removeFirst()
    return next
  }

  // MARK: - Commands

  private struct OptionSpec {
    let takesValue: Bool
  }

  private static let commandOptions: [CommandName: [String: OptionSpec]] = [
    .list: ["--all": OptionSpec(takesValue: false)],
    .add: [
      "--departure": OptionSpec(takesValue: true),
      "--arrival": OptionSpec(takesValue: true),
      "--from": OptionSpec(takesValue: true),
      "--to": OptionSpec(takesValue: true),
    ],
    .depart: [
      "--at": OptionSpec(takesValue: true),
      "--delay": OptionSpec(takesValue: true),
    ],
  ]

  private static func command(
    _ name: CommandName, _ positionals: [String], _ options: [String: String?]
  ) throws(UsageError) -> Command {
    switch name {
    case .demo:
      try expectArguments(positionals, count: 0, for: name)
      return .demo
    case .show:
      return .show(try tripID(positionals, for: name))
    case .list:
      try expectArguments(positionals, count: 0, for: name)
      return .list(all: options.keys.contains("--all"))
    case .add:
      try expectArguments(positionals, count: 0, for: name)
      return .add(
        departure: try required("--departure", options, for: name),
        arrival: try required("--arrival", options, for: name),
        origin: options["--from"] ?? nil,
        destination: options["--to"] ?? nil)
    case .depart:
      let id = try tripID(positionals, for: name)
      switch (options["--at"] ?? nil, options["--delay"] ?? nil) {
      case (let at?, nil):
        return .depart(id, .at(at))
      case (nil, let delay?):
        return .depart(id, .delay(minutes: try minutes(delay)))
      case (nil, nil):
        throw UsageError(.departNeedsAtOrDelay(id))
      case (_?, _?):
        throw UsageError(.departTakesOneOfAtAndDelay)
      }
    case .remove:
      return .remove(try tripID(positionals, for: name))
    case .watch:
      return .watch(try tripID(positionals, for: name))
    case .help:
      guard positionals.count <= 1 else { throw unexpected(positionals[1], for: name) }
      guard let topic = positionals.first else { return .help(topic: nil) }
      guard let command = CommandName(rawValue: topic) else { throw unknownCommand(topic) }
      return .help(topic: command)
    }
  }

  private static func tripID(_ positionals: [String], for name: CommandName) throws(UsageError)
    -> TripID
  {
    guard let text = positionals.first else {
      throw UsageError(.needsTripNumber(name))
    }
    guard positionals.count == 1 else { throw unexpected(positionals[1], for: name) }
    guard text.allSatisfy(\.isASCII), let raw = Int64(text), let id = TripID(rawValue: raw) else {
      throw UsageError(.notATripNumber(text))
    }
    return id
  }

  /// The largest delay accepted: a year, in minutes, either way.
  static let maximumDelayMinutes = 525_600

  private static func minutes(_ text: String) throws(UsageError) -> Int {
    guard let minutes = Int(text), abs(minutes) <= maximumDelayMinutes else {
      throw UsageError(.notMinutes(text))
    }
    return minutes
  }

  private static func required(
    _ option: String, _ options: [String: String?], for name: CommandName
  ) throws(UsageError) -> String {
    guard let value = options[option] ?? nil else {
      throw UsageError(.needsTime(option: option, command: name))
    }
    return value
  }

  private static func expectArguments(
    _ positionals: [String], count: Int, for name: CommandName
  ) throws(UsageError) {
    if positionals.count > count { throw unexpected(positionals[count], for: name) }
  }

  private static func unexpected(_ argument: String, for name: CommandName) -> UsageError {
    UsageError(.unexpectedArgument(argument, command: name))
  }

  private static func unknownCommand(_ name: String) -> UsageError {
    let close = CommandName.allCases.first { editDistance($0.rawValue, name) <= 2 }
    return UsageError(.unknownCommand(name, suggestion: close))
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

  private static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let lhs = Array(lhs)
    let rhs = Array(rhs)
    var previous = Array(0...rhs.count)
    for (i, left) in lhs.enumerated() {
      var current = [i + 1]
      for (j, right) in rhs.enumerated() {
        current.append(
          min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
      }
      previous = current
    }
    return previous[rhs.count]
  }
}
