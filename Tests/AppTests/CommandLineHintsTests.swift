import Foundation
import LessonTestSupport
import Localization
import Presentation
import Testing

@testable import App

/// The command line's words for what the use cases name by subject: each subject's hint, and
/// a place's name worded with the option it was given with. Written out in English, so a wrong
/// sentence fails here.
@MainActor @Suite struct CommandLineHintsTests {
  private let spy = ViewSpy()

  private func makeSUT(_ locale: String = "en_US") -> CommandLineHints {
    CommandLineHints(
      spy,
      strings: LocalizedStrings(locale: Locale(identifier: locale), tables: StringTables.table))
  }

  nonisolated static let hintsBySubject: [(MessageSubject, String)] = [
    (.tripNotFound, "Run 'trips list --all' to see every trip and its number."),
    (.noTrips, "Plan one with 'trips add --departure TIME --arrival TIME'."),
    (.noUpcomingTrips, "Run 'trips list --all' to include trips that have arrived."),
    (
      .outcomeUnknown,
      "Run 'trips list --all' when the store is back to see whether it was, before trying again."
    ),
    (
      .changedElsewhere(trip: "4"),
      "Look again with 'trips show 4', then repeat the change if it still applies."
    ),
    (
      .unresolvedConflict(trip: "4"),
      "See both with 'trips pending', then choose with 'trips resolve 4 --keep mine' or"
        + " '--keep theirs'."
    ),
    (.conflictsWaiting, "See both with 'trips pending', then choose with 'trips resolve'."),
    (.nothingToResolve, "'trips pending' lists the conflicts."),
    (
      .resolveRefused(trip: "4"),
      "Look with 'trips pending', or drop your change with 'trips resolve 4 --keep theirs'."
    ),
    (
      .storeUnreachable,
      "Try again when the server is back. If it stays away, check the address given with"
        + " --store or TRIPS_STORE."
    ),
    (
      .storeFileFailed,
      "Check the path given with --store or TRIPS_STORE, or move the file aside and try again."
    ),
    (
      .serverFailed,
      "Check the address given with --store or TRIPS_STORE. If it is right, the server's log"
        + " says more."
    ),
    (
      .storeIsStandby,
      "It is a standby. Name the primary with --store or TRIPS_STORE, or give every host with"
        + " target_session_attrs=read-write, such as"
        + " postgresql://host1,host2/trips?target_session_attrs=read-write."
    ),
    (
      .storeFromNewerVersion,
      "Use the newer Trips that wrote it, or name another store with --store or TRIPS_STORE."
    ),
    (
      .keptChangesDamaged,
      "The file of changes kept on this computer is left as it is, and nothing is sent from it"
        + " or written into it. Move it aside to keep it, or remove it with"
        + " 'trips copies --remove --discard-changes'."
    ),
    (
      .keptChangesFromNewerVersion,
      "A newer Trips kept these changes: send them with it, with 'trips sync'."
    ),
  ]

  @Test(arguments: hintsBySubject)
  func aSubject_getsTheCommandLinesHint_andTheTextIsKept(subject: MessageSubject, hint: String) {
    let sut = makeSUT()

    sut.displayError(Message("What happened.", detail: "the server's words", subject: subject))

    #expect(
      spy.receivedMessages == [
        .error(
          Message("What happened.", hint: hint, detail: "the server's words", subject: subject))
      ])
  }

  @Test func aPlacesName_isWordedWithTheOptionItWasGivenWith_keepingItsHint() {
    let sut = makeSUT()
    let origin = MessageSubject.unsafeName(.origin, character: "U+001B", position: "4")
    let destination = MessageSubject.unsafeName(.destination, character: "U+0085", position: "3")

    sut.displayError(
      Message("The origin's name holds U+001B.", hint: "No controls.", subject: origin))
    sut.displayError(Message("The destination's name holds U+0085.", subject: destination))

    #expect(
      spy.receivedMessages == [
        .error(
          Message(
            "The origin's name (--from) holds U+001B at position 4, a control character that is"
              + " not allowed in a name.", hint: "No controls.", subject: origin)),
        .error(
          Message(
            "The destination's name (--to) holds U+0085 at position 3, a control character that"
              + " is not allowed in a name.", subject: destination)),
      ])
  }

  @Test func aMessageWithoutASubject_passesAsItIs_asInformationOrError() {
    let sut = makeSUT()

    sut.displayInformation(Message("Removed trip 1."))
    sut.displayError(Message("Trip 1 is named twice.", hint: "Name each trip once."))

    #expect(
      spy.receivedMessages == [
        .information(Message("Removed trip 1.")),
        .error(Message("Trip 1 is named twice.", hint: "Name each trip once.")),
      ])
  }

  @Test func theHints_speakThePersonsLanguage() {
    let sut = makeSUT("de_DE")

    sut.displayError(Message("Es gibt keine Reise 9.", subject: .tripNotFound))

    #expect(
      spy.receivedMessages == [
        .error(
          Message(
            "Es gibt keine Reise 9.",
            hint: "Mit 'trips list --all' werden alle Reisen und ihre Nummern angezeigt.",
            subject: .tripNotFound))
      ])
  }
}
