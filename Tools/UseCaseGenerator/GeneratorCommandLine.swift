import Foundation

/// The command line of the generator that the `new-use-case` plugin runs.
///
///     UseCaseGenerator generate <package> <Name> --kind show|change|list|copy
///                               [--trips N] [--command NAME] [--abstract TEXT]
///                               [--option SPEC]...
///     UseCaseGenerator record-goldens <package> --trips PATH --command NAME
///
/// `generate` prints the paths it wrote, then a last line `command: NAME` that the plugin
/// reads to record the goldens once it has built `trips`.
enum GeneratorCommandLine {
  /// What the plugin tells a person who asks for help or gets the arguments wrong.
  static let usage = """
    usage: swift package --allow-writing-to-package-directory new-use-case <Name> \\
             --kind show|change|list|copy [--trips N] [--command NAME]
             [--abstract TEXT] [--option NAME:KIND[:required]]...

    Writes a use case of Trips and everything it needs: the use case in Application, its
    tests in ApplicationTests, the command in App with its declared options, its
    registration (before 'completions' in CommandList, so help lists it after the other
    trip commands), its row in the manual and golden help, and the English sentences of a list.
    It never overwrites a file.

      <Name>             The use case's type, in UpperCamelCase: EditTrip.
      --kind             show: find one trip and show it; change: find one trip, change
                         it, store it and show it; list: list trips; copy: find one
                         trip, add a new trip made from it and show that.
      --trips N          For a change: how many trips the command names, 1 to 3
                         (default 1); it stores one change set on all of them, all or
                         nothing, and shows them in one push.
      --command NAME     The command that runs it (default: the name in kebab case).
      --abstract TEXT    The command's summary in help (default: the name as a sentence).
      --option SPEC      An option of the command, repeatable: NAME:KIND or
                         NAME:KIND:required, KIND one of trip, time, day, minutes, name.
    """

  /// Runs one command line and returns the exit status: 0, or that of ``GeneratorError``.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program's name.
  ///   - output: Where the paths written go.
  ///   - errorOutput: Where an error and its hint go.
  static func run(
    _ arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void
  ) -> Int32 {
    do {
      try perform(arguments, output: output)
      return 0
    } catch {
      errorOutput("error: \(error.message)\nhint: \(error.hint)\n")
      return error.exitStatus
    }
  }

  private static func perform(_ arguments: [String], output: (String) -> Void)
    throws(GeneratorError)
  {
    guard arguments.count >= 2 else { throw usageError("too few arguments") }
    let root = URL(fileURLWithPath: arguments[1])
    var positionals: [String] = []
    var options: [String: String] = [:]
    var declaredOptions: [String] = []
    var rest = arguments.dropFirst(2)[...]
    while let word = rest.popFirst() {
      if word == "--help" || word == "-h" {
        output(usage + "\n")
        return
      }
      if word == "--option" {
        guard let value = rest.popFirst() else { throw usageError("missing value for '\(word)'") }
        declaredOptions.append(value)
        continue
      }
      if word.hasPrefix("--") {
        guard ["--kind", "--command", "--abstract", "--trips"].contains(word) else {
          throw usageError("unknown option '\(word)'")
        }
        guard let value = rest.popFirst() else { throw usageError("missing value for '\(word)'") }
        guard options.updateValue(value, forKey: word) == nil else {
          throw usageError("option '\(word)' is given more than once")
        }
      } else {
        positionals.append(word)
      }
    }
    switch arguments[0] {
    case "generate":
      guard positionals.count == 1 else { throw usageError("give one name") }
      guard let kind = options["--kind"] else { throw usageError("missing '--kind'") }
      let request = try UseCaseRequest(
        name: positionals[0], kind: kind, commandName: options["--command"],
        abstract: options["--abstract"], options: declaredOptions, trips: options["--trips"])
      let written = try PackageFolder(root: root).write(UseCaseTemplates(request: request))
      output(written.map { "wrote \($0)\n" }.joined() + "command: \(request.commandName)\n")
    case "record-goldens":
      guard let trips = options["--trips"], let command = options["--command"] else {
        throw usageError("'record-goldens' needs '--trips PATH' and '--command NAME'")
      }
      let written = try GoldenRecorder(root: root, trips: URL(fileURLWithPath: trips))
        .record(command: command)
      output(written.map { "recorded \($0)\n" }.joined())
    default:
      throw usageError("unknown step '\(arguments[0])'")
    }
  }

  private static func usageError(_ message: String) -> GeneratorError {
    .usage(message, hint: "See 'swift package new-use-case --help'.")
  }
}
