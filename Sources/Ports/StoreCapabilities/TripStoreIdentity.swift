import Domain

/// What tells one store from every other: made when the store is made, kept for as long as it
/// exists, and new for a store made again at the same place.
///
/// A calendar export names each trip by its store's identity and its identifier, so two stores
/// never give the same name to different trips.
public struct TripStoreIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The identity as the store keeps it: 32 lowercase hexadecimal digits.
  public let description: String

  /// Wraps an identity a store keeps.
  ///
  /// - Parameter description: The identity as the store keeps it.
  public init(_ description: String) {
    self.description = description
  }
}

/// A store that can say which store it is.
public protocol TripStoreIdentifying: Sendable {
  /// The store's identity.
  ///
  /// - Returns: The identity, or `nil` while the store does not exist yet (nothing was ever
  ///   written to it).
  /// - Throws: ``TripStoreError`` when the store cannot be read, or a store from an older
  ///   Trips cannot be given its identity.
  func identity() async throws(TripStoreError) -> TripStoreIdentity?
}
