/// The values typed for one command or for the program's options, read and checked by the
/// parser against their declarations.
///
/// A command is made from them by ``ParsableArguments/init(parsing:)``: while its properties
/// are set up, these are the ``current`` values, and each declaration takes its own.
public struct ParsedArguments: Sendable {
  /// The values being handed to a new command's declarations, if one is being made.
  @TaskLocal static var current: ParsedArguments?

  /// The values read, by an option's long name or an argument's synopsis (`<id>`).
  private let values: [String: any Sendable]

  init(_ values: [String: any Sendable]) {
    self.values = values
  }

  /// The value read for a declaration, by an option's long name or an argument's synopsis.
  func value(named name: String) -> (any Sendable)? {
    values[name]
  }

  /// The values written back as a command line that the parser reads to the same values:
  /// the command's name, each option given, then `--` and the arguments.
  ///
  /// - Parameter command: The command's declarations.
  public func commandLine(_ command: CommandDefinition) -> [String] {
    var line = [command.name]
    for option in command.options {
      guard let value = values[option.name] else { continue }
      line.append(option.takesValue ? "\(option.name)=\(option.write(value))" : option.name)
    }
    line.append("--")
    for argument in command.arguments {
      guard let value = values[argument.synopsis] else { break }
      line.append(argument.write(value))
    }
    return line
  }
}
