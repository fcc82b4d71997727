import CGtk
import Foundation
import GtkViews
import OfflineCopy
import Testing

@testable import WindowApp

/// What the window says of the offline copy: the command line's notices, advising the window's
/// panel instead of a command, shown across the top, each once.
@MainActor @Suite(.serialized, .enabled(if: GtkDisplay.isAvailable))
struct OfflineNoticeTests {
  private let english = OfflineNoticeWords(
    locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Amsterdam")!)

  @Test(arguments: [
    (
      CachingTripRepository.Notice.answeredFromCopy(
        location: "team.example.net", refreshed: Date(timeIntervalSince1970: 1_444_396_800)),
      "team.example.net cannot be reached. This is what Trips last read there, at 10/9/15, 3:20\u{202F}PM; changes are kept on this computer until it is back."
    ),
    (.stillWaiting(1), "1 change made on this computer still waits to be sent."),
    (.stillWaiting(3), "3 changes made on this computer still wait to be sent."),
    (
      .conflicts(2),
      "2 changes made on this computer conflict with the server’s; choose what to keep below the list."
    ),
    (
      .keptForAnotherStore(location: "team.example.net"),
      "Another store is at team.example.net now. The changes made on this computer for the store that was there are kept, and never sent to this one."
    ),
  ])
  func eachNotice_namesNoCommand(_ notice: CachingTripRepository.Notice, _ words: String) {
    #expect(english.text(of: notice) == words)
  }

  @Test func inGerman_aKeptChange_isWordedInGerman() {
    let german = OfflineNoticeWords(
      locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "Europe/Berlin")!)

    #expect(
      german.text(of: .keptHere(location: "team.example.net"))
        == "Die Änderung bleibt auf diesem Computer und wird gesendet, sobald team.example.net erreichbar ist."
    )
  }

  @Test func theBar_showsEachNoticeOnce_theNewestLast_upToThree_andHidesWhenCleared() {
    let bar = NoticeBar()

    for notice in ["one", "two", "one", "three", "four"] { bar.add(notice) }
    let shown = (bar.shown, gtk_widget_get_visible(bar.widget) != 0)
    bar.clear()

    #expect(shown.0 == ["two", "three", "four"])
    #expect(shown.1)
    #expect(bar.shown.isEmpty)
    #expect(gtk_widget_get_visible(bar.widget) == 0)
  }
}
