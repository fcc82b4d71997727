import Foundation
import TestSupport
import Testing

/// Times typed the way people type them, through the whole command (in process) and into
/// the store.
@MainActor @Suite struct TimesAsTypedTests {
  @Test(arguments: InProcessTrips.Store.allCases)
  func anOvernightTrip_withTimesAlone_isStoredAcrossMidnight(store: InProcessTrips.Store) async {
    let trips = InProcessTrips(store: store)

    let add = await trips.run("add", "--departure", "2035-10-09 23:40", "--arrival", "0:35")
    let depart = await trips.run("depart", "1", "--at", "23:47")
    let show = await trips.run("show", "1", "--format", "json")

    #expect(add.status == 0)
    #expect(depart.status == 0)
    #expect(
      show.output == """
        {
          "id": 1,
          "origin": null,
          "destination": null,
          "date": "10/9/35",
          "departure": "11:40 PM",
          "arrival": "12:35 AM +1",
          "duration": "55 min",
          "delay": "7 minutes delay",
          "delayed": true
        }

        """)
  }

  @Test func aOneDigitHour_isATime() async {
    let trips = InProcessTrips(store: .memory)

    let run = await trips.run(
      "add", "--departure", "2035-10-09 8:15", "--arrival", "9:02", "--format", "json")

    #expect(run.status == 0)
    #expect(run.output.contains(#""departure": "8:15 AM""#))
    #expect(run.output.contains(#""arrival": "9:02 AM""#))
  }

  @Test func aDelayBeyondAYear_exits64_namingTheLimit() async {
    let trips = InProcessTrips(store: .memory)

    let run = await trips.run("depart", "1", "--delay", "1000000")

    #expect(run.status == 64)
    #expect(
      run.error.hasPrefix(
        "error: '1000000' is outside the delays allowed, -525600 to 525600 minutes (a year)\n"))
  }
}
