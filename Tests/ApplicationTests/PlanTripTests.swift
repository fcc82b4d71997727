import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

@MainActor @Suite struct PlanTripTests {
  /// The failures a test plans for the store behind the spy.
  private let faults = StoreFaults()

  private let unsafeNameHint = english.hintUnsafeName
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
            english.messageArrivalNotAfterDeparture(
              departure: "10/9/15 3:26 PM", arrival: "10/9/15 3:09 PM")))
      ])
  }

  @Test(arguments: [
    ("origin", english.messageOriginBlank),
    ("destination", english.messageDestinationBlank),
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
          Message(expected, hint: english.hintName))
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
            "The destination's name (--to) holds \(codePoint) at position \(position), a control"
              + " character that is not allowed in a name.",
            hint: unsafeNameHint))
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
            english.messageOriginUnsafe(character: "U+000D", position: "10"),
            hint: unsafeNameHint))
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
              ? english.messageOriginTooLong(length: "101", limit: "100")
              : english.messageDestinationTooLong(length: "101", limit: "100"),
            hint: english.hintName))
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
}
