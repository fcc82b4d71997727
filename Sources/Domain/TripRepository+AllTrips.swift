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
///
/// The store reads ahead by one page: as soon as a full page arrives, the next one is asked
/// for in a task of its own, so a store that runs on its own executor reads while the caller
/// is busy with the trips it has. At most two pages are held at once. The store receives the
/// same requests in the same order as without reading ahead; a caller that stops early leaves
/// at most one page read for nothing.
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

  /// Hands out the trips of the current page while the next page is being read.
  public struct Iterator: AsyncIteratorProtocol {
    /// The page a read gave, or why it failed.
    private typealias PageRead = Result<[Trip], TripStoreError>

    private let repository: any TripRepository
    private let query: Query
    private let pageSize: Int
    private var page: [Trip] = []
    private var index = 0
    /// The read of the page after ``page``: started when ``page`` arrived full, `nil` once
    /// a page came back short (the last one) or a read failed.
    private var nextPage: Task<PageRead, Never>?
    private var hasStarted = false

    init(repository: any TripRepository, query: Query, pageSize: Int) {
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

    /// The next trip in departure order, or `nil` after the last one, reading the first page
    /// from the caller's actor.
    ///
    /// When the calling task is cancelled (nobody can receive the rest, say), the sequence
    /// ends before the next page: no further page is read, and the one read ahead is
    /// cancelled.
    ///
    /// - Parameter actor: The actor the caller runs on.
    /// - Throws: ``TripStoreError`` when a page cannot be read. The sequence ends there:
    ///   the next call returns `nil`.
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(TripStoreError)
      -> Trip?
    {
      if index == page.count {
        if Task.isCancelled {
          nextPage?.cancel()
          nextPage = nil
          return nil
        }
        let read: PageRead
        if !hasStarted {
          hasStarted = true
          read = await Self.read(repository, query, after: nil, limit: pageSize)
        } else if let pending = nextPage {
          nextPage = nil
          read = await pending.value
        } else {
          return nil
        }
        page = try read.get()
        index = 0
        if page.count == pageSize, let last = page.last {
          nextPage = Self.readAhead(repository, query, after: TripCursor(after: last), pageSize)
        }
        guard !page.isEmpty else { return nil }
      }
      defer { index += 1 }
      return page[index]
    }

    /// Starts reading the page after `cursor` off the caller's actor, so the caller goes on
    /// with the page it has.
    private static func readAhead(
      _ repository: any TripRepository, _ query: Query, after cursor: TripCursor, _ limit: Int
    ) -> Task<PageRead, Never> {
      Task.detached(priority: Task.currentPriority) {
        await read(repository, query, after: cursor, limit: limit)
      }
    }

    private static func read(
      _ repository: any TripRepository, _ query: Query, after cursor: TripCursor?, limit: Int
    ) async -> PageRead {
      do throws(TripStoreError) {
        return switch query {
        case .all: .success(try await repository.trips(after: cursor, limit: limit))
        case .arrivingAfter(let instant):
          .success(try await repository.trips(arrivingAfter: instant, after: cursor, limit: limit))
        }
      } catch {
        return .failure(error)
      }
    }
  }
}
