import Presentation

/// An output that adds up the time its writes take, for the timings `--log` ends with on a
/// terminal: the time spent writing, apart from the store's and the formatting's.
public final class TimedTextOutput: TextOutput {
  private let output: any TextOutput
  private let elapsed: @Sendable () -> Duration
  /// The time the writes and flushes took so far.
  public private(set) var timeWriting = Duration.zero

  /// Times the writes to `output`.
  ///
  /// - Parameters:
  ///   - output: Where the text goes.
  ///   - elapsed: A clock that only moves forward.
  public init(_ output: any TextOutput, elapsed: @escaping @Sendable () -> Duration) {
    self.output = output
    self.elapsed = elapsed
  }

  /// Writes `text`, timed.
  public func write(_ text: String) {
    let start = elapsed()
    output.write(text)
    timeWriting += elapsed() - start
  }

  /// Flushes, timed.
  public func flush() {
    let start = elapsed()
    output.flush()
    timeWriting += elapsed() - start
  }
}
