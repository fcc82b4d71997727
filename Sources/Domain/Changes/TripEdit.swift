import Foundation

/// What a person asked to change on a stored trip: only the fields they set, each with the
/// value they saw (an intent, not a row).
///
/// A store applies an edit by merging each named field three ways against its own trip (see
/// ``merged(onto:)``); a field the edit does not name is never written.
public struct TripEdit: Equatable, Sendable {
  /// The outcome of merging an edit onto the store's trip.
  public enum Merge: Equatable, Sendable {
    /// Every named field merged and the result keeps the domain's rules: the trip to store,
    /// at the next revision.
    case merged(Trip)
    /// The store's trip holds every value the edit sets already: nothing to write.
    case alreadyApplied(Trip)
    /// These fields conflict: someone else set them to a third value, or the merged trip
    /// would break a rule of the domain (then the fields the rule involves).
    case conflict([TripField])
  }

  /// The trip the edit changes.
  public let id: TripID
  /// The revision of the trip the person saw.
  public let baseRevision: Int
  /// The new scheduled departure, if the edit sets it.
  public var departure: FieldChange<Date>?
  /// The new scheduled arrival, if the edit sets it.
  public var arrival: FieldChange<Date>?
  /// The new recorded departure, if the edit sets it.
  public var recordedDeparture: FieldChange<Date?>?
  /// The new origin, if the edit sets it.
  public var origin: FieldChange<String?>?
  /// The new destination, if the edit sets it.
  public var destination: FieldChange<String?>?

  /// An edit of the trip numbered `id` that sets the fields given.
  ///
  /// - Parameters:
  ///   - id: The trip the edit changes.
  ///   - baseRevision: The revision of the trip the person saw.
  ///   - departure: The scheduled departure, from its base to its new value; `nil` to leave it.
  ///   - arrival: The scheduled arrival, likewise.
  ///   - recordedDeparture: The recorded departure, likewise.
  ///   - origin: The origin, likewise.
  ///   - destination: The destination, likewise.
  public init(
    id: TripID, baseRevision: Int, departure: FieldChange<Date>? = nil,
    arrival: FieldChange<Date>? = nil, recordedDeparture: FieldChange<Date?>? = nil,
    origin: FieldChange<String?>? = nil, destination: FieldChange<String?>? = nil
  ) {
    self.id = id
    self.baseRevision = baseRevision
    self.departure = departure
    self.arrival = arrival
    self.recordedDeparture = recordedDeparture
    self.origin = origin
    self.destination = destination
  }

  /// The edit that turns `base`, the trip the person saw, into `changed`: it names exactly
  /// the fields whose values differ.
  ///
  /// - Parameters:
  ///   - base: The trip as the person saw it.
  ///   - changed: The trip as the person left it.
  public init(from base: Trip, to changed: Trip) {
    self.init(id: base.id, baseRevision: base.revision)
    departure = Self.change(base.departure, changed.departure)
    arrival = Self.change(base.arrival, changed.arrival)
    recordedDeparture = Self.change(base.recordedDeparture, changed.recordedDeparture)
    origin = Self.change(base.origin, changed.origin)
    destination = Self.change(base.destination, changed.destination)
  }

  private static func change<Value>(_ base: Value, _ value: Value) -> FieldChange<Value>? {
    base == value ? nil : FieldChange(base: base, value: value)
  }

  /// The fields the edit sets, in the order a card shows them.
  public var fields: [TripField] {
    var named: [TripField] = []
    if departure != nil { named.append(.departure) }
    if arrival != nil { named.append(.arrival) }
    if recordedDeparture != nil { named.append(.recordedDeparture) }
    if origin != nil { named.append(.origin) }
    if destination != nil { named.append(.destination) }
    return named
  }

  /// Merges the edit onto the store's trip `stored`, field by field: a field that still has
  /// its base, or has the edit's value already, takes the edit's value; a field someone set
  /// to a third value conflicts. Fields the edit does not name keep the store's values.
  ///
  /// - Parameter stored: The store's trip now.
  /// - Returns: The merged trip, ``Merge/alreadyApplied(_:)`` when nothing changes, or the
  ///   conflicting fields.
  public func merged(onto stored: Trip) -> Merge {
    var conflicts: [TripField] = []
    func take<Value>(_ change: FieldChange<Value>?, _ field: TripField, _ current: Value)
      -> Value
    {
      guard let change else { return current }
      guard let value = change.merged(with: current) else {
        conflicts.append(field)
        return current
      }
      return value
    }
    let departure = take(self.departure, .departure, stored.departure)
    let arrival = take(self.arrival, .arrival, stored.arrival)
    let recorded = take(recordedDeparture, .recordedDeparture, stored.recordedDeparture)
    let origin = take(self.origin, .origin, stored.origin)
    let destination = take(self.destination, .destination, stored.destination)
    guard conflicts.isEmpty else { return .conflict(conflicts) }
    guard
      let trip = try? Trip(
        id: stored.id, departure: departure, arrival: arrival, recordedDeparture: recorded,
        origin: origin, destination: destination, revision: stored.revision)
    else {
      return .conflict([.departure, .arrival])
    }
    return trip == stored ? .alreadyApplied(stored) : .merged(trip.nextRevision)
  }

  /// The edit made again on top of the store's trip `stored`, as a person who chose their
  /// own values asks: every named field is based on the store's value now, so it merges
  /// whatever that value is.
  ///
  /// - Parameter stored: The store's trip now.
  /// - Returns: The same fields and values, based on `stored`.
  public func rebased(onto stored: Trip) -> TripEdit {
    func rebase<Value>(_ change: FieldChange<Value>?, _ current: Value) -> FieldChange<Value>? {
      change.map { FieldChange(base: current, value: $0.value) }
    }
    return TripEdit(
      id: id, baseRevision: stored.revision,
      departure: rebase(departure, stored.departure),
      arrival: rebase(arrival, stored.arrival),
      recordedDeparture: rebase(recordedDeparture, stored.recordedDeparture),
      origin: rebase(origin, stored.origin),
      destination: rebase(destination, stored.destination))
  }

  /// The trip as this edit would leave `trip`, were every named field set: what this
  /// computer shows of its own change before the store has it.
  ///
  /// - Parameter trip: The trip to set the fields on.
  /// - Returns: The changed trip at the next revision; `nil` when the values would break a
  ///   rule of the domain.
  public func applied(to trip: Trip) -> Trip? {
    switch rebased(onto: trip).merged(onto: trip) {
    case .merged(let result), .alreadyApplied(let result): result
    case .conflict: nil
    }
  }
}
