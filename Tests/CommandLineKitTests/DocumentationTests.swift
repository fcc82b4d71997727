import CommandLineKit
import Testing

/// The shell completions and the manual page of `greet`, written from its declarations; the
/// whole texts of `trips`'s are golden files of its acceptance tests.
@Suite struct DocumentationTests {
  private let program = Greeter.program

  @Test func bash_completesCommandsOptionsChoicesFilesAndNames() {
    let script = BashCompletion.script(for: program)

    #expect(
      script.hasPrefix("# Completion of greet for bash, written by 'greet completions bash'.\n"))
    #expect(
      script.contains(#"    --style) COMPREPLY=($(compgen -W "plain fancy" -- "$cur")); return ;;"#)
    )
    #expect(script.contains(#"    --log) COMPREPLY=($(compgen -f -- "$cur")); return ;;"#))
    #expect(script.contains("    --language|--times|--room) COMPREPLY=(); return ;;\n"))
    #expect(script.contains(#"    "") words="hello wave tidy" ;;"#))
    #expect(script.contains(#"    hello) options+=" --times --loud --log" ;;"#))
    #expect(script.contains(#"((position == 0)) && words="hello wave tidy" ;;"#))
    #expect(script.hasSuffix("complete -F _greet greet\n"))
  }

  @Test func zsh_describesEveryOptionAndArgument() {
    let script = ZshCompletion.script(for: program)

    #expect(script.hasPrefix("#compdef greet\n"))
    #expect(script.contains("    '--style=[plain or fancy.]:style:(plain fancy)'\n"))
    #expect(script.contains("    '(-h --help)'{-h,--help}'[Show help.]'\n"))
    #expect(script.contains("    '--version[Show the version.]'\n"))
    #expect(script.contains("'--log=[Where to write what was said.]:file:_files'"))
    #expect(script.contains("'1:name: ' '2::title: '"))
    #expect(script.contains("'1:topic:(hello wave tidy)'"))
    #expect(script.hasSuffix("_greet \"$@\"\n"))
  }

  @Test func fish_completesEachCommandsOptionsAfterItsName() {
    let script = FishCompletion.script(for: program)

    #expect(
      script.contains("complete -c greet -n 'not __greet_command' -a hello -d 'Say hello.'\n"))
    #expect(script.contains("complete -c greet -s h -l help -d 'Show help.'\n"))
    #expect(
      script.contains("complete -c greet -l style -x -a 'plain fancy' -d 'plain or fancy.'\n"))
    #expect(
      script.contains(
        "complete -c greet -n '__greet_using hello' -l log -r -F -d 'Where to write what was said.'\n"
      ))
    #expect(
      script.contains(
        "complete -c greet -n '__greet_using hello' -l times -x -d 'How many times.'\n"))
    #expect(script.contains("complete -c greet -n '__greet_using tidy' -x -a 'hello wave tidy'\n"))
  }

  @Test func theManualPage_putsTheDeclarationsAroundTheProgramsProse() {
    let page = ManualPage(
      program: program, version: "1.0", summary: "greet people",
      description: ".B greet\nsays hello.",
      sections: ".SH EXIT STATUS\n0 greeted.\n", seeAlso: ".BR wave (1)\n"
    ).text

    #expect(
      page.hasPrefix(
        ".\\\" The manual page of greet, written by 'greet manual'.\n.TH GREET 1 \"\" \"greet 1.0\""
      ))
    #expect(page.contains(".SH NAME\ngreet \\- greet people\n"))
    #expect(page.contains(".SH DESCRIPTION\n.B greet\nsays hello.\n.SH COMMANDS\n"))
    #expect(
      page.contains(
        ".SS greet hello <name> [<title>] [\\-\\-times <count>] [\\-\\-loud] [\\-\\-log <file>]\nSay hello.\n"
      ))
    #expect(page.contains(".TP\n.I name\nWho to greet.\n"))
    #expect(page.contains(".TP\n\\fB\\-h\\fR, \\fB\\-\\-help\\fR\nShow help.\n"))
    #expect(page.contains(".TP\n\\fB\\-\\-style\\fR \\fIstyle\\fR\nplain or fancy.\n"))
    #expect(
      page.contains(".PP\n\\&Says hello to someone, as many times as asked, loudly if asked.\n"))
    #expect(
      page.contains(
        "0 greeted.\n.SH EXAMPLES\n.TP\n\\fBgreet hello Ada \\-\\-times 2\\fR\nTwice.\n"))
    #expect(page.hasSuffix(".SH SEE ALSO\n.BR wave (1)\n"))
  }

  @Test func theManualPage_hasNoSeeAlso_whenThereIsNone() {
    let page = ManualPage(
      program: program, version: "1.0", summary: "greet", description: "", sections: "", seeAlso: ""
    ).text

    #expect(!page.contains(".SH SEE ALSO"))
  }

  @Test func roffsControlCharacters_areMadeLiteral() {
    #expect(ManualPage.escaped(".start") == "\\&.start")
    #expect(ManualPage.escaped("'quote") == "\\&'quote")
    #expect(ManualPage.escaped("a\\b-c") == "a\\eb\\-c")
  }
}
