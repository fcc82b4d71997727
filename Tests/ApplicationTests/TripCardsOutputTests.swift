import Domain
import LessonTestSupport
import Presentation
import Testing

@testable import Application

/// The trips of one change, pushed at once into the delivery App chose: words for a view of
/// words, words and values for a delivery for programs or files.
@MainActor @Suite struct TripCardsOutputTests {
  private let trips = [Fixtures.lateTrip(id: 1), Fixtures.onTimeTrip(id: 2)]

  @Test func aViewOfWords_receivesTheCardsWords_inOnePush() {
    let view = ViewSpy()

    TripCardsOutput.words(view).presenter(formats: amsterdamEnglish).present(trips)

    #expect(
      view.receivedMessages == [
        .displayCards([
          articleViewModel(id: "1", late: true), articleViewModel(id: "2", late: false),
        ])
      ])
  }

  @Test func aDeliveryForPrograms_receivesTheWordsAndTheValues_inOnePush() {
    let screen = ScreenSpy()

    TripCardsOutput.data(screen).presenter(formats: amsterdamEnglish).present(trips)

    #expect(
      screen.receivedMessages == [
        .displayCards(
          [articleViewModel(id: "1", late: true), articleViewModel(id: "2", late: false)],
          [articleValues(id: 1, late: true), articleValues(id: 2, late: false)])
      ])
  }
}
