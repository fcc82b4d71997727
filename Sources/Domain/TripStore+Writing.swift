import Foundation

// Writing one trip: each is a change set of one intent, so a store implements only
// `apply(_:)`.
extension TripStore {
  /// Stores a new trip under the store's next number.
  ///
  /// A set that only adds names no stored trip, so a store refuses it only as a store; any
  /// other refusal is reported as a failure of the store.
  ///
  /// - Parameter draft: The trip to store.
  /// - Returns: The stored trip, with the number the store assigned.
  /// - Throws: ``TripStoreError`` when the store cannot be written.
  public func add(_ draft: TripDraft) async throws(TripStoreError) -> Trip {
    let trips: [Trip]
    do throws(TripRepositoryError) {
      trips = try await apply(TripChangeSet([.add(draft, number: nil)]))
    } catch {
      guard case .store(let failure) = error else {
        throw TripStoreError(location: "", problem: .failed("a new trip was refused: \(error)"))
      }
      throw failure
    }
    guard let trip = trips.first else {
      throw TripStoreError(location: "", problem: .failed("no trip was added"))
    }
    return trip
  }

  /// Stores the fields that differ between `trip`, as it was read, and `changed`, merged
  /// field by field with the store's trip. When no field differs, nothing is sent.
  ///
  /// - Parameters:
  ///   - trip: The trip as it was read.
  ///   - changed: The trip as the person left it.
  /// - Returns: The trip as the store now holds it; `trip` when nothing was sent.
  /// - Throws: As ``apply(_:)`` does.
  @discardableResult
  public func change(_ trip: Trip, to changed: Trip) async throws(TripRepositoryError) -> Trip {
    let edit = TripEdit(from: trip, to: changed)
    guard !edit.fields.isEmpty else { return trip }
    guard let stored = try await apply(TripChangeSet([.edit(edit)])).first else {
      throw .notFound(trip.id)
    }
    return stored
  }

  /// Removes a stored trip while it still has every value it had when read. Its number is
  /// never assigned again.
  ///
  /// - Parameter trip: The trip as it was read.
  /// - Throws: As ``apply(_:)`` does.
  public func remove(_ trip: Trip) async throws(TripRepositoryError) {
    _ = try await apply(TripChangeSet([.remove(trip)]))
  }
}
