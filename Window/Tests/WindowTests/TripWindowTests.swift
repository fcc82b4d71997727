import CGtk
import Domain
import GtkViews
import InMemoryStore
import LessonTestSupport
import Presentation
import Testing
import WindowApp

/// The window's widgets as GTK holds them after the use cases push: text, visibility and
/// colour read back from GTK, and each control's click running its use case on the store.
@MainActor @Suite(.serialized, .enabled(if: GtkDisplay.isAvailable))
struct TripWindowTests {
  @Test func aLateTrip_showsTheArticlesLabels_withTheDepartureRed() async {
    let fixture = WindowFixture(store: InMemoryTripRepository(trips: [Fixtures.lateTrip()]))

    await fixture.screens.loadList()
    await fixture.screens.showTrip("1")

    #expect(fixture.window.cardScreen.shownPage == "content")
    #expect(fixture.text("title") == "Trip 1")
    #expect(fixture.text("date") == "10/9/15")
    #expect(fixture.text("departure") == "3:09 PM")
    #expect(fixture.text("duration") == "17 min")
    #expect(fixture.text("arrival") == "3:26 PM")
    #expect(fixture.text("delay") == "5 minutes delay")
    #expect(fixture.isVisible("delay"))
    #expect(fixture.has("departure", style: "late"))
    #expect(!fixture.has("departure", style: "on-time"))
    #expect(!fixture.isVisible("route"), "the trip names no places")
  }

