/// How results are written: `--format`.
enum OutputFormat: String, Equatable, CaseIterable, Sendable {
  /// Cards and lines for people.
  case text
  /// One JSON document per result, for programs.
  case json
}
