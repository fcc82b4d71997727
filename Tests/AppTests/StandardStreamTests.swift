import Foundation
import TestSupport
import Testing

@testable import App

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The buffered stream delivers every byte in order, also when a text ends past the buffer's
/// end or is longer than the whole buffer.
@MainActor @Suite struct StandardStreamTests {
  @Test func textsThatOverrunTheBuffer_reachTheFileWhole_andInOrder() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("output.txt")
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let stream = StandardStream(descriptor: descriptor)
    var expected = ""

    // About 115,000 bytes of rows with multi-byte arrows, so the buffer fills mid-text.
    for index in 0..<1_500 {
      let row = "\(index)  →  " + String(repeating: "x", count: index % 97) + "\n"
      stream.write(row)
      expected += row
    }
    // 100,000 bytes in one text: more than the 65,536 the buffer holds.
    let long = String(repeating: "é", count: 50_000)
    stream.write(long)
    expected += long
    stream.flush()

    #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
  }
}
