import Foundation
import IntegrationTestSupport
import RunLog
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// ``LogFile``: made 0600, appended to, refused unless a regular file of the user's, and
/// written a line at a time so two runs sharing it never mix their lines.
@Suite struct LogFileTests {
  @Test func aNewLog_isMadeReadableByItsOwnerAlone_andAppendedTo() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.log")

    try LogFile.appending(to: path).write("one\n")
    try LogFile.appending(to: path).write("two\n")

    #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\ntwo\n")
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect(permissions as? Int == 0o600)
  }

  @Test func aSymbolicLink_isRefused_andWhatItPointsAtIsUntouched() throws {
    let directory = TemporaryDirectory()
    let target = directory.file("target")
    try Data("kept".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(
      atPath: directory.file("trips.log"), withDestinationPath: target)

    #expect(throws: LogFailure("it is a symbolic link")) {
      try LogFile.appending(to: directory.file("trips.log"))
    }
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept")
  }

  @Test func aFolder_isRefused() {
    let directory = TemporaryDirectory()

    #expect(throws: LogFailure.self) { try LogFile.appending(to: directory.path) }
  }

  @Test func aPipe_isRefused_withoutWaitingForAReader() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("fifo")
    #expect(mkfifo(path, 0o600) == 0)

    #expect(throws: LogFailure.self) { try LogFile.appending(to: path) }
  }

  @Test func aPipeWithAReader_isRefused_asNotARegularFile() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("fifo")
    #expect(mkfifo(path, 0o600) == 0)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    defer { close(reader) }

    #expect(throws: LogFailure("it is not a regular file")) { try LogFile.appending(to: path) }
  }

  @Test func aSecondNameForAFile_isRefused_andTheFileIsUntouched() throws {
    let directory = TemporaryDirectory()
    let kept = directory.file("kept")
    try Data("kept".utf8).write(to: URL(fileURLWithPath: kept))
    #expect(link(kept, directory.file("trips.log")) == 0)

    #expect(throws: LogFailure("it has another name (a hard link)")) {
      try LogFile.appending(to: directory.file("trips.log"))
    }
    #expect(try String(contentsOfFile: kept, encoding: .utf8) == "kept")
  }

  @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
  func anotherUsersFile_isRefused() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.log")
    try Data().write(to: URL(fileURLWithPath: path))
    #expect(chown(path, 65534, 65534) == 0)

    #expect(throws: LogFailure("it belongs to another user")) {
      try LogFile.appending(to: path)
    }
  }

  @Test func twoWritersSharingALog_neverMixTheirLines() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.log")
    let first = try LogFile.appending(to: path)
    let second = try LogFile.appending(to: path)
    let long = String(repeating: "x", count: 3000)

    await withTaskGroup(of: Void.self) { group in
      for (name, log) in [("a", first), ("b", second)] {
        group.addTask {
          for number in 0..<500 { try? log.write("\(name)\(number)\(long)\n") }
        }
      }
    }

    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 1000)
    #expect(lines.allSatisfy { $0.hasSuffix(long) && $0.count <= long.count + 4 })
  }
}
