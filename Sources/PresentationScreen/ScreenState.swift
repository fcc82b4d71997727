import Presentation

/// What a screen that a use case fills shows around what it was given: the states a window
/// has and a console, which prints once, does not.
public enum ScreenState: Equatable, Sendable {
  /// The store has not answered for a while: the screen says it is waiting.
  case loading
  /// The use case pushed what it found into the screen's views.
  case content
  /// There is nothing to show, and the message says so.
  case empty(Message)
  /// The use case failed or refused, and the message says why; the person may try again.
  case failed(Message)
}
