import Domain
import Foundation
import LessonTestSupport
import Testing

/// `trips edit` run in process against every store: each run's streams compared whole, and
/// the store read back, down to its change token when an edit changes nothing.
@MainActor @Suite struct EditAcceptanceTests {
  private static let editedCard = """
    ╭──────────────────────────────────────────╮
    │ Trip 1                           10/9/35 │
    │ Amsterdam → Delft                        │
    │                                          │
    │ 3:00 PM ──────── 26 min ──────── 3:26 PM │
    │                                          │
    │ 2 minutes delay                          │
    ╰──────────────────────────────────────────╯

    """

  private func plannedAndDeparted(_ store: InProcessTrips.Store) async -> InProcessTrips {
    let trips = InProcessTrips(store: store)
    await trips.run(
      "add", "--departure", "2035-10-09 15:09", "--arrival", "15:26", "--from", "Amsterdam",
      "--to", "Rotterdam")
    await trips.run("depart", "1", "--at", "15:02")
    return trips
  }

  @Test(arguments: InProcessTrips.Store.allCases)
  func edit_changesThePlan_keepsTheRecordedDeparture_andStoresIt(store: InProcessTrips.Store)
    async throws
  {
    let trips = await plannedAndDeparted(store)

    let edit = await trips.run("edit", "1", "--departure", "15:00", "--to", "Delft")

    #expect(edit == .init(status: 0, output: Self.editedCard, error: ""))
    let stored = try #require(try await trips.store.trip(withID: Fixtures.tripID(1)))
    #expect(stored.departure == Fixtures.instant("2035-10-09T15:00:00+02:00"))
    #expect(stored.recordedDeparture == Fixtures.instant("2035-10-09T15:02:00+02:00"))
    #expect(stored.destination == "Delft")
    #expect(await trips.run("show", "1") == edit)
  }

  @Test(arguments: InProcessTrips.Store.allCases)
  func anEditThatChangesNothing_writesNothing(store: InProcessTrips.Store) async throws {
    let trips = await plannedAndDeparted(store)
    let token = try await trips.store.changeToken()
    let bytes = trips.storeBytes

    let edit = await trips.run("edit", "1", "--to", "Rotterdam", "--from", " Amsterdam ")

    #expect(edit.status == 0)
    #expect(edit.error == "")
    #expect(try await trips.store.changeToken() == token)
    #expect(trips.storeBytes == bytes)
  }

  @Test(arguments: InProcessTrips.Store.allCases)
  func anEmptyName_removesIt_inJSONToo(store: InProcessTrips.Store) async throws {
    let trips = await plannedAndDeparted(store)

    let edit = await trips.run("edit", "1", "--from", "", "--format", "json")

    #expect(
      edit
        == .init(
          status: 0,
          output: """
            {
              "id": 1,
              "origin": null,
              "destination": "Rotterdam",
              "date": "10/9/35",
              "departure": "3:09 PM",
              "arrival": "3:26 PM",
              "duration": "17 min",
              "delay": null,
              "delayed": false,
              "departureAt": "2035-10-09T15:09:00+02:00",
              "arrivalAt": "2035-10-09T15:26:00+02:00",
              "recordedDepartureAt": "2035-10-09T15:02:00+02:00",
              "durationMinutes": 17,
              "delayMinutes": 0
            }

            """, error: ""))
    #expect(try await trips.store.trip(withID: Fixtures.tripID(1))?.origin == nil)
  }

  @Test(arguments: InProcessTrips.Store.allCases)
  func refusalsAndMistakes_changeNothing_withTheStatusOfEach(store: InProcessTrips.Store) async {
    let trips = await plannedAndDeparted(store)
    let bytes = trips.storeBytes

    let before = await trips.run("edit", "1", "--arrival", "2035-10-09 15:00")
    let blank = await trips.run("edit", "1", "--to", " ")
    let missing = await trips.run("edit", "7", "--to", "Delft")
    let nothing = await trips.run("edit", "1")

    #expect(
      before
        == .init(
          status: 1, output: "",
          error:
            "error: The arrival (10/9/35 3:00 PM) must be after the departure (10/9/35 3:09 PM).\n"
        ))
    #expect(
      blank
        == .init(
          status: 1, output: "",
          error: """
            error: The destination's name has only white space.
            hint: Give a name of 1 to 100 characters, or '' for no name.

            """))
    #expect(
      missing
        == .init(
          status: 1, output: "",
          error: """
            error: There is no trip 7.
            hint: Run 'trips list --all' to see every trip and its number.

            """))
    #expect(
      nothing
        == .init(
          status: 64, output: "",
          error: """
            error: 'edit' needs at least one of '--departure', '--arrival', '--from', '--to'
            hint: For example: trips edit 1 --departure 8:20 --arrival 9:07

            """))
    #expect(trips.storeBytes == bytes)
  }
}
