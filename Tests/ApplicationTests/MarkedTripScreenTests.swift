import Application
import LessonTestSupport
import Presentation
import Synchronization
import Testing

/// The screen decorator in front of a team store's screens: a trip with a change kept on this
/// computer gains the mark's words on its route and the mark in its values; others pass as
/// they are.
@MainActor @Suite struct MarkedTripScreenTests {
  private func makeSUT(_ marks: [Int64: TripMark]) -> (MarkedTripScreen, ScreenSpy) {
    let spy = ScreenSpy()
    let sut = MarkedTripScreen(
      screen: .data(spy), listScreen: .data(spy), marks: { marks },
      formats: amsterdamEnglish)
    return (sut, spy)
  }

  private static func trip(_ id: Int64, route: String?) -> (TripViewModel, TripValues) {
    var model = ViewModels.late(route: route)
    model.id = String(id)
    return (model, ViewModels.values(id: id))
  }

  private static func marked(
    _ id: Int64, route: String?, _ mark: TripMark
  ) -> (TripViewModel, TripValues) {
    var (model, values) = trip(id, route: route)
    model.route = route
    values.mark = mark
    return (model, values)
  }

  @Test func aScreenOfOneTrip_suchAsWatchsCard_isMarkedToo() {
    let spy = ScreenSpy()
    let sut = MarkedTripScreen(
      screen: .data(spy), listScreen: nil, marks: { [1: .waiting] },
      formats: amsterdamEnglish)

    sut.display(Self.trip(1, route: "Delft → Leiden").0, values: Self.trip(1, route: nil).1)
    sut.beginList()
    sut.displayListItem(Self.trip(1, route: nil).0, values: Self.trip(1, route: nil).1)
    sut.endList()

    let (model, values) = Self.marked(1, route: "Delft → Leiden · not sent yet", .waiting)
    #expect(spy.receivedMessages == [.display(model, values)])
  }

  /// A view of words, such as the console's card, gets the mark's words on the route alone.
  @Test func aCardOfWords_isMarkedByItsNumber() {
    let spy = ViewSpy()
    let sut = MarkedTripScreen(
      screen: .words(spy), listScreen: nil, marks: { [1: .waiting] },
      formats: amsterdamEnglish)

    sut.display(Self.trip(1, route: "Delft → Leiden").0)
    sut.display(Self.trip(2, route: nil).0)

    #expect(
      spy.receivedMessages == [
        .display(Self.marked(1, route: "Delft → Leiden · not sent yet", .waiting).0),
        .display(Self.trip(2, route: nil).0),
      ])
  }

  /// The console's rows, words alone, are marked by their number too.
  @Test func rowsOfWords_areMarkedByTheirNumber() {
    let spy = ViewSpy()
    let sut = MarkedTripScreen(
      screen: nil, listScreen: .words(spy), marks: { [2: .conflict] },
      formats: amsterdamEnglish)

    sut.beginList()
    sut.displayListItem(Self.trip(1, route: "A → B").0)
    sut.displayListItem(Self.trip(2, route: "A → B").0)
    sut.endList()

    #expect(
      spy.receivedMessages == [
        .beginList, .listItem(Self.trip(1, route: "A → B").0),
        .listItem(Self.marked(2, route: "A → B · conflicts", .conflict).0), .endList,
      ])
  }

  @Test func aCard_ofATripWithAKeptChange_isMarked_andOthersAreNot() {
    let (sut, spy) = makeSUT([1: .waiting, 2: .conflict])

    sut.display(Self.trip(1, route: "Delft → Leiden").0, values: Self.trip(1, route: nil).1)
    sut.display(Self.trip(2, route: nil).0, values: Self.trip(2, route: nil).1)
    sut.display(Self.trip(3, route: "A → B").0, values: Self.trip(3, route: nil).1)

    let first = Self.marked(1, route: "Delft → Leiden · not sent yet", .waiting)
    let second = Self.marked(2, route: "conflicts", .conflict)
    let third = Self.trip(3, route: "A → B")
    #expect(
      spy.receivedMessages == [
        .display(first.0, first.1), .display(second.0, second.1), .display(third.0, third.1),
      ])
  }

  @Test func aList_marksItsRows_andPassesItsBeginningAndEnd() {
    let (sut, spy) = makeSUT([2: .waiting])

    sut.beginList()
    sut.displayListItem(Self.trip(1, route: nil).0, values: Self.trip(1, route: nil).1)
    sut.displayListItem(Self.trip(2, route: nil).0, values: Self.trip(2, route: nil).1)
    sut.endList()

    let first = Self.trip(1, route: nil)
    let second = Self.marked(2, route: "not sent yet", .waiting)
    #expect(
      spy.receivedMessages == [
        .beginList, .listItem(first.0, first.1), .listItem(second.0, second.1), .endList,
      ])
  }

  @Test func aListWithNothingMarked_passesEveryRowAsItIs() {
    let (sut, spy) = makeSUT([:])
    let row = Self.trip(1, route: "A → B")

    sut.beginList()
    sut.displayListItem(row.0, values: row.1)
    sut.endList()

    #expect(spy.receivedMessages == [.beginList, .listItem(row.0, row.1), .endList])
  }

  /// The store is first read after the list begins, and that read learns the marks.
  @Test func aList_asksForItsMarksAtItsFirstRow_notWhenItBegins() {
    let learnt = Mutex<[Int64: TripMark]>([:])
    let spy = ScreenSpy()
    let sut = MarkedTripScreen(
      screen: .data(spy), listScreen: .data(spy), marks: { learnt.withLock { $0 } },
      formats: amsterdamEnglish)
    let row = Self.trip(1, route: nil)

    sut.beginList()
    learnt.withLock { $0 = [1: .waiting] }
    sut.displayListItem(row.0, values: row.1)
    learnt.withLock { $0 = [:] }
    sut.displayListItem(row.0, values: row.1)

    let marked = Self.marked(1, route: "not sent yet", .waiting)
    #expect(
      spy.receivedMessages == [
        .beginList, .listItem(marked.0, marked.1), .listItem(marked.0, marked.1),
      ])
  }
}
