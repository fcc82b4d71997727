/// How results are written: `--format`.
///
/// Each value is one delivery of Presentation, chosen in ``Composition``. `text` and `json`
/// suit every command that shows trips; `ics` and `html` are whole files, for the commands
/// that show stored trips (``OutputFormat/documents``).
enum OutputFormat: String, Equatable, CaseIterable, Sendable {
  /// Cards and lines for people.
  case text
  /// One JSON document per result, for programs (`Schemas/trip.schema.json`).
  case json
  /// An iCalendar file (RFC 5545), one event per trip.
  case ics
  /// One self-contained web page.
  case html

  /// The formats of every command that shows or changes trips.
  static let streams: [OutputFormat] = [.text, .json]
  /// The formats of a command that shows stored trips: the streams and the files.
  static let documents: [OutputFormat] = allCases
}
