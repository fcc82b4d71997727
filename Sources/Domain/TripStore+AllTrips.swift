import Foundation

extension TripStore {
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
  /// ``TripStore/trips(arrivingAfter:after:limit:)``.
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
///
/// A page is read when the caller has taken every trip of the one before, in the caller's
/// task: the sequence starts no work of its own, so nothing outlives the caller, and at most
/// one page is held at once.
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

  private let repository: any TripStore
  private let query: Query
  /// How many trips a page holds; a shorter page is the last.
  public let pageSize: Int

  init(repository: any TripStore, query: Query, pageSize: Int) {
    self.repository = repository
    self.query = query
    self.pageSize = Swift.max(1, pageSize)
  }

  /// One page of these trips, for a caller that reads pages itself: the first when `cursor`
  /// is `nil`, else the one after `cursor`.
  ///
  /// - Parameter cursor: Where the previous page ended; `nil` for the first page.
  /// - Returns: Up to ``pageSize`` trips, or why the page could not be read.
  public func page(after cursor: TripCursor?) async -> Result<[Trip], TripStoreError> {
    do throws(TripStoreError) {
      return .success(try await Iterator.read(repository, query, after: cursor, limit: pageSize))
    } catch {
      return .failure(error)
    }
  }

  /// Starts reading from the first trip.
  public func makeAsyncIterator() -> Iterator {
    Iterator(repository: repository, query: query, pageSize: pageSize)
  }

  /// Hands out the trips of the current page, and reads the next when they are taken.
  public struct Iterator: AsyncIteratorProtocol {
    private let repository: any TripStore
    private let query: Query
    private let pageSize: Int
    private var page: [Trip] = []
    private var index = 0
    /// Where the next page starts, or `nil` once a page came back short (the last one) or a
    /// read failed.
    private var nextCursor: TripCursor?
    private var hasStarted = false

    init(repository: any TripStore, query: Query, pageSize: Int) {
      self.repository = repository
      self.query = query
      self.pageSize = pageSize
    }

    /// The next trip in departure order, or `nil` after the last one.
    ///
    /// - Throws: ``TripStoreError`` when a page cannot be read. The sequence ends there:
    ///   the next call returns `nil`.
    public mutating func next() async throws(TripStoreError) -> Trip? {
      try await next(isolation: nil)
    }

    /// The next trip in departure order, or `nil` after the last one, reading pages from the
    /// caller's actor.
    ///
    /// When the calling task is cancelled (nobody can receive the rest, say), the sequence
    /// ends before the next page: no further page is read.
    ///
    /// - Parameter actor: The actor the caller runs on.
    /// - Throws: ``TripStoreError`` when a page cannot be read. The sequence ends there:
    ///   the next call returns `nil`.
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(TripStoreError)
      -> Trip?
    {
      if index == page.count {
        guard !Task.isCancelled, !hasStarted || nextCursor != nil else { return nil }
        let cursor = nextCursor
        hasStarted = true
        nextCursor = nil
        page = try await Self.read(repository, query, after: cursor, limit: pageSize)
        index = 0
        if page.count == pageSize, let last = page.last {
          nextCursor = TripCursor(after: last)
        }
        guard !page.isEmpty else { return nil }
      }
      defer { index += 1 }
      return page[index]
    }

    static func read(
      _ repository: any TripStore, _ query: Query, after cursor: TripCursor?, limit: Int
    ) async throws(TripStoreError) -> [Trip] {
      switch query {
      case .all: try await repository.trips(after: cursor, limit: limit)
      case .arrivingAfter(let instant):
        try await repository.trips(arrivingAfter: instant, after: cursor, limit: limit)
      }
    }
  }
}
