/// The values typed for one command, read and checked by the parser against the command's
/// declarations, for the command's ``Command/init(parsing:)`` to take by declaration:
///
/// ```swift
/// id = arguments[Self.id]
/// departure = arguments[Self.departure]
/// ```
struct ParsedArguments: Sendable {
  /// The command's name.
  let command: String
  /// The values read, by an option's long name or an argument's `<name>`; read only through
  /// the declarations.
  private let values: [String: any Sendable]

  /// The values the parser read for `command`.
  init(command: String, values: [String: any Sendable]) {
    self.command = command
    self.values = values
  }

  /// The value of a declared option: its value when required, an optional when not, whether
  /// it was given for a flag.
  subscript<Value>(option: Option<Value>) -> Value {
    guard let value = option.extract(values[option.definition.name]) else {
      preconditionFailure("the parser lets no command run without \(option.definition.name)")
    }
    return value
  }

  /// The value of a declared positional argument: its value when required, an optional when
  /// not.
  subscript<Value>(argument: Argument<Value>) -> Value {
    guard let value = argument.extract(values[argument.definition.synopsis]) else {
      preconditionFailure("the parser lets no command run without <\(argument.definition.name)>")
    }
    return value
  }

  /// The values written back as a command line that the parser reads to the same values:
  /// the command's name, each option given, then `--` and the arguments.
  ///
  /// - Parameter configuration: The command's declarations.
  func commandLine(_ configuration: CommandConfiguration) -> [String] {
    var line = [command]
    for option in configuration.options {
      guard let value = values[option.name] else { continue }
      line.append(option.takesValue ? "\(option.name)=\(option.write(value))" : option.name)
    }
    line.append("--")
    for argument in configuration.arguments {
      guard let value = values[argument.synopsis] else { break }
      line.append(argument.write(value))
    }
    return line
  }
}
