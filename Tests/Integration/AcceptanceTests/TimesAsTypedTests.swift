import Foundation
import LessonTestSupport
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
          "delayed": true,
          "departureAt": "2035-10-09T23:40:00+02:00",
          "arrivalAt": "2035-10-10T00:35:00+02:00",
          "recordedDepartureAt": "2035-10-09T23:47:00+02:00",
          "durationMinutes": 55,
          "delayMinutes": 7
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

  @Test func aDelayBeyondAYear_isRefused_namingTheLimit() async {
    let trips = InProcessTrips(store: .memory)
    await trips.run("demo")

    let run = await trips.run("depart", "1", "--delay", "1000000")

    #expect(
      run
        == .init(
          status: 1, output: "",
          error:
            "error: A delay of 1000000 minutes is more than a year; give at most 525600 minutes"
            + " either way.\n"))
  }

  /// One rule, in Application, for every command that takes a time: a local time that the
  /// clocks skip is refused (exit 1) naming the time, the day and the change.
  @Test func aTimeTheClocksSkip_isTheSameRefusal_forAddEditAndDepart() async {
    let trips = InProcessTrips(store: .memory, environment: ["TZ": "Europe/Amsterdam"])
    await trips.run("add", "--departure", "2035-03-25 1:30", "--arrival", "2035-03-25 4:00")
    let refusal = InProcessTrips.Run(
      status: 1, output: "",
      error:
        "error: There is no 02:30 on 3/25/35 in Europe/Amsterdam: the clocks go from 02:00"
        + " straight to 03:00 that day.\n")

    let add = await trips.run("add", "--departure", "2035-03-25 2:30", "--arrival", "4:00")
    let edit = await trips.run("edit", "1", "--departure", "2:30")
    let depart = await trips.run("depart", "1", "--at", "2:30")
    let departWithTheDay = await trips.run("depart", "1", "--at", "2035-03-25 2:30")

    #expect(add == refusal)
    #expect(edit == refusal)
    #expect(depart == refusal)
    #expect(departWithTheDay == refusal)
  }
}
