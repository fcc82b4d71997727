/// What a screen may add to a trip it shows: the trip has a change made on this computer that
/// the store has not applied yet.
///
/// No use case sets it. A screen decorator that App composes in front of a team store's screens
/// sets it from the changes kept on this computer, so the use cases and the factory stay as
/// they are (decision 21).
public enum TripMark: String, Equatable, Sendable {
  /// A change waits to be sent.
  case waiting
  /// A change conflicts with the store's trip and waits for `trips resolve`.
  case conflict
}
