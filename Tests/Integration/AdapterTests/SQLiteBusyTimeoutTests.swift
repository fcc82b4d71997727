import Testing

@testable import SQLiteStore

/// The busy timeout as SQLite takes it: whole milliseconds, the fraction of a second kept.
@Suite struct SQLiteBusyTimeoutTests {
  @Test(arguments: [
    (Duration.milliseconds(2_500), Int32(2_500)), (.zero, 0), (.seconds(10), 10_000),
    (.microseconds(1_999), 1), (.seconds(3_600), 3_600_000), (.seconds(Int64.max), .max),
    (.seconds(Int64.min), 0), (.seconds(-1), -1_000),
  ])
  func aTimeout_isWholeMilliseconds(timeout: Duration, expected: Int32) {
    #expect(SQLiteConnection.milliseconds(timeout) == expected)
  }
}
