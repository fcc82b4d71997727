import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal in the mode a live card needs: keys arrive one by one, unechoed, and Ctrl-C
/// arrives as a key rather than a signal, so quitting always restores the terminal.
///
/// The original settings come back when ``restore()`` is called, when the value is released,
/// and when the process is ended by `SIGTERM` or `SIGHUP`.
@MainActor
public final class RawTerminal: KeySource {
  private let descriptor: Int32
  private let original: termios
  private var isRaw = false
  /// Restores the terminal when `SIGTERM` or `SIGHUP` arrives, on a Dispatch queue: a
  /// signal source runs ordinary code, so it can capture what to restore instead of reading
  /// a global, as a signal handler would have to.
  private var signalSources: [any DispatchSourceSignal] = []

  /// Switches standard input to raw mode; `nil` when it is not a terminal.
  public init?(descriptor: Int32 = STDIN_FILENO) {
    guard isatty(descriptor) == 1 else { return nil }
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else { return nil }
    self.descriptor = descriptor
    original = settings
    var raw = settings
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 0
      bytes[Int(VTIME)] = 0
    }
    guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return nil }
    isRaw = true
    for number in [SIGTERM, SIGHUP] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      // @Sendable: the handler runs on a Dispatch queue, not on the main actor.
      source.setEventHandler { @Sendable [original] in
        Self.restore(original, on: descriptor)
        _exit(128 + number)
      }
      source.resume()
      signalSources.append(source)
    }
    FileHandle.standardOutput.write(Data("\u{1B}[?25l".utf8))
  }

  isolated deinit { restore() }

  /// Puts the terminal back as it was and shows the cursor again.
  public func restore() {
    guard isRaw else { return }
    for source in signalSources { source.cancel() }
    signalSources = []
    signal(SIGTERM, SIG_DFL)
    signal(SIGHUP, SIG_DFL)
    Self.restore(original, on: descriptor)
    isRaw = false
  }

  /// Puts back `settings` and shows the cursor, from any thread.
  nonisolated private static func restore(_ settings: termios, on descriptor: Int32) {
    var settings = settings
    tcsetattr(descriptor, TCSANOW, &settings)
    let showCursor = Array("\u{1B}[?25h".utf8)
    _ = write(STDOUT_FILENO, showCursor, showCursor.count)
  }

  /// The keys pressed within `timeout`, or none when the time passes first.
  public func keys(waitingUpTo timeout: Duration) async -> [Character] {
    let (seconds, attoseconds) = timeout.components
    let milliseconds = Int32(clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000)
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&request, 1, milliseconds) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return [] }
    return Array(String(decoding: buffer.prefix(count), as: UTF8.self))
  }
}
