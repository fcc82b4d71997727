import Presentation

/// A message view that writes every message to one stream as lines a person reads, escaped
/// as on a terminal.
///
/// Deliveries whose standard output is a document (JSON, a calendar, a web page) keep their
/// messages out of it: information and errors alike go here, to standard error.
@MainActor
public final class MessageLines: MessageView {
  private let output: any TextOutput

  /// Creates a message view.
  ///
  /// - Parameter output: Where messages go (standard error).
  public init(output: any TextOutput) {
    self.output = output
  }

  /// Writes the message, and its hint on a second line.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayInformation(_ message: Message) {
    output.write(TerminalText.escaped(message.text) + "\n")
    if let hint = message.hint { output.write(TerminalText.escaped(hint) + "\n") }
  }

  /// Writes `error: ` and the message, then `detail: ` and the other program's words and
  /// `hint: ` and the hint, each on a line of its own.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayError(_ message: Message) {
    output.write("error: " + TerminalText.escaped(message.text) + "\n")
    if let detail = message.detail {
      output.write("detail: " + TerminalText.escaped(detail) + "\n")
    }
    if let hint = message.hint { output.write("hint: " + TerminalText.escaped(hint) + "\n") }
  }
}
