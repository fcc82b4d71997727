/// What a person wants to do to the trip on screen.
///
/// A delivery turns its own events into intents (the console's keys: `ConsoleKeys`); a use
/// case carries them out; the changed trip flows back into the same labels.
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
