import LessonTestSupport
import Presentation
import PresentationConsole
import Testing

@MainActor @Suite struct LiveTripCardTests {
  private func makeSUT(redrawsInPlace: Bool) -> (
    sut: LiveTripCard, output: TextBuffer, errors: TextBuffer
  ) {
    let output = TextBuffer()
    let errors = TextBuffer()
    let sut = LiveTripCard(
      output: output, errorOutput: errors, colors: .none, redrawsInPlace: redrawsInPlace)
    return (sut, output, errors)
  }

  @Test func inAPipe_eachChangeIsANewCard_afterABlankLine_withoutCursorMovement() {
    let (sut, output, _) = makeSUT(redrawsInPlace: false)
    sut.footer = "keys"

    sut.display(ViewModels.onTime())
    sut.display(ViewModels.late())

    #expect(output.text == GoldenCards.onTime + "\n" + GoldenCards.late)
    #expect(!output.text.contains("\u{1B}"))
  }

  @Test func onATerminal_theCardIsRedrawnInPlace_withTheFooter() {
    let (sut, output, _) = makeSUT(redrawsInPlace: true)
    sut.footer = "q quit"

    sut.display(ViewModels.onTime())
    sut.display(ViewModels.late())

    #expect(
      output.text
        == GoldenCards.onTime + "q quit\n" + "\u{1B}[6F\u{1B}[J" + GoldenCards.late + "q quit\n")
  }

  @Test func onATerminal_aNewFooter_redrawsTheCardShown() {
    let (sut, output, _) = makeSUT(redrawsInPlace: true)
    sut.footer = "q quit"
    sut.display(ViewModels.onTime())

    sut.footer = "polls · q quit"
    sut.footer = "polls · q quit"

    #expect(
      output.text
        == GoldenCards.onTime + "q quit\n" + "\u{1B}[6F\u{1B}[J" + GoldenCards.onTime
        + "polls · q quit\n")
  }

  /// A live card is read while the program waits for keys, so nothing may stay in a buffer.
  @Test(arguments: [true, false])
  func everythingWritten_isDelivered_atOnce(redrawsInPlace: Bool) {
    let (sut, output, errors) = makeSUT(redrawsInPlace: redrawsInPlace)

    sut.display(ViewModels.late())
    let afterCard = output.delivered
    sut.displayInformation(Message("Trip 1 left 5 minutes late."))
    let afterInformation = output.delivered
    sut.displayError(Message("Trip 1 was removed."))

    #expect(afterCard.hasSuffix(GoldenCards.late) && !afterCard.isEmpty)
    #expect(afterInformation.hasSuffix("Trip 1 left 5 minutes late.\n"))
    #expect(output.delivered == output.text)
    #expect(errors.delivered == errors.text)
  }

  @Test func theControl_holdsWhatIsOnScreen() {
    let (sut, _, _) = makeSUT(redrawsInPlace: true)

    sut.display(ViewModels.late())

    #expect(sut.control.delayLabel.text == "5 minutes delay")
    #expect(sut.control.departureTimeLabel.textColor == .late)
  }

  @Test func errors_goUnderTheCardOnATerminal_andToStandardErrorInAPipe() {
    let terminal = makeSUT(redrawsInPlace: true)
    let pipe = makeSUT(redrawsInPlace: false)

    terminal.sut.displayError(Message("Trip 1 was removed.", hint: "List them."))
    pipe.sut.displayError(Message("Trip 1 was removed."))
    pipe.sut.displayInformation(Message("Noted."))

    #expect(terminal.output.text == "error: Trip 1 was removed.\nhint: List them.\n")
    #expect(pipe.errors.text == "error: Trip 1 was removed.\n")
    #expect(pipe.output.text == "Noted.\n")
  }
}
