import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C as a request the `watch` loop reads, rather than a signal that kills the process.
///
/// On a terminal in raw mode Ctrl-C is a key; in a pipe it arrives as `SIGINT`. While this value
/// lives, `SIGINT` only raises a flag, and the loop ends with status 0 at its next check, the
/// same way `q` does. The default handling comes back when it is released.
@MainActor
public final class InterruptRequest {
  private let flag = Flag()
  private let source: any DispatchSourceSignal

  /// Starts catching `SIGINT`.
  public init() {
    signal(SIGINT, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    let flag = flag
    // @Sendable: the handler runs on a Dispatch queue, not on the main actor.
    source.setEventHandler { @Sendable in flag.raise() }
    source.resume()
  }

  isolated deinit {
    source.cancel()
    signal(SIGINT, SIG_DFL)
  }

  /// Whether Ctrl-C was pressed since this value was made.
  public var wasMade: Bool { flag.isRaised }

  /// A flag the signal handler's queue raises and the main actor reads.
  private final class Flag: Sendable {
    private let raised = Atomic(false)

    func raise() { raised.store(true, ordering: .relaxed) }
    var isRaised: Bool { raised.load(ordering: .relaxed) }
  }
}
