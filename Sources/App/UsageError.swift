/// A command line that cannot be run as typed: exit status 64.
struct UsageError: Error, Equatable {
  /// What is wrong, as one sentence without the `error: ` prefix.
  let message: String
  /// What to type instead.
  let hint: String?

  init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }
}
