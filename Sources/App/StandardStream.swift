import Foundation
import Presentation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output or standard error as a ``TextOutput``, buffered so that a long list is
/// written in large blocks rather than one system call per line.
///
/// A write the system refuses (a full disk, `/dev/full`, a reader that closed the pipe) is
/// never ignored: the stream keeps its ``failure``, drops everything written after it, and
/// calls ``onFailure`` once, so the composition root can stop the command at once.
///
/// The buffer is allocated once and filled by copying each text's UTF-8 bytes. Its fill level
/// is a private integer read and assigned only by the methods below, so an optimized build
/// checks no exclusivity at run time for the many small writes of a list.
@MainActor
final class StandardStream: TextOutput {
  private let descriptor: Int32
  private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
  private var filled = 0
  /// Why the stream could not be written, once a write failed.
  private(set) var failure: WriteFailure?
  /// Called once, when the first write fails.
  var onFailure: (() -> Void)?

  static func output() -> StandardStream { StandardStream(descriptor: STDOUT_FILENO) }
  static func error() -> StandardStream { StandardStream(descriptor: STDERR_FILENO) }

  /// A stream over an open file descriptor; ``output()`` and ``error()`` name the standard
  /// ones.
  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  isolated deinit {
    flush()
    buffer.deallocate()
  }

  /// Whether the stream is a terminal rather than a pipe or a file.
  var isTerminal: Bool { isatty(descriptor) == 1 }

  func write(_ text: String) {
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

  func flush() {
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
