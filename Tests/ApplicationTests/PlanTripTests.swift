import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

@MainActor @Suite struct PlanTripTests {
  /// The failures a test plans for the store behind the spy.
  private let faults = StoreFaults()

  private let unsafeNameHint =
    "Names are shown on terminals, so they may not hold control characters, bidirectional controls or line breaks."
  private func makeSUT(trips: [Trip] = []) -> (
    sut: PlanTrip, repository: TripRepositorySpy, view: ViewSpy
  ) {
    let repository = TripRepositorySpy(trips: trips, faults: faults)
    let view = ViewSpy()
    let sut = PlanTrip(
      repository: repository, presenter: TripPresenter(view: view, formats: amsterdamEnglish),
      messageView: view, formats: amsterdamEnglish, storeKind: .file,
      now: { Fixtures.articleDeparture })
    return (sut, repository, view)
  }

  private func request(origin: String? = nil, destination: String? = nil) -> PlanTrip.Request {
    PlanTrip.Request(
      departure: .instant(Fixtures.articleDeparture), arrival: .instant(Fixtures.articleArrival),
      origin: origin, destination: destination)
  }

  @Test func plan_storesTheTrip_andShowsItWithItsNewID() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 4)])

    let outcome = await sut.plan(request(origin: "Amsterdam", destination: "Rotterdam"))

    #expect(outcome == .completed)
    #expect(
      repository.receivedMessages == [
        .add(Fixtures.onTimeDraft(origin: "Amsterdam", destination: "Rotterdam"))
      ])
    #expect(
      view.receivedMessages == [
        .display(
          articleViewModel(
            id: "5", late: false, route: "Amsterdam → Rotterdam"))
      ])
  }

  @Test func plan_trimsNames() async {
    let (sut, repository, _) = makeSUT()

    await sut.plan(request(origin: "  Amsterdam ", destination: "\u{3000}Rotterdam "))

    #expect(
      repository.receivedMessages == [
        .add(Fixtures.onTimeDraft(origin: "Amsterdam", destination: "Rotterdam"))
      ])
  }

  @Test func plan_takesAnEmptyName_asNoName() async {
    let (sut, repository, view) = makeSUT()

    let outcome = await sut.plan(request(origin: "", destination: "Rotterdam"))

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.add(Fixtures.onTimeDraft(destination: "Rotterdam"))])
    #expect(
      view.receivedMessages == [
        .display(articleViewModel(late: false, route: "to Rotterdam"))
      ])
  }

  @Test func plan_acceptsNamesOfExactlyTheMaximumLength() async {
    let (sut, repository, _) = makeSUT()
    let name = String(repeating: "é", count: 100)

    let outcome = await sut.plan(request(origin: name))

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.add(Fixtures.onTimeDraft(origin: name))])
  }

  @Test func plan_refusesAnArrivalThatIsNotAfterTheDeparture() async {
    let (sut, repository, view) = makeSUT()

    let outcome = await sut.plan(
      PlanTrip.Request(
        departure: .instant(Fixtures.articleArrival), arrival: .instant(Fixtures.articleDeparture)))

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [])
    #expect(
      view.receivedMessages == [
        .error(
          Message(
            "The arrival (10/9/15 3:09 PM) must be after the departure (10/9/15 3:26 PM)."))
      ])
  }

  @Test(arguments: [
    ("origin", "The origin's name has only white space."),
    ("destination", "The destination's name has only white space."),
  ])
  func plan_refusesABlankName(field: String, expected: String) async {
    let (sut, repository, view) = makeSUT()

    let outcome = await sut.plan(
      field == "origin" ? request(origin: "  ") : request(destination: " \u{3000} "))

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [])
    #expect(
      view.receivedMessages == [
        .error(
          Message(expected, hint: "Give a name of 1 to 100 characters, or '' for no name."))
      ])
  }

  @Test(arguments: [
    ("\u{1B}[2J\u{1B}]0;pwned\u{07}Evil", "U+001B", 1),
    ("Utrecht\n", "U+000A", 8),
    ("Ut\rrecht", "U+000D", 3),
    ("\tUtrecht", "U+0009", 1),
    ("Zürich\u{0}", "U+0000", 7),
    ("a\u{7F}", "U+007F", 2),
    ("a\u{9B}31m", "U+009B", 2),
    ("abc\u{202E}txt.exe", "U+202E", 4),
    ("\u{2066}x", "U+2066", 1),
    ("x\u{200F}", "U+200F", 2),
    ("\u{061C}", "U+061C", 1),
    ("line\u{2028}two", "U+2028", 5),
    ("para\u{2029}", "U+2029", 5),
    ("東京\u{85}", "U+0085", 3),
  ])
  func plan_refusesAnUnsafeCharacter_namingItsCodePointAndPosition(
    name: String, codePoint: String, position: Int
  ) async {
    let (sut, repository, view) = makeSUT()

    let outcome = await sut.plan(request(origin: "Amsterdam", destination: name))

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [])
    #expect(
      view.receivedMessages == [
        .error(
          Message(
            "The destination's name holds \(codePoint) at position \(position), a control"
              + " character that is not allowed in a name.",
            hint: unsafeNameHint,
            subject: .unsafeName(.destination, character: codePoint, position: "\(position)")))
      ])
  }

  @Test func plan_refusesAnUnsafeOrigin_beforeTrimming() async {
    let (sut, repository, view) = makeSUT()

    let outcome = await sut.plan(request(origin: "Amsterdam\r\n"))

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [])
    #expect(
      view.receivedMessages == [
        .error(
          Message(
            "The origin's name holds U+000D at position 10, a control character that is not allowed in a name.",
            hint: unsafeNameHint, subject: .unsafeName(.origin, character: "U+000D", position: "10")
          ))
      ])
  }

  @Test(arguments: ["origin", "destination"])
  func plan_refusesANameLongerThanTheMaximum(field: String) async {
    let (sut, repository, view) = makeSUT()
    let name = String(repeating: "x", count: 101)

    let outcome = await sut.plan(
      field == "origin" ? request(origin: name) : request(destination: name))

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [])
    #expect(
      view.receivedMessages == [
        .error(
          Message(
            field == "origin"
              ? "The origin's name has 101 characters; at most 100 are allowed."
              : "The destination's name has 101 characters; at most 100 are allowed.",
            hint: "Give a name of 1 to 100 characters, or '' for no name."))
      ])
  }

  @Test func plan_reportsTheFailure_whenTheStoreCannotBeWritten() async {
    let (sut, repository, view) = makeSUT()
    faults.failAll()

    let outcome = await sut.plan(request())

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.add(Fixtures.onTimeDraft())])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }

  @Test func add_pushesTheNewTripsWordsAndValues() async {
    let repository = TripRepositorySpy(faults: faults)
    let screen = ScreenSpy()
    let sut = PlanTrip(
      repository: repository, presenter: TripPresenter(dataView: screen, formats: amsterdamEnglish),
      messageView: screen, formats: amsterdamEnglish, storeKind: .file,
      now: { Fixtures.articleDeparture })

    let outcome = await sut.plan(
      PlanTrip.Request(
        departure: .instant(Fixtures.articleDeparture),
        arrival: .instant(Fixtures.articleArrival)))

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.add(Fixtures.onTimeDraft())])
    #expect(
      screen.receivedMessages == [
        .display(articleViewModel(late: false), articleValues(late: false))
      ])
  }
}
