import Foundation

// Writing one trip: each is a change set of one intent, so a store implements only
// `apply(_:)`.
extension TripStore {
  /// Stores a new trip under the store's next number.
  ///
  /// A set that only adds names no stored trip, so the store can refuse it only as a store.
  ///
  /// - Parameter draft: The trip to store.
  /// - Returns: The stored trip, with the number the store assigned.
  /// - Throws: ``TripStoreError`` when the store cannot be written.
  public func add(_ draft: TripDraft) async throws(TripStoreError) -> Trip {
    do throws(TripRepositoryError) {
      return try await apply(TripChangeSet([.add(draft, number: nil)]))[0]
    } catch {
      guard case .store(let failure) = error else {
        preconditionFailure("a store refused a new trip for a conflict: \(error)")
      }
      throw failure
    }
  }

  /// Stores the fields that differ between `trip`, as it was read, and `changed`, merged
  /// field by field with the store's trip.
  ///
  /// - Parameters:
  ///   - trip: The trip as it was read.
  ///   - changed: The trip as the person left it.
  /// - Returns: The trip as the store now holds it.
  /// - Throws: As ``apply(_:)`` does.
  @discardableResult
  public func change(_ trip: Trip, to changed: Trip) async throws(TripRepositoryError) -> Trip {
    try await apply(TripChangeSet([.edit(TripEdit(from: trip, to: changed))]))[0]
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
