import ConsoleTerminal
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Testing

@testable import App

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The buffered stream delivers every byte in order, also when a text ends past the buffer's
/// end or is longer than the whole buffer; and a write the system refuses is kept, reported
/// once and never retried.
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

  @Test func aFullDevice_isAFailure_reportedOnce_andLaterWritesAreDropped() throws {
    let descriptor = open("/dev/full", O_WRONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let stream = StandardStream(descriptor: descriptor)
    var reports = 0
    stream.onFailure = { reports += 1 }

    stream.write("one\n")
    stream.flush()
    stream.write(String(repeating: "x", count: 200_000))
    stream.flush()

    #expect(stream.failure == WriteFailure(code: ENOSPC))
    #expect(reports == 1)
  }

  @Test func aPipeWhoseReaderLeft_isClosedByReader() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    close(ends[0])
    defer { close(ends[1]) }
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    let stream = StandardStream(descriptor: ends[1])

    stream.write("row\n")
    stream.flush()

    #expect(stream.failure?.isClosedByReader == true)
  }
}