  @Test(arguments: [
    (
      "de_DE", "Reisen", "_Später", "Reise 1", "09.10.15", "15:09", "17 Min.",
      "5 Minuten Verspätung"
    ),
    ("zh_CN", "行程", "推迟(_L)", "行程 1", "2015/10/9", "15:09", "17分钟", "延误5分钟"),
  ])
  func inGermanAndChinese_theWindowAndTheCardSpeakTheLanguage(
    locale: String, windowTitle: String, later: String, title: String, date: String,
    departure: String, duration: String, delay: String
  ) async {
    let fixture = WindowFixture(
      store: InMemoryTripRepository(trips: [Fixtures.lateTrip()]), locale: locale)

    await fixture.screens.loadList()
    await fixture.screens.showTrip("1")

    #expect(
      String(cString: gtk_window_get_title(trips_as_window(fixture.window.widget))) == windowTitle)
    let button = WidgetTree.find("later", in: fixture.window.widget)
    #expect(button.map { String(cString: gtk_button_get_label(trips_as_button($0))) } == later)
    #expect(fixture.text("title") == title)
    #expect(fixture.text("date") == date)
    #expect(fixture.text("departure") == departure)
    #expect(fixture.text("duration") == duration)
    #expect(fixture.text("delay") == delay)
  }

  @Test func aTripOnTime_hidesTheDelay_andItsDepartureIsNotRed() async {
    let fixture = WindowFixture(store: InMemoryTripRepository(trips: [Fixtures.onTimeTrip()]))

    await fixture.screens.loadList()
    await fixture.screens.showTrip("1")

    #expect(fixture.text("departure") == "3:09 PM")
    #expect(!fixture.isVisible("delay"))
    #expect(fixture.has("departure", style: "on-time"))
    #expect(!fixture.has("departure", style: "late"))
  }

  @Test func theList_showsARowPerTrip_andActivatingOne_showsItsCard() async {
    let trips = [
      Fixtures.lateTrip(id: 1, origin: "Amsterdam", destination: "Paris"),
      Fixtures.onTimeTrip(id: 2, origin: "Berlin", destination: "Prague"),
    ]
    let fixture = WindowFixture(store: InMemoryTripRepository(trips: trips))

    await fixture.screens.loadList()
    fixture.window.list.activateRow(ofTrip: "2")
    await fixture.screens.settle()

    #expect(fixture.window.list.listedTrips == ["1", "2"])
    #expect(fixture.window.listScreen.shownPage == "content")
    #expect(fixture.text("title") == "Trip 2")
    #expect(fixture.text("route") == "Berlin → Prague")
  }

  @Test(
    arguments: [
      ("later", 360.0, "6 minutes delay"), ("earlier", 240.0, "4 minutes delay"),
      ("on-time", 0.0, nil),
    ] as [(String, Double, String?)])
  func eachButton_recordsItsDeparture_inTheStore(
    button: String, secondsLate: Double, delay: String?
  ) async throws {
    let store = InMemoryTripRepository(trips: [Fixtures.lateTrip()])
    let fixture = WindowFixture(store: store)
    await fixture.screens.loadList()
    await fixture.screens.showTrip("1")

    #expect(fixture.window.click(button))
    await fixture.screens.settle()

    let stored = try #require(try await store.trip(withID: Fixtures.tripID(1)))
    #expect(stored.actualDeparture == Fixtures.articleDeparture.addingTimeInterval(secondsLate))
    #expect(fixture.text("delay") == (delay ?? ""))
    #expect(fixture.isVisible("delay") == (delay != nil))
  }

  @Test func aDelayTyped_isRecorded_inTheStoreTheCardAndTheList() async throws {
    let store = InMemoryTripRepository(trips: [Fixtures.onTimeTrip()])
    let fixture = WindowFixture(store: store)
    await fixture.screens.loadList()
    await fixture.screens.showTrip("1")

    #expect(fixture.window.setNumber("delay-minutes", to: 12))
    #expect(fixture.window.click("record-delay"))
    await fixture.screens.settle()

    let stored = try #require(try await store.trip(withID: Fixtures.tripID(1)))
    #expect(stored.actualDeparture == Fixtures.articleDeparture.addingTimeInterval(720))
    #expect(fixture.text("delay") == "12 minutes delay")
    #expect(fixture.has("departure", style: "late"))
    #expect(fixture.has("row-departure", style: "late"), "the list is read again")
  }

  @Test func remove_takesTheTripOutOfTheStoreAndTheList_andTheCardSaysSo() async throws {
    let store = InMemoryTripRepository(trips: [
      Fixtures.lateTrip(id: 1), Fixtures.onTimeTrip(id: 2),
    ])
    let fixture = WindowFixture(store: store)
    await fixture.screens.loadList()
    await fixture.screens.showTrip("1")

    #expect(fixture.window.click("remove"))
    await fixture.screens.settle()

    #expect(try await store.trip(withID: Fixtures.tripID(1)) == nil)
    #expect(fixture.window.list.listedTrips == ["2"])
    #expect(fixture.window.cardScreen.shownPage == "empty")
    #expect(fixture.text("card-screen-empty") == "Removed trip 1.")
  }

  @Test func theList_readsAPageAtATime_asThePersonScrollsNearItsEnd() async throws {
    let trips = (1...5).map { Fixtures.lateTrip(id: Int64($0)) }
    let fixture = WindowFixture(store: InMemoryTripRepository(trips: trips), pageSize: 2)
    await fixture.screens.loadList()
    let firstPage = fixture.window.list.listedTrips
    // Scrolled to 90 of 100 rows' height, with 20 shown: fewer than a screenful is left.
    let scrolling = gtk_scrolled_window_get_vadjustment(
      trips_as_scrolled(fixture.window.list.widget))
    gtk_adjustment_configure(scrolling, 0, 0, 100, 1, 10, 20)

    gtk_adjustment_set_value(scrolling, 30)
    await fixture.screens.settle()
    let notNearTheEnd = fixture.window.list.listedTrips
    gtk_adjustment_set_value(scrolling, 70)
    await fixture.screens.settle()
    let afterScrolling = fixture.window.list.listedTrips
    await fixture.screens.loadMore()
    await fixture.screens.loadMore()

    #expect(firstPage == ["1", "2"])
    #expect(notNearTheEnd == ["1", "2"])
    #expect(afterScrolling == ["1", "2", "3", "4"])
    #expect(fixture.window.list.listedTrips == ["1", "2", "3", "4", "5"])
  }

  @Test func aFailedRemoval_keepsTheTrip_andRetryBringsBackACardThatWorks() async throws {
    let faults = StoreFaults()
    let store = FaultyTripRepository(trips: [Fixtures.lateTrip()], faults: faults)
    let fixture = WindowFixture(store: store)
    await fixture.screens.loadList()
    await fixture.screens.showTrip("1")
    faults.fail(.change)

    #expect(fixture.window.click("remove"))
    await fixture.screens.settle()
    let afterTheFailure = fixture.window.cardScreen.shownPage
    #expect(fixture.window.click("card-screen-retry"))
    await fixture.screens.settle()
    #expect(fixture.window.click("later"))
    await fixture.screens.settle()

    #expect(afterTheFailure == "failed")
    #expect(fixture.window.cardScreen.shownPage == "content")
    #expect(fixture.text("delay") == "6 minutes delay")
    #expect(try await store.trip(withID: Fixtures.tripID(1)) != nil)
  }

  @Test func aChange_readsTheListAgain_asFarAsItWasScrolled() async {
    let trips = (1...5).map { Fixtures.lateTrip(id: Int64($0)) }
    let fixture = WindowFixture(store: InMemoryTripRepository(trips: trips), pageSize: 2)
    await fixture.screens.loadList()
    await fixture.screens.loadMore()
    await fixture.screens.showTrip("3")

    #expect(fixture.window.click("later"))
    await fixture.screens.settle()

    #expect(fixture.window.list.listedTrips == ["1", "2", "3", "4"])
    #expect(fixture.text("delay") == "6 minutes delay")
  }

  @Test func noTrips_isAnEmptyList_sayingSo() async {
    let fixture = WindowFixture(store: InMemoryTripRepository())

    await fixture.screens.loadList()

    #expect(fixture.window.listScreen.shownPage == "empty")
    #expect(fixture.text("list-screen-empty") == "There are no upcoming trips.")
  }

  @Test func beforeATripIsChosen_theCardSaysHowToChooseOne() {
    let fixture = WindowFixture(store: InMemoryTripRepository())

    #expect(fixture.window.cardScreen.shownPage == "empty")
    #expect(fixture.text("card-screen-empty") == "Choose a trip from the list.")
  }

  @Test func aFailure_offersRetry_whichWorksOnceTheStoreIsBack() async {
    let faults = StoreFaults()
    faults.failAll()
    let fixture = WindowFixture(
      store: FaultyTripRepository(trips: [Fixtures.lateTrip()], faults: faults))

    await fixture.screens.loadList()
    let failedPage = fixture.window.listScreen.shownPage
    let failure = fixture.text("list-screen-failure")
    let hint = fixture.text("list-screen-hint")
    faults.failNothing()
    #expect(fixture.window.click("list-screen-retry"))
    await fixture.screens.settle()

    #expect(failedPage == "failed")
    #expect(failure == "trips.sqlite cannot be read (disk I/O error).")
    #expect(
      hint
        == "Check that this user may read and write the file and its folder, and that the disk has room."
    )
    #expect(fixture.window.listScreen.shownPage == "content")
    #expect(fixture.window.list.listedTrips == ["1"])
  }

  @Test func aTripChangedElsewhere_isRedrawn_atTheNextRefresh() async throws {
    let store = InMemoryTripRepository(trips: [Fixtures.lateTrip()])
    let fixture = WindowFixture(store: store)
    await fixture.screens.showTrip("1")
    let trip = try #require(try await store.trip(withID: Fixtures.tripID(1)))

    try await store.replace(trip.departing(at: Fixtures.articleDeparture.addingTimeInterval(600)))
    await fixture.clock.untilSomethingSleeps()
    fixture.clock.advance(by: TripScreens<ManualClock>.refreshInterval)
    for _ in 0..<1_000 where fixture.text("delay") != "10 minutes delay" { await Task.yield() }

    #expect(fixture.text("delay") == "10 minutes delay")
    for _ in 0..<1_000 where fixture.window.list.listedTrips.isEmpty { await Task.yield() }
    #expect(fixture.window.list.listedTrips == ["1"], "the list is read again with the card")
  }

  @Test func aClosedWindow_isFreed_withItsControlViewsAndUseCases() async {
    weak var window: TripWindow?
    weak var control: TripPresentationControl?
    weak var card: TripCardView?
    weak var screens: TripScreens<ManualClock>?
    weak var store: InMemoryTripRepository?
    do {
      let opened = InMemoryTripRepository(trips: [Fixtures.lateTrip()])
      store = opened
      let fixture = WindowFixture(store: opened)
      (window, control) = (fixture.window, fixture.window.card.control)
      (card, screens) = (fixture.window.card, fixture.screens)
      await fixture.screens.showTrip("1")
      gtk_window_destroy(trips_as_window(fixture.window.widget))
    }

    #expect(window == nil)
    #expect(control == nil)
    #expect(card == nil)
    #expect(screens == nil)
    // The card's refreshing, cancelled with the screens, ends on its next turn.
    for _ in 0..<1_000 where store != nil { await Task.yield() }
    #expect(store == nil, "the use cases, which hold the store, were freed")
  }
}
