import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output or standard error, buffered so that a long list is
/// written in large blocks rather than one system call per line.
///
/// A write the system refuses (a full disk, `/dev/full`, a reader that closed the pipe) is
/// never ignored: the stream keeps its ``failure``, drops everything written after it, and
/// calls ``onFailure`` once, so the composition root can stop the command at once. App makes
/// it the renderers' `TextOutput`.
///
/// The buffer is allocated once and filled by copying each text's UTF-8 bytes. Its fill level
/// is a private integer read and assigned only by the methods below, so an optimized build
/// checks no exclusivity at run time for the many small writes of a list.
@MainActor
public final class StandardStream {
  private let descriptor: Int32
  private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
  private var filled = 0
  /// Why the stream could not be written, once a write failed.
  public private(set) var failure: WriteFailure?
  /// Called once, when the first write fails.
  public var onFailure: (() -> Void)?
  /// A forward-only clock; when set, the time spent in the system's `write` is added up in
  /// ``timeWriting``, read twice for each buffer written out, never for each text.
  public var elapsed: (@Sendable () -> Duration)?
  /// The time spent in the system's `write` so far, while ``elapsed`` is set.
  public private(set) var timeWriting = Duration.zero

  /// Standard output.
  public static func output() -> StandardStream { StandardStream(descriptor: STDOUT_FILENO) }
  /// Standard error.
  public static func error() -> StandardStream { StandardStream(descriptor: STDERR_FILENO) }

  /// A stream over an open file descriptor; ``output()`` and ``error()`` name the standard
  /// ones.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  isolated deinit {
    flush()
    buffer.deallocate()
  }

  /// Whether the stream is a terminal rather than a pipe or a file.
  public var isTerminal: Bool { isatty(descriptor) == 1 }

  /// Adds `text` to the buffer, and writes the buffer out each time it fills.
  public func write(_ text: String) {
    guard failure == nil else { return }
    var text = text
    text.withUTF8 { utf8 in
      var rest = UnsafeRawBufferPointer(utf8)
      while !rest.isEmpty {
        let count = min(rest.count, buffer.count - filled)
        UnsafeMutableRawBufferPointer(rebasing: buffer[filled..<filled + count])
          .copyMemory(from: UnsafeRawBufferPointer(rebasing: rest[..<count]))
        filled += count
        rest = UnsafeRawBufferPointer(rebasing: rest[count...])
        if filled == buffer.count { flush() }
      }
    }
  }

  /// Writes out what the buffer holds.
  public func flush() {
    let start = elapsed?()
    defer { if let start, let elapsed { timeWriting += elapsed() - start } }
    var offset = 0
    let end = filled
    filled = 0
    while offset < end, failure == nil {
      let written = systemWrite(descriptor, buffer.baseAddress! + offset, end - offset)
      if written < 0 {
        if errno == EINTR { continue }
        failure = WriteFailure(code: errno)
        onFailure?()
      } else {
        offset += written
      }
    }
  }
}

/// The C library's `write`, named apart from ``StandardStream/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
