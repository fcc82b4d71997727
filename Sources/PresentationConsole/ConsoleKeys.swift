import Presentation

/// The keys a live trip card listens to on a terminal, and the intent each stands for.
///
/// Keys belong to the console delivery: the presentation layer knows only what a person wants
/// (``TripIntent``), and a delivery with buttons or gestures would map its own events to the
/// same intents.
public enum ConsoleKeys {
  /// The intent a key stands for on a live trip card, or `nil` for a key that means nothing.
  ///
  /// `+` (or `=`, its unshifted key) and `-` move the actual departure by a minute, `0` records
  /// an on-time departure, and `q`, Ctrl-C or Ctrl-D stop watching.
  ///
  /// - Parameter key: The character the terminal delivered.
  /// - Returns: The intent, or `nil`.
  public static func intent(forKey key: Character) -> TripIntent? {
    switch key {
    case "+", "=": .departOneMinuteLater
    case "-", "_": .departOneMinuteEarlier
    case "0": .departOnTime
    case "q", "Q", "\u{3}", "\u{4}": .quit
    default: nil
    }
  }
}
