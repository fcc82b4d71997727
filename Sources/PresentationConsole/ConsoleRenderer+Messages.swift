import Presentation
import PresentationText

extension ConsoleRenderer {
  /// A renderer that writes to `output` and `errorOutput`.
  ///
  /// - Parameters:
  ///   - output: Where cards, lists and information go (standard output).
  ///   - errorOutput: Where errors go (standard error).
  ///   - colors: Which colours the departure time may be drawn in, if any.
  public convenience init(output: any TextOutput, errorOutput: any TextOutput, colors: ColorSupport)
  {
    self.init(write: { output.write($0) }, writeError: { errorOutput.write($0) }, colors: colors)
  }

  /// Writes `line`, escaped (`TerminalText`), and a line break.
  func writeLine(_ line: String, to write: @MainActor (String) -> Void) {
    write(TerminalText.escaped(line) + "\n")
  }
}

extension ConsoleRenderer: MessageView {
  /// Writes the message, and its hint on a second line, to standard output; both escaped
  /// (`TerminalText`), since a message may repeat a name, a path or another program's words.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayInformation(_ message: Message) {
    writeLine(message.text, to: write)
    if let hint = message.hint { writeLine(hint, to: write) }
  }

  /// Writes `error: ` and the message to standard error, then `detail: ` and the other
  /// program's words and `hint: ` and the hint, each on a line of its own.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayError(_ message: Message) {
    writeLine("error: " + message.text, to: writeError)
    if let detail = message.detail { writeLine("detail: " + detail, to: writeError) }
    if let hint = message.hint { writeLine("hint: " + hint, to: writeError) }
  }
}
