import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The width of the terminal on standard output, and word of its changes (`SIGWINCH`), which
/// the `watch` loop reads once per step.
@MainActor
public final class TerminalWidth {
  private let descriptor: Int32
  private let flag = ResizeFlag()
  private let source: any DispatchSourceSignal

  /// Starts listening for `SIGWINCH`.
  ///
  /// - Parameter descriptor: The terminal, standard output unless a test says otherwise.
  public init(descriptor: Int32 = STDOUT_FILENO) {
    self.descriptor = descriptor
    source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
    let flag = flag
    // @Sendable: the handler runs on a Dispatch queue, not on the main actor.
    source.setEventHandler { @Sendable in flag.raise() }
    source.resume()
  }

  isolated deinit {
    source.cancel()
  }

  /// The terminal's width in columns, or `nil` when the descriptor is not a terminal or does
  /// not say.
  public var columns: Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// The new width when the terminal was resized since the last call, else `nil`.
  public func takeChange() -> Int? {
    flag.take() ? columns : nil
  }

  /// A flag the signal handler's queue raises and the main actor takes down.
  private final class ResizeFlag: Sendable {
    private let raised = Atomic(false)

    func raise() { raised.store(true, ordering: .relaxed) }
    func take() -> Bool { raised.exchange(false, ordering: .relaxed) }
  }
}
