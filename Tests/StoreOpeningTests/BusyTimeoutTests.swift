import SQLiteStore
import StoreOpening
import Testing

/// `TRIPS_BUSY_TIMEOUT`: seconds from 0 to an hour, fractions kept to the millisecond.
@Suite struct BusyTimeoutTests {
  @Test(arguments: [
    ("2.5", Duration.milliseconds(2_500)), ("0", .zero), ("3600", .seconds(3_600)),
    ("0.0014", .milliseconds(1)), ("0.75", .milliseconds(750)),
  ])
  func seconds_areRead_toTheMillisecond(text: String, expected: Duration) throws {
    #expect(try BusyTimeout.resolve(environment: ["TRIPS_BUSY_TIMEOUT": text]) == expected)
  }

  @Test func unsetOrEmpty_isTheDefault() throws {
    #expect(try BusyTimeout.resolve(environment: [:]) == SQLiteTripRepository.defaultBusyTimeout)
    #expect(
      try BusyTimeout.resolve(environment: ["TRIPS_BUSY_TIMEOUT": ""])
        == SQLiteTripRepository.defaultBusyTimeout)
  }

  @Test(arguments: ["-1", "3600.5", "ten", "inf", "nan", "1e9"])
  func anythingElse_isAProblem(text: String) {
    #expect(throws: SettingProblem.invalidBusyTimeout(text)) {
      try BusyTimeout.resolve(environment: ["TRIPS_BUSY_TIMEOUT": text])
    }
  }
}
