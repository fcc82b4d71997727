/// When the console colours the departure time: `--color`.
enum ColorChoice: String, Equatable, CaseIterable, Sendable {
  /// On a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
  case auto
  /// Always, even in a pipe.
  case always
  /// Never.
  case never
}
