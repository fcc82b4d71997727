import LessonTestSupport
import Presentation
import Testing

@MainActor @Suite struct TripPresentationControlTests {
  private func makeSUT() -> (sut: TripPresentationControl, labels: [String: TextLabel]) {
    let labels = [
      "id": TextLabel(), "title": TextLabel(), "route": TextLabel(), "date": TextLabel(),
      "departure": TextLabel(), "arrival": TextLabel(), "duration": TextLabel(),
      "delay": TextLabel(),
    ]
    let sut = TripPresentationControl(
      idLabel: labels["id"]!, titleLabel: labels["title"]!, routeLabel: labels["route"]!,
      dateLabel: labels["date"]!,
      departureTimeLabel: labels["departure"]!, arrivalTimeLabel: labels["arrival"]!,
      durationLabel: labels["duration"]!, delayLabel: labels["delay"]!)
    return (sut, labels)
  }

  @Test func lateTrip_setsEveryLabel_showsTheDelay_andColoursTheDepartureRed() {
    let (sut, labels) = makeSUT()

    sut.viewModel = ViewModels.late(route: "Amsterdam → Rotterdam")

    #expect(labels["id"]?.text == "1")
    #expect(labels["title"]?.text == "Trip 1")
    #expect(labels["route"]?.text == "Amsterdam → Rotterdam")
    #expect(labels["route"]?.isHidden == false)
    #expect(labels["date"]?.text == "10/9/15")
    #expect(labels["departure"]?.text == "3:09 PM")
    #expect(labels["departure"]?.textColor == .late)
    #expect(labels["arrival"]?.text == "3:26 PM")
    #expect(labels["duration"]?.text == "17 min")
    #expect(labels["delay"]?.text == "5 minutes delay")
    #expect(labels["delay"]?.isHidden == false)
  }

  @Test func onTimeTrip_hidesTheDelay_andColoursTheDepartureDarkBlue() {
    let (sut, labels) = makeSUT()

    sut.viewModel = ViewModels.onTime()

    #expect(labels["delay"]?.isHidden == true)
    #expect(labels["delay"]?.text == nil)
    #expect(labels["departure"]?.textColor == TextColor(red: 0, green: 0, blue: 0.4))
    #expect(labels["route"]?.isHidden == true)
  }

  @Test func rebinding_anOnTimeTrip_afterALateOne_clearsTheDelayAndTheRed() {
    let (sut, labels) = makeSUT()
    sut.viewModel = ViewModels.late()

    sut.viewModel = ViewModels.onTime()

    #expect(sut.viewModel == ViewModels.onTime())
    #expect(labels["delay"]?.isHidden == true)
    #expect(labels["departure"]?.textColor == .onTime)
  }

  @Test func clearingTheViewModel_emptiesTheLabels() {
    let (sut, labels) = makeSUT()
    sut.viewModel = ViewModels.late()
    sut.viewModel?.route = "Amsterdam → Rotterdam"
    #expect(labels["route"]?.isHidden == false)

    sut.viewModel = nil

    #expect(sut.viewModel == nil)
    #expect(labels.values.allSatisfy { $0.text == nil })
    #expect(labels["delay"]?.isHidden == true)
    #expect(labels["route"]?.isHidden == true)
    #expect(labels["departure"]?.textColor == nil)
  }

  @Test func textLabel_visibleText_isEmptyWhenHidden() {
    let label = TextLabel(text: "x", isHidden: true)

    #expect(label.visibleText == "")
    label.isHidden = false
    #expect(label.visibleText == "x")
  }
}
