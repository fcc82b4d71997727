import Foundation

extension TripRepository {
  /// Every stored trip in departure order, read a page at a time.
  ///
  /// Only one page is held in memory at once, so listing a million stored trips costs the
  /// memory of `pageSize` trips.
  ///
  /// - Parameter pageSize: How many trips to read per call to the store.
  /// - Returns: An asynchronous sequence of trips that throws ``TripStoreError``, if any.
  public func allTrips(pageSize: Int = 512) -> TripPages {
    TripPages(repository: self, query: .all, pageSize: pageSize)
  }

  /// The trips that arrive after `instant`, in departure order, read a page at a time with
  /// ``TripRepository/trips(arrivingAfter:after:limit:)``.
  ///
  /// - Parameters:
  ///   - instant: Trips that arrive at or before it are left out.
  ///   - pageSize: How many trips to read per call to the store.
  /// - Returns: An asynchronous sequence of trips that throws ``TripStoreError``, if any.
  public func upcomingTrips(arrivingAfter instant: Date, pageSize: Int = 512) -> TripPages {
    TripPages(repository: self, query: .arrivingAfter(instant), pageSize: pageSize)
  }
}

/// Trips of a repository in departure order, read lazily one page at a time: every trip, or
/// those that arrive after an instant.
public struct TripPages: AsyncSequence, Sendable {
  /// Which trips a sequence reads.
  enum Query: Sendable {
    /// Every stored trip.
    case all
    /// The trips that arrive after the instant.
    case arrivingAfter(Date)
  }

  /// A stored trip.
  public typealias Element = Trip
  /// Why a page could not be read.
  public typealias Failure = TripStoreError

  private let repository: any TripRepository
  private let query: Query
  private let pageSize: Int

  init(repository: any TripRepository, query: Query, pageSize: Int) {
    self.repository = repository
    self.query = query
    self.pageSize = Swift.max(1, pageSize)
  }

  /// Starts reading from the first trip.
  public func makeAsyncIterator() -> Iterator {
    Iterator(repository: repository, query: query, pageSize: pageSize)
  }

  /// Reads the next page when the current one is used up.
  public struct Iterator: AsyncIteratorProtocol {
    private let repository: any TripRepository
    private let query: Query
    private let pageSize: Int
    private var page: [Trip] = []
    private var index = 0
    private var cursor: TripCursor?
    private var isExhausted = false

    init(repository: any TripRepository, query: Query, pageSize: Int) {
      self.repository = repository
      self.query = query
      self.pageSize = pageSize
    }

    /// The next trip in departure order, or `nil` after the last one.
    ///
    /// - Throws: ``TripStoreError`` when a page cannot be read.
    public mutating func next() async throws(TripStoreError) -> Trip? {
      try await next(isolation: nil)
    }

    /// The next trip in departure order, or `nil` after the last one, reading a page from
    /// the caller's actor.
    ///
    /// - Parameter actor: The actor the caller runs on.
    /// - Throws: ``TripStoreError`` when a page cannot be read.
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(TripStoreError)
      -> Trip?
    {
      if index == page.count {
        guard !isExhausted else { return nil }
        switch query {
        case .all:
          page = try await repository.trips(after: cursor, limit: pageSize)
        case .arrivingAfter(let instant):
          page = try await repository.trips(arrivingAfter: instant, after: cursor, limit: pageSize)
        }
        index = 0
        isExhausted = page.count < pageSize
        guard let last = page.last else { return nil }
        cursor = TripCursor(after: last)
      }
      defer { index += 1 }
      return page[index]
    }
  }
}
