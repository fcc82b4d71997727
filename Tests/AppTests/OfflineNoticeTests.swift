import Foundation
import LessonTestSupport
import OfflineCopy
import Testing

@testable import App

/// What the offline copy tells the person on standard error, as the command line words it:
/// one `offline:` line per notice, written out in English, with a count of one worded apart.
@MainActor @Suite struct OfflineNoticeTests {
  private static let english = DisplaySettings(
    locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Amsterdam")!,
    colors: .none)

  nonisolated static let notices: [(CachingTripRepository.Notice, String)] = [
    (
      .listMayBeIncomplete,
      "Trips has not read every trip of this store yet, so the list may be missing some. A"
        + " 'trips list --all' while the store can be reached fills in the copy."
    ),
    (
      .keptHere(location: "postgresql://db/trips"),
      "The change is kept on this computer and will be sent when postgresql://db/trips can be"
        + " reached."
    ),
    (
      .stillWaiting(2),
      "2 changes made on this computer still wait to be sent; 'trips sync' sends them."
    ),
    (
      .stillWaiting(1),
      "1 change made on this computer still waits to be sent; 'trips sync' sends it."
    ),
    (
      .conflicts(3),
      "3 changes made on this computer conflict with the server's; 'trips pending' shows them."
    ),
    (
      .conflicts(1),
      "1 change made on this computer conflicts with the server's; 'trips pending' shows it."
    ),
    (
      .waitingBehindConflicts(2),
      "2 changes made on this computer wait behind a conflict of their trip; they are sent once"
        + " 'trips resolve' settles it."
    ),
    (
      .waitingBehindConflicts(1),
      "1 change made on this computer waits behind a conflict of its trip; it is sent once"
        + " 'trips resolve' settles it."
    ),
    (
      .sentBeforeStopping(4),
      "4 changes made on this computer were sent before sending stopped; the rest still wait."
    ),
    (
      .sentBeforeStopping(1),
      "1 change made on this computer was sent before sending stopped; the rest still wait."
    ),
    (
      .noNumbersLeft(location: "postgresql://db/trips"),
      "No trip numbers are left on this computer for trips added offline; nothing was added."
        + " Add the trip when postgresql://db/trips can be reached."
    ),
    (
      .keptForAnotherStore(location: "postgresql://db/trips"),
      "Another store is at postgresql://db/trips now. The changes made on this computer for the"
        + " store that was there are kept, and never sent to this one; 'trips copies' lists them."
    ),
    (
      .keptForOtherStores(5),
      "5 more changes made on this computer are kept for other stores; 'trips copies' lists them."
    ),
    (
      .keptForOtherStores(1),
      "1 more change made on this computer is kept for another store; 'trips copies' lists it."
    ),
    (
      .changesUnreadable(file: "/home/ann/.cache/trips/a.changes"),
      "The changes made on this computer cannot be read from /home/ann/.cache/trips/a.changes."
        + " The file is left as it is, and nothing was sent from it; keep a copy of it before"
        + " removing anything."
    ),
  ]

  @Test(arguments: notices)
  func aNotice_isOneOfflineLine(notice: CachingTripRepository.Notice, sentence: String) {
    let errorOutput = TextBuffer()

    OfflineNotices.write(notice, to: errorOutput, settings: Self.english)

    #expect(errorOutput.text == "offline: " + sentence + "\n")
    #expect(errorOutput.delivered == errorOutput.text)
  }

  @Test func aPathFromAnotherProgram_reachesTheTerminalEscaped() {
    let errorOutput = TextBuffer()

    OfflineNotices.write(
      .changesUnreadable(file: "/tmp/\u{1B}[2Jx.changes"), to: errorOutput,
      settings: Self.english)

    #expect(
      errorOutput.text
        == "offline: The changes made on this computer cannot be read from /tmp/\\u{1B}[2Jx.changes."
        + " The file is left as it is, and nothing was sent from it; keep a copy of it before"
        + " removing anything.\n")
  }
}
