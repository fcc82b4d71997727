import Foundation
import LessonTestSupport
import Testing

/// A whole session — plan, list, depart, show, remove — run in process against every store,
/// each command's output compared whole, and the store read back at the end.
@MainActor @Suite struct SessionAcceptanceTests {
  private static let card = """
    ╭──────────────────────────────────────────╮
    │ Trip 1                           10/9/35 │
    │ Amsterdam → Rotterdam                    │
    │                                          │
    │ 3:09 PM ──────── 17 min ──────── 3:26 PM │
    ╰──────────────────────────────────────────╯

    """

  private static let delayedCard = """
    ╭──────────────────────────────────────────╮
    │ Trip 1                           10/9/35 │
    │ Amsterdam → Rotterdam                    │
    │                                          │
    │ 3:09 PM ──────── 17 min ──────── 3:26 PM │
    │                                          │
    │ 7 minutes delay                          │
    ╰──────────────────────────────────────────╯

    """

  @Test(arguments: InProcessTrips.Store.allCases)
  func planListDepartShowRemove(store: InProcessTrips.Store) async {
    let trips = InProcessTrips(store: store)

    let add = await trips.run(
      "add", "--departure", "2035-10-09 15:09", "--arrival", "15:26", "--from", "Amsterdam",
      "--to", "Rotterdam")
    let list = await trips.run("list")
    let depart = await trips.run("depart", "1", "--delay", "7")
    let show = await trips.run("show", "1")
    let remove = await trips.run("remove", "1")
    let empty = await trips.run("list", "--all")

    #expect(add == .init(status: 0, output: Self.card, error: ""))
    #expect(
      list
        == .init(
          status: 0,
          output: "   1  10/9/35     3:09 PM   →  3:26 PM   17 min         Amsterdam → Rotterdam\n",
          error: ""))
    #expect(depart == .init(status: 0, output: Self.delayedCard, error: ""))
    #expect(show == depart)
    #expect(remove == .init(status: 0, output: "Removed trip 1.\n", error: ""))
    #expect(
      empty
        == .init(
          status: 0,
          output:
            "There are no trips yet.\nPlan one with 'trips add --departure TIME --arrival TIME'.\n",
          error: ""))
  }

  @Test(arguments: InProcessTrips.Store.allCases)
  func json_addDepartShow_printOneObject_andListAnArray(store: InProcessTrips.Store) async {
    let trips = InProcessTrips(store: store)

    let add = await trips.run(
      "--format", "json", "add", "--departure", "2015-10-09T15:09:53+02:00", "--arrival",
      "2015-10-09T15:26:33+02:00", "--to", "Rotterdam")
    let depart = await trips.run("depart", "1", "--at", "15:14", "--format", "json")
    let show = await trips.run("show", "1", "--format=json")
    let list = await trips.run("list", "--all", "--format", "json")

    let object = """
      {
        "id": 1,
        "origin": null,
        "destination": "Rotterdam",
        "date": "10/9/15",
        "departure": "3:09 PM",
        "arrival": "3:26 PM",
        "duration": "17 min",
        "delay": DELAY,
        "delayed": DELAYED,
        "departureAt": "2015-10-09T15:09:53+02:00",
        "arrivalAt": "2015-10-09T15:26:33+02:00",
        "recordedDepartureAt": RECORDED,
        "durationMinutes": 17,
        "delayMinutes": MINUTES
      }
      """
    func trip(delay: String, delayed: String, recorded: String, minutes: String) -> String {
      object.replacingOccurrences(of: "DELAYED", with: delayed)
        .replacingOccurrences(of: "DELAY", with: delay)
        .replacingOccurrences(of: "RECORDED", with: recorded)
        .replacingOccurrences(of: "MINUTES", with: minutes)
    }
    let late = trip(
      delay: "\"5 minutes delay\"", delayed: "true", recorded: "\"2015-10-09T15:14:00+02:00\"",
      minutes: "5")
    let onTime = trip(delay: "null", delayed: "false", recorded: "null", minutes: "0")
    #expect(add == .init(status: 0, output: onTime + "\n", error: ""))
    #expect(depart == .init(status: 0, output: late + "\n", error: ""))
    #expect(show == depart)
    let indented = late.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    #expect(list == .init(status: 0, output: "[\n" + indented + "\n]\n", error: ""))
  }

  @Test(arguments: InProcessTrips.Store.allCases)
  func list_showsOnlyTripsNotYetArrived_unlessAll(store: InProcessTrips.Store) async {
    let trips = InProcessTrips(store: store)
    await trips.run("demo")
    await trips.run("add", "--departure", "2035-10-09 8:15", "--arrival", "9:02")

    let upcoming = await trips.run("list")
    let all = await trips.run("list", "--all")

    #expect(
      upcoming
        == .init(
          status: 0, output: "   2  10/9/35     8:15 AM   →  9:02 AM   47 min\n", error: ""))
    #expect(
      all
        == .init(
          status: 0,
          output: """
               1  10/9/15     3:09 PM   →  3:26 PM   17 min         5 minutes delay
               2  10/9/35     8:15 AM   →  9:02 AM   47 min

            """,
          error: ""))
  }

  @Test(arguments: InProcessTrips.Store.allCases)
  func emptyJSONList_isAnEmptyArray_withTheMessageOnStandardError(store: InProcessTrips.Store)
    async
  {
    let run = await InProcessTrips(store: store).run("list", "--format", "json")

    #expect(
      run
        == .init(
          status: 0, output: "[]\n",
          error:
            "There are no upcoming trips.\nRun 'trips list --all' to include trips that have arrived.\n"
        ))
  }
}
