import Presentation
import PresentationText

/// The machine-readable views: trips as JSON objects, messages as text on standard error.
///
/// It implements the same screens as ``ConsoleRenderer``, so swapping one for the other
/// changes no use case, but it reads both kinds of view model: the words a person reads from
/// ``TripViewModel``, and from ``TripValues`` the numbers and instants a program computes
/// with. A trip is one object with the keys of `Schemas/trip.schema.json`, in its order; a
/// list is an array of such objects. Standard output carries only JSON, so it can be piped
/// into another program; information and errors go to standard error.
@MainActor
public final class JSONRenderer {
  private let output: any TextOutput
  private let errorOutput: any TextOutput
  private let instants: InstantText
  private var itemsInList = 0

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - output: Where JSON goes (standard output).
  ///   - errorOutput: Where messages go (standard error).
  ///   - instants: How instants are written: ISO 8601 with the offset of the time zone in use.
  public init(output: any TextOutput, errorOutput: any TextOutput, instants: InstantText) {
    self.output = output
    self.errorOutput = errorOutput
    self.instants = instants
  }

  private func object(_ trip: TripViewModel, _ values: TripValues, indent: String) -> String {
    var fields: [(String, String)] = [
      ("id", String(values.id)),
      ("origin", JSONText.string(values.origin)),
      ("destination", JSONText.string(values.destination)),
      ("date", JSONText.string(trip.date)),
      ("departure", JSONText.string(trip.departure)),
      ("arrival", JSONText.string(trip.arrival)),
      ("duration", JSONText.string(trip.duration)),
      ("delay", JSONText.string(trip.isDelayHidden ? nil : trip.delay)),
      ("delayed", trip.isDelayHidden ? "false" : "true"),
      ("departureAt", JSONText.string(instants.iso8601(values.departureAt))),
      ("arrivalAt", JSONText.string(instants.iso8601(values.arrivalAt))),
      ("recordedDepartureAt", JSONText.string(values.recordedDepartureAt.map(instants.iso8601))),
      ("durationMinutes", String(values.durationMinutes)),
      ("delayMinutes", String(values.delayMinutes)),
    ]
    // Schema version 2: only a trip with a change kept on this computer has the key.
    if let mark = values.mark { fields.append(("pendingChange", JSONText.string(mark.rawValue))) }
    let body = fields.map { "\(indent)  \(JSONText.string($0.0)): \($0.1)" }
    return "{\n" + body.joined(separator: ",\n") + "\n\(indent)}"
  }
}

extension JSONRenderer: TripDataView {
  /// Writes the trip as one JSON object.
  ///
  /// - Parameters:
  ///   - trip: The trip as text.
  ///   - values: The trip's numbers and instants.
  public func display(_ trip: TripViewModel, values: TripValues) {
    output.write(object(trip, values, indent: "") + "\n")
  }
}

extension JSONRenderer: TripListDataView {
  /// Opens the JSON array.
  public func beginList() {
    itemsInList = 0
    output.write("[")
  }

  /// Writes the trip as the next element of the array.
  ///
  /// - Parameters:
  ///   - trip: The trip as text.
  ///   - values: The trip's numbers and instants.
  public func displayListItem(_ trip: TripViewModel, values: TripValues) {
    output.write((itemsInList == 0 ? "\n  " : ",\n  ") + object(trip, values, indent: "  "))
    itemsInList += 1
  }

  /// Closes the JSON array.
  public func endList() {
    output.write(itemsInList == 0 ? "]\n" : "\n]\n")
  }
}

extension JSONRenderer: PendingChangesDataView {
  /// Writes one JSON object, `$defs/pending` of `Schemas/trip.schema.json`: its version and
  /// the changes, each with its trip's number, its state, and for a conflict the fields both
  /// sides changed and both trips as ``TripDataView`` writes them (`null` where there is none).
  ///
  /// - Parameter changes: The changes, as keys and values.
  public func displayPendingChanges(_ changes: [PendingChangeData]) {
    let items = changes.map { change in
      var fields: [(String, String)] = [
        ("trip", change.tripID.map { String($0) } ?? "null"),
        ("state", JSONText.string(change.state.rawValue)),
      ]
      if change.state == .conflict {
        fields += [
          ("fields", "[" + change.fields.map { JSONText.string($0) }.joined(separator: ", ") + "]"),
          ("theirs", change.theirs.map { object($0.trip, $0.values, indent: "      ") } ?? "null"),
          ("mine", change.mine.map { object($0.trip, $0.values, indent: "      ") } ?? "null"),
        ]
      }
      let body = fields.map { "      \(JSONText.string($0.0)): \($0.1)" }
      return "    {\n" + body.joined(separator: ",\n") + "\n    }"
    }
    let list = items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]"
    output.write("{\n  \"version\": 1,\n  \"changes\": \(list)\n}\n")
  }
}

extension JSONRenderer: MessageView {
  /// Writes the message to standard error, keeping standard output pure JSON.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayInformation(_ message: Message) {
    MessageLines(output: errorOutput).displayInformation(message)
  }

  /// Writes the message to standard error as `MessageLines` does.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayError(_ message: Message) {
    MessageLines(output: errorOutput).displayError(message)
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

extension JSONRenderer: TripCardsDataView {
  /// Writes the trips as one JSON array, each as ``TripDataView`` writes one.
  ///
  /// - Parameters:
  ///   - trips: The trips as text.
  ///   - values: Each trip's numbers and instants.
  public func display(_ trips: [TripViewModel], values: [TripValues]) {
    let objects = zip(trips, values).map { "\n  " + object($0, $1, indent: "  ") }
    output.write("[" + objects.joined(separator: ",") + (objects.isEmpty ? "]\n" : "\n]\n"))
  }
}
