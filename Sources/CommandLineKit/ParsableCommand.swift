/// A command of a program: its ``CommandConfiguration``, its declarations, and the rules
/// about which of its options go together.
///
/// ```swift
/// struct DepartCommand: ParsableCommand {
///   static let configuration = CommandConfiguration(name: "depart", abstract: "…")
///   static var rules: [OptionRule<Self>] { [.exactlyOne(\.$at, \.$delay)] }
///
///   @Argument("id", .tripNumber, help: "The number of the trip.") var id: TripID
///   @Option("--at", .time, help: "The moment it left.") var at: StatedTime?
///   @Option("--delay", .minutes, help: "Minutes late.") var delay: Int?
///
///   init() {}
/// }
/// ```
///
/// Help, usage errors, completions, the manual page and the parser all read ``definition``,
/// so none of them names a command.
public protocol ParsableCommand: ParsableArguments {
  /// The command's name and the words of its help.
  static var configuration: CommandConfiguration { get }

  /// Which options go together; the parser checks them. None unless the command says.
  static var rules: [OptionRule<Self>] { get }
}

extension ParsableCommand {
  /// No rules.
  public static var rules: [OptionRule<Self>] { [] }

  /// Everything help, completions, the manual page and the parser know of the command.
  public static var definition: CommandDefinition {
    let (blank, options, arguments) = DeclarationRecorder.declarations(of: Self.self)
    return CommandDefinition(
      configuration, arguments: arguments, options: options,
      rules: rules.map { $0.resolved(in: blank) })
  }
}
