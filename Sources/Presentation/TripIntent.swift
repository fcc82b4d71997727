/// What a person wants to do to the trip on screen, decided from a key press.
///
/// The presentation control turns keys into intents (``TripPresentationControl/intent(forKey:)``);
/// a use case carries them out; the changed trip flows back into the same labels.
public enum TripIntent: Equatable, Sendable {
  /// The trip left a minute later than recorded so far.
  case departOneMinuteLater
  /// The trip left a minute earlier than recorded so far.
  case departOneMinuteEarlier
  /// The trip left on time.
  case departOnTime
  /// Stop watching.
  case quit
}

extension TripPresentationControl {
  /// The intent a key stands for on a live trip card, or `nil` for a key that means nothing.
  ///
  /// `+` (or `=`, its unshifted key) and `-` move the actual departure by a minute, `0` records
  /// an on-time departure, and `q`, Ctrl-C or Ctrl-D stop watching.
  ///
  /// - Parameter key: The character the terminal delivered.
  /// - Returns: The intent, or `nil`.
  public func intent(forKey key: Character) -> TripIntent? {
    switch key {
    case "+", "=": .departOneMinuteLater
    case "-", "_": .departOneMinuteEarlier
    case "0": .departOnTime
    case "q", "Q", "\u{3}", "\u{4}": .quit
    default: nil
    }
  }
}
