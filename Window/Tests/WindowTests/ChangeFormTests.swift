import CGtk
import Domain
import Foundation
import GtkViews
import InMemoryStore
import LessonTestSupport
import Testing
import WindowApp

/// The form's fields and buttons: each runs the use case `trips` runs for it, and a refusal
/// shows under the fields in the command line's words, losing nothing typed.
@MainActor @Suite(.serialized, .enabled(if: GtkDisplay.isAvailable))
struct ChangeFormTests {
  @Test func add_plansATripFromTheFields_showsItsCard_listsIt_andEmptiesTheFields() async throws {
    let store = InMemoryTripRepository(trips: [Fixtures.lateTrip()])
    let fixture = WindowFixture(store: store)
    await fixture.screens.loadList()

    fixture.window.setText("origin", to: "Delft")
    fixture.window.setText("destination", to: "Leiden")
    fixture.window.setText("departure-time", to: "2015-10-10 8:15")
    fixture.window.setText("arrival-time", to: "9:02")
    #expect(fixture.window.click("add"))
    await fixture.screens.settle()

    let added = try #require(try await store.trip(withID: Fixtures.tripID(2)))
    #expect(added.origin == "Delft")
    #expect(added.destination == "Leiden")
    #expect(fixture.text("title") == "Trip 2")
    #expect(fixture.text("route") == "Delft → Leiden")
    #expect(fixture.text("duration") == "47 min")
    #expect(fixture.window.list.listedTrips == ["1", "2"])
    #expect(fixture.window.form.fields == TripChangeForm.Fields())
    #expect(!fixture.isVisible("change-message"))
  }

  @Test func save_changesOnlyTheFieldsFilledIn() async throws {
    let store = InMemoryTripRepository(trips: [
      Fixtures.lateTrip(id: 1, origin: "Amsterdam", destination: "Paris")
    ])
    let fixture = WindowFixture(store: store)
    await fixture.screens.loadList()
    await fixture.screens.showTrip("1")

    fixture.window.setText("destination", to: "Rome")
    #expect(fixture.window.click("save"))
    await fixture.screens.settle()

    let stored = try #require(try await store.trip(withID: Fixtures.tripID(1)))
    #expect(stored.origin == "Amsterdam")
    #expect(stored.destination == "Rome")
    #expect(stored.departure == Fixtures.articleDeparture)
    #expect(fixture.text("route") == "Amsterdam → Rome")
    #expect(fixture.text("row-route") == "Amsterdam → Rome", "the list is read again")
  }

  @Test func aDepartureTyped_isRecordedAtThatTime_onTheDayTheTripWasToLeave() async throws {
    let store = InMemoryTripRepository(trips: [Fixtures.onTimeTrip()])
    let fixture = WindowFixture(store: store)
    await fixture.screens.loadList()
    await fixture.screens.showTrip("1")

    fixture.window.setText("departed-at", to: "15:20")
    #expect(fixture.window.click("record-time"))
    await fixture.screens.settle()

    let stored = try #require(try await store.trip(withID: Fixtures.tripID(1)))
    // 15:20 in Amsterdam on the trip's day; it was to leave at 15:09:53.
    #expect(stored.actualDeparture == Date(timeIntervalSince1970: 1_444_396_800))
    #expect(fixture.text("delay") == "11 minutes delay")
    #expect(fixture.has("departure", style: "late"))
  }

  @Test func anArrivalBeforeTheDeparture_isRefusedInTheCommandLinesWords_keepingTheFields()
    async throws
  {
    let store = InMemoryTripRepository(trips: [Fixtures.lateTrip()])
    let fixture = WindowFixture(store: store)
    await fixture.screens.loadList()

    fixture.window.setText("departure-time", to: "2015-10-10 8:15")
    fixture.window.setText("arrival-time", to: "2015-10-10 7:00")
    #expect(fixture.window.click("add"))
    await fixture.screens.settle()

    #expect(
      fixture.text("change-message")
        == "The arrival (10/10/15 7:00 AM) must be after the departure (10/10/15 8:15 AM).")
    #expect(fixture.isVisible("change-message"))
    #expect(try await store.trip(withID: Fixtures.tripID(2)) == nil)
    #expect(
      fixture.window.form.fields
        == TripChangeForm.Fields(departure: "2015-10-10 8:15", arrival: "2015-10-10 7:00"))
  }

  @Test(arguments: ["25:99", "tomorrow", "2015-02-30 8:15"])
  func textThatIsNoTime_isRefusedUnderTheFields_namingTheForms(_ typed: String) async throws {
    let store = InMemoryTripRepository(trips: [Fixtures.lateTrip()])
    let fixture = WindowFixture(store: store)
    await fixture.screens.loadList()
    await fixture.screens.showTrip("1")

    fixture.window.setText("departed-at", to: typed)
    #expect(fixture.window.click("record-time"))
    await fixture.screens.settle()

    #expect(fixture.text("change-message") == "“\(typed)” is not a time.")
    #expect(
      fixture.text("change-hint") == "Type 8:15, 2035-10-09 8:15 or 2035-10-09T13:09:53Z.")
    let stored = try #require(try await store.trip(withID: Fixtures.tripID(1)))
    #expect(stored == Fixtures.lateTrip())
  }

  @Test func aNewTripWithoutItsTimes_isRefused_andNothingIsStored() async throws {
    let store = InMemoryTripRepository(trips: [Fixtures.lateTrip()])
    let fixture = WindowFixture(store: store)
    await fixture.screens.loadList()

    fixture.window.setText("origin", to: "Delft")
    #expect(fixture.window.click("add"))
    await fixture.screens.settle()

    #expect(fixture.text("change-message") == "A new trip needs its departure and its arrival.")
    #expect(!fixture.isVisible("change-hint"))
    #expect(try await store.trip(withID: Fixtures.tripID(2)) == nil)
  }

  @Test func aRefusalFades_whenTheNextChangeIsMade() async throws {
    let fixture = WindowFixture(store: InMemoryTripRepository(trips: [Fixtures.lateTrip()]))
    await fixture.screens.loadList()
    await fixture.screens.showTrip("1")
    fixture.window.setText("departed-at", to: "later")
    fixture.window.click("record-time")
    await fixture.screens.settle()
    let refused = fixture.isVisible("change-message")

    fixture.window.setText("departed-at", to: "15:09")
    fixture.window.click("record-time")
    await fixture.screens.settle()

    #expect(refused)
    #expect(!fixture.isVisible("change-message"))
    #expect(!fixture.isVisible("delay"))
  }
}
