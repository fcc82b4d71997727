/// Where the keys of a live card come from: the terminal in raw mode, or a script in tests.
@MainActor
public protocol KeySource: AnyObject {
  /// The keys pressed within `timeout`, as soon as there are some, or none when the time
  /// passes first.
  func keys(waitingUpTo timeout: Duration) async -> [Character]

  /// Gives the terminal back as it was before watching began. Called once, however watching
  /// ends.
  func restore()
}
