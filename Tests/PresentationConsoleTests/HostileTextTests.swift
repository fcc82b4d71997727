import LessonTestSupport
import Presentation
import PresentationText
import Testing

@testable import PresentationConsole

/// Text from a store that another program wrote never reaches the terminal raw: the
/// terminal's spelling of ``UnsafeCharacters``, ``TerminalText``, in every console view.
@MainActor @Suite struct HostileTextTests {
  /// Hostile inputs and how a terminal shows them.
  nonisolated static let hostile: [(input: String, shown: String)] = [
    ("\u{1B}[2J\u{1B}]0;pwned\u{07}Evil", "\\u{1B}[2J\\u{1B}]0;pwned\\u{7}Evil"),
    ("Ut\rrecht\nX", "Ut\\u{D}recht\\u{A}X"),
    ("tab\there", "tab\\u{9}here"),
    ("nul\u{0}", "nul\\u{0}"),
    ("del\u{7F}", "del\\u{7F}"),
    ("csi\u{9B}31m", "csi\\u{9B}31m"),
    ("next\u{85}line", "next\\u{85}line"),
    ("abc\u{202E}gpj.exe", "abc\\u{202E}gpj.exe"),
    ("\u{2066}\u{2067}\u{2068}\u{2069}", "\\u{2066}\\u{2067}\\u{2068}\\u{2069}"),
    ("\u{200E}\u{200F}\u{061C}", "\\u{200E}\\u{200F}\\u{61C}"),
    ("one\u{2028}two\u{2029}", "one\\u{2028}two\\u{2029}"),
    ("C:\\trips", "C:\\\\trips"),
    ("\\u{1B}", "\\\\u{1B}"),
    // A mark written before a number (U+0601) joins the escape's backslash into one character
    // (found by fuzzing).
    ("\u{601}\u{0}", "\u{601}\\u{0}"),
    ("Zürich 🚆 東京", "Zürich 🚆 東京"),
    ("", ""),
  ]

  @Test(arguments: hostile)
  func terminalText_escapesEveryUnsafeCharacter_andGivesTheInputBack(
    input: String, shown: String
  ) {
    let escaped = TerminalText.escaped(input)

    #expect(escaped == shown)
    #expect(!escaped.unicodeScalars.contains(where: UnsafeCharacters.contains))
    #expect(TerminalText.unescaped(escaped) == input)
  }

  @Test(arguments: [
    "\\", "\\x", "\\u", "\\u1B", "\\u{1B", "\\u{}", "\\u{41}", "\\u{110000}", "\u{601}\\",
  ])
  func unescaped_refusesAnEscapeThatEscapedNeverWrites(text: String) {
    #expect(TerminalText.unescaped(text) == nil)
  }

  @Test(arguments: hostile)
  func card_showsTheNameEscaped_withItsBorderInLine(input: String, shown: String) {
    let output = TextBuffer()
    let renderer = ConsoleRenderer(output: output, errorOutput: TextBuffer(), colors: .basic)

    renderer.display(ViewModels.late(route: input))

    let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == (input.isEmpty ? 7 : 8))
    if !input.isEmpty { #expect(lines[2].hasPrefix("│ " + shown)) }
    let plain = output.text.replacingOccurrences(of: "\u{1B}[31m", with: "")
      .replacingOccurrences(of: "\u{1B}[0m", with: "")
    #expect(!plain.unicodeScalars.contains { $0 != "\n" && UnsafeCharacters.contains($0) })
    let widths = Set(
      plain.split(separator: "\n").map { DisplayWidth.of(String($0)) })
    #expect(widths == [44])
  }

  @Test(arguments: hostile)
  func listRow_staysOnOneRow(input: String, shown: String) {
    let output = TextBuffer()
    let renderer = ConsoleRenderer(output: output, errorOutput: TextBuffer(), colors: .none)

    renderer.displayListItem(ViewModels.late(route: input))

    #expect(output.text.filter { $0 == "\n" }.count == 1)
    #expect(output.text.hasSuffix("\n"))
    #expect(!output.text.dropLast().unicodeScalars.contains(where: UnsafeCharacters.contains))
    #expect(shown.isEmpty || output.text.contains(shown))
  }

  @Test(arguments: hostile)
  func messages_areEscaped_onBothStreams(input: String, shown: String) {
    let output = TextBuffer()
    let errors = TextBuffer()
    let renderer = ConsoleRenderer(output: output, errorOutput: errors, colors: .none)

    renderer.displayInformation(Message("Removed \(input).", hint: input))
    renderer.displayError(Message("\(input) cannot be read.", hint: input))

    #expect(output.text == "Removed \(shown).\n\(shown)\n")
    #expect(errors.text == "error: \(shown) cannot be read.\nhint: \(shown)\n")
  }

  @Test func liveCard_escapesNamesAndMessages() {
    let output = TextBuffer()
    let card = LiveTripCard(
      output: output, errorOutput: output, colors: .none, redrawsInPlace: true)

    card.display(ViewModels.late(route: "\u{1B}[2JEvil"))
    card.displayError(Message("gone\u{7}", hint: "\u{9B}"))

    #expect(output.text.contains("│ \\u{1B}[2JEvil "))
    #expect(output.text.hasSuffix("error: gone\\u{7}\nhint: \\u{9B}\n"))
    #expect(!output.text.contains("\u{1B}[2J"))
  }

  @Test(arguments: hostile)
  func anotherProgramsWords_goOnAnEscapedDetailLine_inEveryErrorWriter(
    input: String, shown: String
  ) {
    let message = Message("The server could not be used.", hint: "Look.", detail: input)
    let expected = "error: The server could not be used.\ndetail: \(shown)\nhint: Look.\n"
    let console = TextBuffer()
    let lines = TextBuffer()
    let card = TextBuffer()

    ConsoleRenderer(output: TextBuffer(), errorOutput: console, colors: .none)
      .displayError(message)
    MessageLines(output: lines).displayError(message)
    LiveTripCard(output: card, errorOutput: card, colors: .none, redrawsInPlace: false)
      .displayError(message)

    #expect([console.text, lines.text, card.text] == [expected, expected, expected])
  }
}
