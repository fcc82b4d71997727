import TestSupport
import Testing

@testable import Presentation

/// Text from a store that another program wrote never reaches the terminal raw: the rule of
/// ``UnsafeCharacters`` and its two spellings, ``TerminalText`` and JSON.
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

  @Test(arguments: ["\\", "\\x", "\\u", "\\u1B", "\\u{1B", "\\u{}", "\\u{41}", "\\u{110000}"])
  func unescaped_refusesAnEscapeThatEscapedNeverWrites(text: String) {
    #expect(TerminalText.unescaped(text) == nil)
  }

  @Test(
    arguments: [
      (0x00, true), (0x1F, true), (0x20, false), (0x7E, false), (0x7F, true), (0x9F, true),
      (0xA0, false), (0x061B, false), (0x061C, true), (0x200D, false), (0x200E, true),
      (0x200F, true), (0x2028, true), (0x2029, true), (0x2027, false), (0x202A, true),
      (0x202E, true), (0x202F, false), (0x2065, false), (0x2066, true), (0x2069, true),
      (0x206A, false),
    ] as [(UInt32, Bool)])
  func unsafeCharacters_areTheControlsBidiControlsAndSeparators(value: UInt32, unsafe: Bool) {
    #expect(UnsafeCharacters.contains(Unicode.Scalar(value)!) == unsafe)
  }

  @Test func first_namesTheCodePointAndItsPositionInCharacters() throws {
    let found = try #require(UnsafeCharacters.first(in: "東京e\u{301}\r\n"))

    #expect(UnsafeCharacters.codePoint(found.scalar) == "U+000D")
    #expect(found.position == 4)
    #expect(UnsafeCharacters.first(in: "Amsterdam") == nil)
    #expect(UnsafeCharacters.codePoint("\u{1F686}") == "U+1F686")
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

  @Test func json_keepsTheValue_butWritesEveryUnsafeCharacterAsAnEscape() {
    let output = TextBuffer()
    let errors = TextBuffer()
    let renderer = JSONRenderer(output: output, errorOutput: errors)
    var viewModel = ViewModels.late()
    viewModel.origin = "\u{1B}]0;x\u{07}\n\r\t\u{85}\u{202E}\u{2028}\u{2066}é"

    renderer.display(viewModel)
    renderer.displayError(Message("\u{1B}[2J"))

    #expect(
      output.text.contains(
        #""origin": "\u001b]0;x\u0007\n\r\t\u0085\u202e\u2028\u2066é","#))
    #expect(!output.text.unicodeScalars.contains { $0 != "\n" && UnsafeCharacters.contains($0) })
    #expect(errors.text == "error: \\u{1B}[2J\n")
  }
}
