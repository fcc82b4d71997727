import Foundation
import LessonTestSupport
import Presentation
import PresentationHTML
import Testing

/// The web page delivery: a whole page per result, the words of the card, the instants in
/// `<time>`.
@MainActor @Suite struct HTMLRendererTests {
  private func makeSUT() -> (HTMLRenderer, TextBuffer) {
    let output = TextBuffer()
    let instants = InstantText(timeZone: TimeZone(identifier: "Europe/Amsterdam")!)
    return (
      HTMLRenderer(output: output, language: "en-US", listTitle: "Reisen", instants: instants),
      output
    )
  }

  @Test func card_isAPage_withTheCardsWords_andItsInstants() {
    let (sut, output) = makeSUT()

    sut.display(
      ViewModels.late(route: "Amsterdam → Rotterdam"), values: ViewModels.values(late: true))

    let page = output.text
    #expect(
      page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en-US\">\n<head>\n<meta charset=\"utf-8\">"))
    #expect(page.hasSuffix("</body>\n</html>\n"))
    #expect(
      page.contains(
        """
        <article class="card">
        <header><h1>Trip 1</h1> <time datetime="2015-10-09">10/9/15</time></header>
        <p class="route">Amsterdam → Rotterdam</p>
        <p class="times"><time class="departure" style="color:#E60000" \
        datetime="2015-10-09T17:09:00+02:00">3:09 PM</time> <span class="duration">17 min</span> \
        <time class="arrival" datetime="2015-10-09T17:26:00+02:00">3:26 PM</time></p>
        <p class="delay">5 minutes delay</p>
        </article>

        """), "\(page)")
    #expect(page.contains("<title>Trip 1</title>"))
  }

  @Test func onTimeCard_hasNoDelay_andTheOnTimeColour() {
    let (sut, output) = makeSUT()

    sut.display(ViewModels.onTime(), values: ViewModels.values(late: false))

    #expect(!output.text.contains("class=\"delay\""))
    #expect(!output.text.contains("class=\"route\""))
    #expect(output.text.contains("style=\"color:#000066\""))
  }

  @Test func list_isOnePage_withARowPerTrip_inTheOrderOfAListLine() {
    let (sut, output) = makeSUT()

    sut.beginList()
    sut.displayListItem(ViewModels.late(route: "A → B"), values: ViewModels.values())
    sut.displayListItem(ViewModels.onTime(), values: ViewModels.values(late: false, id: 2))
    sut.endList()
    sut.endList()

    let page = output.text
    #expect(page.components(separatedBy: "<!DOCTYPE html>").count == 2)
    #expect(page.components(separatedBy: "</html>").count == 2)
    #expect(
      page.contains(
        """
        <ol class="trips">
        <li><span class="id">1</span> <time datetime="2015-10-09">10/9/15</time> \
        <time class="departure" style="color:#E60000" datetime="2015-10-09T17:09:00+02:00">3:09 PM</time> \
        <span aria-hidden="true">→</span> \
        <time class="arrival" datetime="2015-10-09T17:26:00+02:00">3:26 PM</time> \
        <span class="duration">17 min</span> <span class="route">A → B</span> \
        <span class="delay">5 minutes delay</span></li>

        """), "\(page)")
    #expect(page.contains("<title>Reisen</title>"), "the title the composition root gave")
  }

  @Test func names_areEscaped_neverMarkup() {
    let (sut, output) = makeSUT()
    var trip = ViewModels.onTime(route: "<script>alert(1)</script> & \"Zürich\" 'x'\u{1B}[2J")
    trip.title = "</h1><img src=x>"

    sut.display(trip, values: ViewModels.values(late: false))

    #expect(!output.text.contains("<script>"))
    #expect(!output.text.contains("<img"))
    #expect(
      output.text.contains(
        "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Zürich&quot; &#39;x&#39;\\u{1B}[2J"))
    #expect(!output.text.unicodeScalars.contains { $0 != "\n" && UnsafeCharacters.contains($0) })
  }

  @Test func thePage_fetchesNothing_andRunsNothing() {
    let (sut, output) = makeSUT()

    sut.display(ViewModels.late(), values: ViewModels.values())

    for forbidden in ["<script", "<link", "src=", "href=", "url(", "@import"] {
      #expect(!output.text.contains(forbidden), "\(forbidden)")
    }
  }

  @Test func severalTrips_areOnePage_withACardEach() {
    let (sut, output) = makeSUT()

    sut.display(
      [ViewModels.late(route: "Amsterdam → Rotterdam"), ViewModels.onTime()],
      values: [ViewModels.values(late: true), ViewModels.values(late: false, id: 2)])

    let page = output.text
    #expect(page.components(separatedBy: "<!DOCTYPE html>").count == 2)
    #expect(page.hasSuffix("</body>\n</html>\n"))
    #expect(page.components(separatedBy: "<article class=\"card\">").count == 3)
    #expect(
      page.contains(
        """
        <p class="delay">5 minutes delay</p>
        </article>
        <article class="card">
        <header><h1>Trip 1</h1> <time datetime="2015-10-09">10/9/15</time></header>

        """), "\(page)")
    #expect(page.contains("<title>Reisen</title>"), "the title the composition root gave")
  }
}
