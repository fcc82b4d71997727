import Domain

extension TripStore {
  /// Replaces the stored trip with `trip`, whose revision names the version it is based on:
  /// another program's change, as a test arranges it.
  ///
  /// - Throws: As ``TripStore/apply(_:)`` does.
  public func replace(_ trip: Trip) async throws(TripRepositoryError) {
    _ = try await apply(TripChangeSet([.replace(trip)]))
  }
}
