import Domain
import OfflineChanges
import OfflineCopy
import Presentation
import StoreCapabilities

/// The store a run opened, and the announcements of its changes when it makes them.
///
/// Which capabilities a store has is known from its concrete type where it is opened, so the
/// initializer that fits is chosen by the compiler: nothing asks a store at run time what else
/// it can do. Each delivery's composition hands its use cases the ports they use, each typed.
public struct OpenedStore: Sendable {
  /// The store: the articles' port, with the capabilities every adapter shares.
  public let store: any FullTripStore
  /// The store's announcements of its changes; `nil` for a store that makes none.
  public let announcements: (any TripChangeAnnouncing)?
  /// The changes kept on this computer while the store was away; `nil` for a store that is
  /// always at hand.
  public var pending: (any PendingChangeSending)?
  /// The marks of the trips with a change kept on this computer, by number; `nil` for a
  /// store that keeps none.
  public var marks: (@Sendable () -> [Int64: TripMark])?

  /// A store that makes no announcements.
  public init(_ store: some FullTripStore) {
    self.store = store
    self.announcements = nil
  }

  /// A store and the announcements a decorator in front of it passes on.
  public init(
    _ store: some FullTripStore,
    announcements: (any TripChangeAnnouncing)?
  ) {
    self.store = store
    self.announcements = announcements
  }

  /// A team store read through its copy on this computer: the copy answers, keeps the changes
  /// made while the store is away, and marks the trips that have one.
  public init(offlineCopy copy: CachingTripRepository) {
    self.init(copy)
    pending = copy
    marks = {
      Dictionary(
        uniqueKeysWithValues: copy.keptChanges.map {
          ($0.key.rawValue, $0.value ? .conflict : .waiting)
        })
    }
  }

  /// A store that announces its changes: a live view listens instead of asking.
  public init(_ store: some FullTripStore & TripChangeAnnouncing) {
    self.store = store
    self.announcements = store
  }
}
