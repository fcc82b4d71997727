import CommandLineKit
import Testing

/// The help of `greet`, whole, and the wrapping that fits it into 80 columns.
@Suite struct HelpTextTests {
  @Test func theProgramsHelp_listsItsOptionsCommandsAndSections() {
    #expect(
      HelpText.text(for: Greeter.program) == """
        OVERVIEW: Greet people.

        USAGE: greet [<options>] <subcommand>

        OPTIONS:
          --language <code>       The language of the greeting.
          --style <style>         plain or fancy.
          --version               Show the version.
          -h, --help              Show help.

        SUBCOMMANDS:
          hello                   Say hello.
          wave                    Wave.
          tidy                    Tidy up after greeting.

          See 'greet help <subcommand>' for detailed help.

        EXIT STATUS:
          0 greeted, 64 usage error.

        """)
  }

  @Test func aCommandsHelp_listsItsArguments_thenItsOptions_thenTheOnesGiven() {
    let help = HelpText.text(
      for: Greeter.Hello.definition, program: "greet", options: Greeter.program.options)

    #expect(
      help == """
        OVERVIEW: Say hello.

        USAGE: greet hello <name> [<title>] [--times <count>] [--loud] [--log <file>]

        ARGUMENTS:
          <name>                  Who to greet.
          <title>                 How to address them.

        OPTIONS:
          --times <count>         How many times.
          --loud                  Shout.
          --log <file>            Where to write what was said.
          --language <code>       The language of the greeting.
          --style <style>         plain or fancy.
          --version               Show the version.
          -h, --help              Show help.

        Says hello to someone, as many times as asked, loudly if asked.

        """)
  }

  @Test func longHelp_wrapsIntoTheHelpColumn_andALongLabelGetsALineOfItsOwn() {
    let help = HelpText.text(for: Chatty.definition, program: "greet", options: [])

    #expect(
      help == """
        OVERVIEW: Chat.

        USAGE: greet chat [--about-the-weather-at-length]

        OPTIONS:
          --about-the-weather-at-length
                                  Talk about the weather for as long as anybody listens,
                                  and then a little longer, because there is always more
                                  to say about rain.

        One paragraph of discussion that goes on for rather longer than a line of eighty
        columns can hold, so the help wraps it between words.
          greet chat --about-the-weather-at-length --and-this-line-is-a-command-to-type-so-it-stays-whole

        """)
  }

  @Test(
    arguments: [
      ("", 10, [""]), ("short", 10, ["short"]), ("one two three", 7, ["one two", "three"]),
      ("unbreakable-word here", 5, ["unbreakable-word", "here"]), ("a\n\nb", 1, ["a", "", "b"]),
      ("  keep this whole line", 5, ["  keep this whole line"]),
    ] as [(String, Int, [String])])
  func wrapping_breaksBetweenWords_andKeepsIndentedLines(text: String, width: Int, lines: [String])
  {
    #expect(HelpText.wrapped(text, width: width) == lines)
  }

  /// A command whose help is too long for one line.
  private struct Chatty: ParsableCommand {
    static let configuration = CommandConfiguration(
      name: "chat", abstract: "Chat.",
      discussion: """
        One paragraph of discussion that goes on for rather longer than a line of eighty columns can hold, so the help wraps it between words.
          greet chat --about-the-weather-at-length --and-this-line-is-a-command-to-type-so-it-stays-whole
        """)

    @Flag(
      "--about-the-weather-at-length",
      help: """
        Talk about the weather for as long as anybody listens, and then a little longer, because there is always more to say about rain.
        """)
    var weather: Bool
  }
}
