import Presentation
import PresentationConsole

/// The machine-readable views: trips as JSON objects, messages as text on standard error.
///
/// A second implementation of the same view protocols as ``ConsoleRenderer``; swapping one
/// for the other changes no use case. A trip is one object with the keys `id`, `origin`,
/// `destination`, `date`, `departure`, `arrival`, `duration`, `delay` and `delayed`; a list
/// is an array of such objects. Standard output carries only JSON, so it can be piped into
/// another program; information and errors go to standard error.
@MainActor
public final class JSONRenderer {
  private let output: any TextOutput
  private let errorOutput: any TextOutput
  private var itemsInList = 0

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - output: Where JSON goes (standard output).
  ///   - errorOutput: Where messages go (standard error).
  public init(output: any TextOutput, errorOutput: any TextOutput) {
    self.output = output
    self.errorOutput = errorOutput
  }

  private func object(_ trip: TripViewModel, indent: String) -> String {
    let fields: [(String, String)] = [
      ("id", Self.number(trip.id)),
      ("origin", JSONText.string(trip.origin)),
      ("destination", JSONText.string(trip.destination)),
      ("date", JSONText.string(trip.date)),
      ("departure", JSONText.string(trip.departure)),
      ("arrival", JSONText.string(trip.arrival)),
      ("duration", JSONText.string(trip.duration)),
      ("delay", JSONText.string(trip.isDelayHidden ? nil : trip.delay)),
      ("delayed", trip.isDelayHidden ? "false" : "true"),
    ]
    let body = fields.map { "\(indent)  \(JSONText.string($0.0)): \($0.1)" }
    return "{\n" + body.joined(separator: ",\n") + "\n\(indent)}"
  }

  /// A trip number as a JSON number; anything else that arrives as an identifier stays a
  /// string, so the output is valid JSON whatever the view model holds.
  private static func number(_ id: String) -> String {
    !id.isEmpty && id.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } ? id : JSONText.string(id)
  }
}

extension JSONRenderer: TripView {
  /// Writes the trip as one JSON object.
  ///
  /// - Parameter trip: The trip, ready to display.
  public func display(_ trip: TripViewModel) {
    output.write(object(trip, indent: "") + "\n")
  }
}

extension JSONRenderer: TripListView {
  /// Opens the JSON array.
  public func beginList() {
    itemsInList = 0
    output.write("[")
  }

  /// Writes the trip as the next element of the array.
  ///
  /// - Parameter trip: The trip, ready to display.
  public func displayListItem(_ trip: TripViewModel) {
    output.write((itemsInList == 0 ? "\n  " : ",\n  ") + object(trip, indent: "  "))
    itemsInList += 1
  }

  /// Closes the JSON array.
  public func endList() {
    output.write(itemsInList == 0 ? "]\n" : "\n]\n")
  }
}

extension JSONRenderer: MessageView {
  /// Writes the message to standard error, keeping standard output pure JSON.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayInformation(_ message: Message) {
    errorOutput.write(TerminalText.escaped(message.text) + "\n")
    if let hint = message.hint { errorOutput.write(TerminalText.escaped(hint) + "\n") }
  }

  /// Writes `error: ` and the message to standard error, and the hint on a second line.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayError(_ message: Message) {
    errorOutput.write("error: " + TerminalText.escaped(message.text) + "\n")
    if let hint = message.hint { errorOutput.write("hint: " + TerminalText.escaped(hint) + "\n") }
  }
}

/// Writes JSON literals by hand, so keys keep the documented order.
enum JSONText {
  /// A JSON string literal, or `null` for `nil`.
  ///
  /// Every ``UnsafeCharacters`` scalar is written as an escape (`\n`, `\r`, `\t`, or
  /// `\uXXXX`), so the value stays whole and `cat` of the output is safe on a terminal.
  static func string(_ value: String?) -> String {
    guard let value else { return "null" }
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let escaped where UnsafeCharacters.contains(escaped):
        result += "\\u" + hex4(escaped.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }
}
