import CommandLineKit
import Testing

/// What the declarations of a type say, found on a blank instance, in the order written.
@Suite struct DeclarationTests {
  @Test func aCommandsDefinition_isItsDeclarations_inOrder() {
    let hello = Greeter.Hello.definition

    #expect(
      hello.name == "hello" && hello.abstract == "Say hello." && hello.overview == "Say hello.")
    #expect(hello.arguments.map(\.synopsis) == ["<name>", "[<title>]"])
    #expect(
      hello.arguments.map(\.valueType) == [
        ObjectIdentifier(String.self), ObjectIdentifier(String.self),
      ])
    #expect(hello.options.map(\.synopsis) == ["--times <count>", "--loud", "--log <file>"])
    #expect(hello.options.map(\.isRequired) == [false, false, false])
    #expect(hello.options.map(\.completion) == [.none, .none, .file])
    #expect(hello.rules.isEmpty)
    #expect(hello.option(named: "--loud")?.takesValue == false)
    #expect(hello.option(named: "--quiet") == nil)
  }

  @Test func rules_nameTheirOptions() {
    let wave = Greeter.Wave.definition.rules
    let tidy = Greeter.Tidy.definition.rules

    #expect(wave.map(\.kind) == [.exactlyOne] && wave.map(\.names) == [["--left", "--right"]])
    #expect(tidy.map(\.kind) == [.atLeastOne] && tidy.map(\.names) == [["--sweep", "--dust"]])
  }

  @Test func theProgramsOptions_showTheirNamesAndSummaries() {
    let options = Greeter.Options.options

    #expect(
      options.map(\.label) == ["--language <code>", "--style <style>", "--version", "-h, --help"])
    #expect(
      options.map(\.names) == [["--language"], ["--style"], ["--version"], ["-h", "--help"]])
    #expect(options[1].allowedValues == ["plain", "fancy"])
    #expect(Greeter.program.option(named: "-h")?.name == "--help")
  }

  @Test func aSummary_isTheHelpOnOneLine_withoutItsDefault() {
    let options = Probe.options

    #expect(options[0].summary == "Where it goes, on two lines")
  }

  @Test func aBlankInstance_hasDefaults_andATestMaySetItsValues() {
    var hello = Greeter.Hello()
    hello.name = "Ada"
    hello.times = 3
    hello.loud = true

    #expect(hello.name == "Ada" && hello.times == 3 && hello.loud && hello.title == nil)
  }

  @Test func theSynopsis_isBuiltFromTheDeclarations() {
    #expect(
      Greeter.Hello.definition.synopsis(of: "greet") == """
        greet hello <name> [<title>] [--times <count>] [--loud] [--log <file>]
        """)
    #expect(
      Greeter.Tidy.definition.synopsis(of: "greet") == """
        greet tidy <topic> --room <name> [--sweep] [--dust]
        """)
  }

  @Test func theSynopsis_groupsExactlyOneOf_andBreaksBefore80Columns() {
    // Continued lines start under the first argument, after `USAGE: greet probe `.
    let indent = String(repeating: " ", count: "USAGE: greet probe ".count)

    #expect(
      Probe.definition.synopsis(of: "greet") == """
        greet probe <id> (--at <time> | --delay <minutes>)
        \(indent)[--a-rather-long-option-name <name>]
        \(indent)[--another-rather-long-option <name>]
        """)
  }

  /// A command with long options and a rule of one of two, for the synopsis.
  private struct Probe: ParsableCommand {
    static let configuration = CommandConfiguration(name: "probe", abstract: "Probe.")
    static var rules: [OptionRule<Self>] { [.exactlyOne(\.$at, \.$delay)] }

    @Argument("id", .text("id"), help: "What.") var id: String
    @Option("--at", .text("time"), help: "Where it goes,\non two lines (default: here)")
    var at: String?
    @Option("--delay", .text("minutes"), help: "How late.") var delay: String?
    @Option("--a-rather-long-option-name", .text("name"), help: "Long.") var long: String?
    @Option("--another-rather-long-option", .text("name"), help: "Long.") var another: String?
  }
}
