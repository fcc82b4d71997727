import Application
import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@MainActor @Suite struct PlanTripTests {
  private func makeSUT(trips: [Trip] = []) -> (
    sut: PlanTrip, repository: TripRepositorySpy, view: ViewSpy
  ) {
    let repository = TripRepositorySpy(trips: trips)
    let view = ViewSpy()
    let sut = PlanTrip(
      repository: repository, tripView: view, messageView: view, formats: amsterdamEnglish)
    return (sut, repository, view)
  }

  private func request(origin: String? = nil, destination: String? = nil) -> PlanTrip.Request {
    PlanTrip.Request(
      departure: Fixtures.articleDeparture, arrival: Fixtures.articleArrival, origin: origin,
      destination: destination)
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
            id: "5", late: false, route: "Amsterdam → Rotterdam", origin: "Amsterdam",
            destination: "Rotterdam"))
      ])
  }

  @Test func plan_trimsNames() async {
    let (sut, repository, _) = makeSUT()

    await sut.plan(request(origin: "  Amsterdam\n", destination: "\tRotterdam "))

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
        .display(articleViewModel(late: false, route: "to Rotterdam", destination: "Rotterdam"))
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
      PlanTrip.Request(departure: Fixtures.articleArrival, arrival: Fixtures.articleDeparture))

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [])
    #expect(
      view.receivedMessages == [
        .error(
          Message("The arrival (10/9/15 3:09 PM) must be after the departure (10/9/15 3:26 PM)."))
      ])
  }

  @Test(arguments: [
    ("origin", "The origin's name has only white space."),
    ("destination", "The destination's name has only white space."),
  ])
  func plan_refusesABlankName(field: String, expected: String) async {
    let (sut, repository, view) = makeSUT()

    let outcome = await sut.plan(
      field == "origin" ? request(origin: "  ") : request(destination: "\n"))

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [])
    #expect(
      view.receivedMessages == [
        .error(
          Message(expected, hint: "Give a name of 1 to 100 characters, or '' for no name."))
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
            "The \(field)'s name has 101 characters; at most 100 are allowed.",
            hint: "Give a name of 1 to 100 characters, or '' for no name."))
      ])
  }

  @Test func plan_reportsTheFailure_whenTheStoreCannotBeWritten() async {
    let (sut, repository, view) = makeSUT()
    repository.failAll()

    let outcome = await sut.plan(request())

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.add(Fixtures.onTimeDraft())])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }
}
