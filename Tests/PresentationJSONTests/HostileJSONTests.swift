import Foundation
import LessonTestSupport
import Presentation
import PresentationJSON
import Testing

/// JSON's spelling of ``UnsafeCharacters``: values stay whole, and every unsafe character is
/// an escape, so `cat` of the output is safe too.
@MainActor @Suite struct HostileJSONTests {
  @Test func json_keepsTheValue_butWritesEveryUnsafeCharacterAsAnEscape() {
    let output = TextBuffer()
    let errors = TextBuffer()
    let renderer = JSONRenderer(
      output: output, errorOutput: errors, instants: InstantText(timeZone: .gmt))
    var values = ViewModels.values()
    values.origin = "\u{1B}]0;x\u{07}\n\r\t\u{85}\u{202E}\u{2028}\u{2066}é"

    renderer.display(ViewModels.late(), values: values)
    renderer.displayError(Message("\u{1B}[2J"))

    #expect(
      output.text.contains(
        #""origin": "\u001b]0;x\u0007\n\r\t\u0085\u202e\u2028\u2066é","#))
    #expect(!output.text.unicodeScalars.contains { $0 != "\n" && UnsafeCharacters.contains($0) })
    #expect(errors.text == "error: \\u{1B}[2J\n")
  }
}
