import Foundation

/// A stored trip: when it is scheduled to leave and arrive, and when it really left.
///
/// `Trip` is the model at the centre of the application. It knows nothing of how it is shown
/// or stored; the duration and the delay are computed from its instants, as the trip screen
/// needs them.
public struct Trip: Identifiable, Equatable, Sendable {
  /// The identifier the store assigned.
  public let id: TripID
  /// When the trip is scheduled to leave.
  public let departure: Date
  /// When the trip is scheduled to arrive.
  public let arrival: Date
  /// When the trip really left, once that has been recorded; `nil` until then.
  ///
  /// A recorded departure is a fact about the past: changing the plan (see
  /// ``replanned(departure:arrival:origin:destination:)``) keeps it.
  public internal(set) var recordedDeparture: Date?
  /// Where the trip starts, if a name was given.
  public let origin: String?
  /// Where the trip ends, if a name was given.
  public let destination: String?
  /// Which version of the stored trip this is: 1 when it was added, one more with every
  /// change.
  ///
  /// A changed copy keeps the revision it was read at, so that a change can name the version
  /// it was based on (``TripEdit/baseRevision``, and ``TripChange/replace(_:)``, which the
  /// store refuses once the trip has moved on).
  public internal(set) var revision: Int

  /// Creates a trip from its stored values, checking the domain's invariant.
  ///
  /// - Parameters:
  ///   - id: The identifier the store assigned.
  ///   - departure: The scheduled departure.
  ///   - arrival: The scheduled arrival; must be after `departure`.
  ///   - recordedDeparture: The real departure, if it was recorded.
  ///   - origin: The name of the place the trip starts from.
  ///   - destination: The name of the place the trip goes to.
  ///   - revision: Which version of the stored trip this is; 1 for a trip just added.
  /// - Throws: ``TripError/arrivalNotAfterDeparture(departure:arrival:)``.
  public init(
    id: TripID, departure: Date, arrival: Date, recordedDeparture: Date? = nil,
    origin: String? = nil, destination: String? = nil, revision: Int = 1
  ) throws(TripError) {
    (self.departure, self.arrival) = try Self.checked(departure, arrival)
    (self.id, self.revision) = (id, revision)
    self.recordedDeparture = recordedDeparture?.truncatedToWholeSecond
    (self.origin, self.destination) = (origin, destination)
  }

  /// When the trip really left: the recorded departure, or the scheduled one while none is
  /// recorded (a trip is taken to leave on time until told otherwise).
  public var actualDeparture: Date { recordedDeparture ?? departure }

  /// The scheduled time from departure to arrival.
  public var duration: TimeInterval { arrival.timeIntervalSince(departure) }

  /// How much later than scheduled the trip left; negative when it left early.
  public var delay: TimeInterval { actualDeparture.timeIntervalSince(departure) }

  /// Whether the trip left later than scheduled. An early departure is not a delay.
  public var isDelayed: Bool { delay > 0 }

  /// The scheduled times to the whole second, once the rule holds: a trip takes some time.
  static func checked(_ departure: Date, _ arrival: Date) throws(TripError) -> (Date, Date) {
    let (departure, arrival) = (departure.truncatedToWholeSecond, arrival.truncatedToWholeSecond)
    guard arrival > departure else {
      throw .arrivalNotAfterDeparture(departure: departure, arrival: arrival)
    }
    return (departure, arrival)
  }
}

/// The identity of a stored trip.
///
/// A store assigns identifiers when a trip is added: positive integers, never reused within
/// one store, not even after the trip they named has been removed.
public struct TripID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The positive integer the store assigned.
  public let rawValue: Int64

  /// Wraps an identifier read from a store or typed by a person.
  ///
  /// - Parameter rawValue: The store's integer. Identifiers are positive; the initializer
  ///   returns `nil` for zero and negative values.
  public init?(rawValue: Int64) {
    guard rawValue > 0 else { return nil }
    self.rawValue = rawValue
  }

  /// The identifier as a person types it: `7`.
  public var description: String { String(rawValue) }
}

/// A rule of the domain that a requested trip breaks.
public enum TripError: Error, Equatable, Sendable {
  /// The arrival is at or before the departure; a trip has to take some time.
  case arrivalNotAfterDeparture(departure: Date, arrival: Date)
}

extension Date {
  /// The instant to the whole second before it: what a store keeps of a time.
  var truncatedToWholeSecond: Date {
    Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down))
  }
}
