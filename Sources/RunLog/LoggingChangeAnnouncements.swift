import Domain
import StoreCapabilities

/// A store's announcements with each wait for one written to the run's log at debug: the
/// polls of `watch`, which info leaves out.
public struct LoggingChangeAnnouncements: TripChangeAnnouncing {
  private let announcing: any TripChangeAnnouncing
  private let log: RunLog

  /// Logs the waits of the listeners `announcing` makes.
  ///
  /// - Parameters:
  ///   - announcing: The store that announces its changes.
  ///   - log: Where the lines go.
  public init(_ announcing: any TripChangeAnnouncing, log: RunLog) {
    self.announcing = announcing
    self.log = log
  }

  /// Starts listening, with a listener whose waits are logged.
  public func listenForChanges() async -> any TripChangeListening {
    Listener(listener: await announcing.listenForChanges(), log: log)
  }

  private struct Listener: TripChangeListening {
    let listener: any TripChangeListening
    let log: RunLog

    func nextAnnouncement(waitingUpTo timeout: Duration) async -> TripChangeNews {
      let start = log.clock.elapsed()
      let news = await listener.nextAnnouncement(waitingUpTo: timeout)
      log.record(
        .debug, "poll",
        [
          LogField("news", .text(Self.name(of: news))),
          LogField("ms", .milliseconds(log.clock.elapsed() - start)),
        ])
      return news
    }

    func stopListening() async {
      await listener.stopListening()
    }

    private static func name(of news: TripChangeNews) -> String {
      switch news {
      case .changed: "changed"
      case .quiet: "quiet"
      case .notListening: "not_listening"
      case .cannotListenHere: "cannot_listen_here"
      }
    }
  }
}
