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
@MainActor
final class StandardStream: TextOutput {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private let capacity = 1 << 16

  static func output() -> StandardStream { StandardStream(descriptor: STDOUT_FILENO) }
  static func error() -> StandardStream { StandardStream(descriptor: STDERR_FILENO) }

  private init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(capacity)
  }

  isolated deinit { flush() }

  /// Whether the stream is a terminal rather than a pipe or a file.
  var isTerminal: Bool { isatty(descriptor) == 1 }

  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= capacity { flush() }
  }

  func flush() {
    var offset = 0
    while offset < buffer.count {
      let written = buffer.withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        break
      }
      offset += written
    }
    buffer.removeAll(keepingCapacity: true)
  }
}

/// The C library's `write`, named apart from ``StandardStream/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
