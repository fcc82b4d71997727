import Application
import ArticleControl
import Foundation
import LessonTestSupport
import Presentation
import ShapeSupport
import Testing

/// The presentation control that takes a `Trip`: given labels and a trip, it fills them, with
/// no screen and no store.
@MainActor @Suite struct TripControlTests {
  private let formats = TripFormats(
    locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Amsterdam")!)

  @Test func aLateTrip_fillsTheLabels_withTheDepartureRed() {
    let labels = TripLabels()
    let sut = TripControl(labels: labels, formats: formats)

    sut.trip = Fixtures.lateTrip(origin: "Amsterdam", destination: "Paris")

    #expect(labels.title.text == "Trip 1")
    #expect(labels.route.text == "Amsterdam → Paris")
    #expect(!labels.route.isHidden)
    #expect(labels.departure.text == "3:09 PM")
    #expect(labels.departure.textColor == .late)
    #expect(labels.duration.text == "17 min")
    #expect(labels.delay.text == "5 minutes delay")
    #expect(!labels.delay.isHidden)
  }

  @Test func noTrip_emptiesTheLabels_andHidesTheDelay() {
    let labels = TripLabels()
    let sut = TripControl(labels: labels, formats: formats)
    sut.trip = Fixtures.lateTrip()

    sut.trip = nil

    #expect(labels.title.text == nil)
    #expect(labels.departure.text == nil)
    #expect(labels.departure.textColor == nil)
    #expect(labels.delay.text == nil)
    #expect(labels.delay.isHidden)
  }
}
