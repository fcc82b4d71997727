import LessonTestSupport
import Presentation
import PresentationConsole
import Testing

@MainActor @Suite struct ConsoleRendererTests {
  private func makeSUT(colors: ColorSupport = .none) -> (
    sut: ConsoleRenderer, output: TextBuffer, errors: TextBuffer
  ) {
    let output = TextBuffer()
    let errors = TextBuffer()
    return (
      ConsoleRenderer(output: output, errorOutput: errors, colors: colors), output, errors
    )
  }

  @Test func lateCard_withoutColour() {
    let (sut, output, errors) = makeSUT()

    sut.display(ViewModels.late())

    #expect(output.text == GoldenCards.late)
    #expect(errors.text.isEmpty)
  }

  @Test func onTimeCard_hasNoDelayLine() {
    let (sut, output, _) = makeSUT()

    sut.display(ViewModels.onTime(route: "Amsterdam → Rotterdam"))

    #expect(
      output.text == """
        ╭──────────────────────────────────────────╮
        │ Trip 1                           10/9/15 │
        │ Amsterdam → Rotterdam                    │
        │                                          │
        │ 3:09 PM ──────── 17 min ──────── 3:26 PM │
        ╰──────────────────────────────────────────╯

        """)
  }

  @Test func lateCard_withColour_paintsOnlyTheDepartureTimeRed_fromThePalette() {
    let (sut, output, _) = makeSUT(colors: .basic)

    sut.display(ViewModels.late())

    #expect(
      output.text.split(separator: "\n")[3]
        == "│ \u{1B}[31m3:09 PM\u{1B}[0m ──────── 17 min ──────── 3:26 PM │")
    #expect(output.text.components(separatedBy: "\u{1B}[").count == 3)
  }

  @Test func onTimeCard_withColour_paintsTheDepartureTimeBlue_fromThePalette() {
    let (sut, output, _) = makeSUT(colors: .basic)

    sut.display(ViewModels.onTime())

    #expect(output.text.contains("│ \u{1B}[34m3:09 PM\u{1B}[0m ──"))
  }

  @Test func lateCard_withTrueColour_paintsOnlyTheDepartureTimeRed() {
    let (sut, output, _) = makeSUT(colors: .trueColor)

    sut.display(ViewModels.late())

    #expect(
      output.text.split(separator: "\n")[3]
        == "│ \u{1B}[38;2;255;0;0m3:09 PM\u{1B}[0m ──────── 17 min ──────── 3:26 PM │")
    #expect(output.text.components(separatedBy: "\u{1B}[").count == 3)
  }

  @Test func onTimeCard_withTrueColour_paintsTheDepartureTimeDarkBlue() {
    let (sut, output, _) = makeSUT(colors: .trueColor)

    sut.display(ViewModels.onTime())

    #expect(output.text.contains("\u{1B}[38;2;0;0;102m3:09 PM\u{1B}[0m"))
  }

  @Test func card_growsForLongNames_andCutsThemAtTheMaximumWidth() {
    let (sut, output, _) = makeSUT()
    let longRoute = String(repeating: "Rotterdam Centraal ", count: 10)

    sut.display(ViewModels.onTime(route: longRoute))

    let lines = output.text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count == 76 })
    #expect(lines[2].hasSuffix("… │"))
  }

  @Test func card_linesUp_withWideCharacters() {
    let (sut, output, _) = makeSUT()
    var viewModel = ViewModels.late(route: "阿姆斯特丹 → 鹿特丹")
    viewModel.title = "行程 1"

    sut.display(viewModel)

    #expect(
      output.text.split(separator: "\n")[1...2] == [
        "│ 行程 1                           10/9/15 │",
        "│ 阿姆斯特丹 → 鹿特丹                      │",
      ])
  }

  @Test func aLongTitle_widensTheCard_keepingTwoColumnsBeforeTheDate() {
    let (sut, output, _) = makeSUT()
    var viewModel = ViewModels.onTime()
    viewModel.title = "Trip " + String(repeating: "9", count: 45)

    sut.display(viewModel)

    let lines = output.text.split(separator: "\n").map(String.init)
    let border = "╭" + String(repeating: "─", count: 61) + "╮"
    #expect(lines.count > 2)
    #expect(lines.first == border, "\(lines.first?.count ?? 0) characters")
    #expect(lines.dropFirst().first == "│ Trip \(String(repeating: "9", count: 45))  10/9/15 │")
  }

  @Test func timesWiderThanTheWidestCard_widenIt_soNoTimeIsCut() {
    let (sut, output, _) = makeSUT()
    var viewModel = ViewModels.onTime()
    viewModel.duration = String(repeating: "long ", count: 14) + "trip"

    sut.display(viewModel)

    let lines = output.text.split(separator: "\n").map(String.init)
    let times = try? #require(lines.first { $0.contains(viewModel.duration) })
    #expect(times?.hasPrefix("│ 3:09 PM ─") == true)
    #expect(times?.hasSuffix("─ 3:26 PM │") == true)
    #expect(Set(lines.map(\.count)) == [4 + 7 + 8 + 74 + 7])
  }

  @Test func list_writesOneRowPerTrip() {
    let (sut, output, _) = makeSUT()
    var second = ViewModels.onTime(route: "Utrecht → Delft")
    second.id = "12"

    sut.beginList()
    sut.displayListItem(ViewModels.late())
    sut.displayListItem(second)
    sut.endList()

    #expect(
      output.text == """
           1  10/9/15     3:09 PM   →  3:26 PM   17 min         5 minutes delay
          12  10/9/15     3:09 PM   →  3:26 PM   17 min         Utrecht → Delft

        """)
  }

  @Test func listRow_withoutRouteOrDelay_endsAtTheDuration() {
    let (sut, output, _) = makeSUT()

    sut.displayListItem(ViewModels.onTime())

    #expect(output.text == "   1  10/9/15     3:09 PM   →  3:26 PM   17 min\n")
  }

  @Test func information_goesToOutput_withItsHint() {
    let (sut, output, errors) = makeSUT()

    sut.displayInformation(Message("There are no trips yet.", hint: "Plan one."))

    #expect(output.text == "There are no trips yet.\nPlan one.\n")
    #expect(errors.text.isEmpty)
  }

  @Test func error_goesToErrorOutput_prefixed() {
    let (sut, output, errors) = makeSUT()

    sut.displayError(Message("There is no trip 9.", hint: "Run 'trips list --all'."))
    sut.displayError(Message("Second."))

    #expect(
      errors.text == "error: There is no trip 9.\nhint: Run 'trips list --all'.\nerror: Second.\n")
    #expect(output.text.isEmpty)
  }

  @Test func cards_ofSeveralTrips_followOneAnother_withABlankLineBetween() {
    let (sut, output, errors) = makeSUT()

    sut.display([ViewModels.late(), ViewModels.onTime()])

    #expect(output.text == GoldenCards.late + "\n" + GoldenCards.onTime)
    #expect(errors.text.isEmpty)
  }
}
