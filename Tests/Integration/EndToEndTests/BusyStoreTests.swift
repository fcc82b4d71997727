import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Testing

/// A store held by another program: `trips` waits for the busy timeout, then says so, exits
/// with 75 and changes nothing.
@Suite struct BusyStoreTests {
  /// An `sqlite3` shell that holds the write lock of `path` until ``release()``.
  private final class LockHolder {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    init?(path: String) throws {
      guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else { return nil }
      process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
      process.arguments = [path]
      process.standardInput = input
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      input.fileHandleForWriting.write(Data("BEGIN IMMEDIATE;\nSELECT 'locked';\n".utf8))
      // The shell prints only after BEGIN IMMEDIATE has taken the lock.
      var seen = Data()
      while !String(decoding: seen, as: UTF8.self).contains("locked") {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        seen.append(chunk)
      }
    }

    func release() {
      input.fileHandleForWriting.write(Data("ROLLBACK;\n.quit\n".utf8))
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
    }
  }

  @Test func whileAnotherProgramHoldsTheLock_addExits75_andChangesNothing() throws {
    let directory = TemporaryDirectory()
    let store = directory.file("trips.sqlite")
    let trips = TripsProcess(environment: ["TRIPS_STORE": store, "TRIPS_BUSY_TIMEOUT": "0.2"])
    try trips.run("demo")
    guard let holder = try LockHolder(path: store) else {
      print("note: the sqlite3 shell is not installed; the busy store was not tested")
      return
    }

    let busy = try trips.run("add", "--departure", "2035-10-09 8:15", "--arrival", "9:02")
    holder.release()
    let list = try trips.run("list", "--all")

    #expect(busy.status == 75)
    #expect(busy.output == "")
    #expect(
      busy.error == """
        error: \(store) is in use by another program, which did not let go in time. \
        Nothing was changed.
        hint: Try again in a moment, when the other program has finished with the store.

        """)
    #expect(list.output.split(separator: "\n").count == 1)
  }

  @Test func anUnreadableBusyTimeout_isAUsageError() throws {
    let trips = TripsProcess(environment: ["TRIPS_STORE": ":memory:", "TRIPS_BUSY_TIMEOUT": "soon"])

    let run = try trips.run("list")

    #expect(run.status == 64)
    #expect(
      run.error == """
        error: TRIPS_BUSY_TIMEOUT is 'soon', not a number of seconds from 0 to 3600
        hint: Set it to seconds, such as TRIPS_BUSY_TIMEOUT=2.5, or unset it for 10 seconds.

        """)
  }
}
