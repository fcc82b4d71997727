import CommandLineKit
import Foundation

/// `greet`, a small program of the tests' making: the kit knows nothing of trips, and these
/// tests show it on a program with no trip in it.
enum Greeter {
  /// The program: two options of its own, and three commands.
  static let program = CommandLineProgram(
    name: "greet",
    overview: "Greet people.",
    options: Options.options,
    commands: [Hello.self, Wave.self, Tidy.self],
    helpSections: [("EXIT STATUS", "0 greeted, 64 usage error.")])

  /// The options every command takes.
  struct Options: ParsableArguments {
    @Option("--language", .text("code"), help: "The language of the greeting.")
    var language: String?
    @Option("--style", .choice("style"), help: "plain or fancy.") var style: Style = .plain
    @Flag("--version", help: "Show the version.") var version: Bool
    @Flag("--help", shortName: "-h", help: "Show help.") var help: Bool
  }

  /// How a greeting looks.
  enum Style: String, CaseIterable, Sendable {
    case plain
    case fancy
  }

  /// `greet hello <name> [<title>] [--times <count>] [--loud] [--log <file>]`.
  struct Hello: ParsableCommand {
    static let configuration = CommandConfiguration(
      name: "hello", abstract: "Say hello.",
      discussion: "Says hello to someone, as many times as asked, loudly if asked.",
      examples: [CommandExample(commandLine: "greet hello Ada --times 2", explanation: "Twice.")])

    @Argument("name", .text("name"), help: "Who to greet.") var name: String
    @Argument("title", .text("title"), help: "How to address them.") var title: String?
    @Option("--times", .count, help: "How many times.") var times: Int = 1
    @Flag("--loud", help: "Shout.") var loud: Bool
    @Option("--log", .file("file"), help: "Where to write what was said.") var log: String?
  }

  /// `greet wave (--left | --right)`.
  struct Wave: ParsableCommand {
    static let configuration = CommandConfiguration(name: "wave", abstract: "Wave.")
    static var rules: [OptionRule<Self>] { [.exactlyOne(\.$left, \.$right)] }

    @Flag("--left", help: "With the left hand.") var left: Bool
    @Flag("--right", help: "With the right hand.") var right: Bool
  }

  /// `greet tidy <topic> --room <name>`, which needs at least one of its flags.
  struct Tidy: ParsableCommand {
    static let configuration = CommandConfiguration(
      name: "tidy", abstract: "Tidy up after greeting.",
      examples: [
        CommandExample(commandLine: "greet tidy hello --room hall --sweep", explanation: "Sweep.")
      ])
    static var rules: [OptionRule<Self>] { [.atLeastOne(\.$sweep, \.$dust)] }

    @Argument("topic", .name("topic", among: { ["hello", "wave"] }), help: "What to tidy.")
    var topic: String
    @Option("--room", .text("name"), help: "Which room.") var room: String
    @Flag("--sweep", help: "Sweep the floor.") var sweep: Bool
    @Flag("--dust", help: "Dust the shelves.") var dust: Bool
  }
}

extension ValueKind<Int> {
  /// A whole number from 1 to 9, with its own words.
  static let count = ValueKind(valueName: "count") { text throws(ValueProblem) in
    guard let count = Int(text), (1...9).contains(count) else { throw .notACount }
    return count
  } write: {
    String($0)
  }
}

extension ValueProblem {
  /// Not a whole number from 1 to 9.
  static let notACount = ValueProblem.custom(
    ProgramProblem("notACount") { details, _ in
      "'\(details[0])' given to '\(details[1])' is not a count"
    } hint: { _, _ in
      "Count from 1 to 9."
    })
}
