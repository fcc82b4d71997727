// libFuzzer target: the output sanitizer. Whatever text a store holds, nothing unsafe survives
// escaping, un-escaping gives the text back, and a card and a list row built from it keep
// their shape: every card line as wide as the border, one row per trip.
import FuzzDriver

#if FUZZING
  import Foundation
  import Presentation
  @testable import PresentationConsole
  import PresentationText
#endif

/// Runs libFuzzer over ``fuzz(_:_:)``; a plain build only says how to build it.
@main enum FuzzTerminalTextMain {
  static func main() {
    #if FUZZING
      FuzzDriver.run(fuzz)
    #else
      FuzzDriver.explainPlainBuild()
    #endif
  }
}

#if FUZZING
  /// Checks one input against the properties above; a broken one stops the process, so
  /// libFuzzer records the input.
  func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    let escaped = TerminalText.escaped(text)
    precondition(!escaped.unicodeScalars.contains(where: UnsafeCharacters.contains))
    precondition(TerminalText.unescaped(escaped) == text)
    MainActor.assumeIsolated {
      let output = Buffer()
      let renderer = ConsoleRenderer(output: output, errorOutput: output, colors: .none)
      let trip = TripViewModel(
        id: "1", title: "Trip 1", route: text, date: "10/9/15",
        departure: "3:09 PM", arrival: "3:26 PM", duration: "17 min", delay: text,
        isDelayHidden: text.isEmpty, departureTimeColor: .late)
      renderer.display(trip)
      let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      let width = DisplayWidth.of(String(lines.first ?? ""))
      for line in lines {
        precondition(DisplayWidth.of(String(line)) == width, "a card line is not as counted")
        precondition(!line.unicodeScalars.contains(where: UnsafeCharacters.contains))
      }
      output.text = ""
      renderer.displayListItem(trip)
      precondition(output.text.filter { $0 == "\n" }.count == 1, "a list row broke")
    }
    return 0
  }

  /// Keeps what the renderer writes.
  @MainActor
  final class Buffer: TextOutput {
    var text = ""

    func write(_ text: String) { self.text += text }
  }
#endif
