import Application
import Domain
import Foundation
import Presentation
import TestSupport
import Testing

/// Every problem a store can report reaches the person as a sentence in their language that
/// names the file.
@Suite struct StoreFailureMessageTests {
  private func message(for error: any Error, locale: String = "en_US") async -> Message? {
    let repository = TripRepositorySpy()
    repository.failAll(with: error)
    let view = ViewSpy()
    let formats = TripFormats(locale: Locale(identifier: locale), timeZone: .gmt)
    await ShowExistingTrip(
      repository: repository, tripView: view, messageView: view, formats: formats
    ).show(tripWithID: Fixtures.tripID(1))
    guard case .error(let message) = view.receivedMessages.first else { return nil }
    return message
  }

  @Test(arguments: [
    (TripStoreError.Problem.isDirectory, "/s is a directory, not a store file."),
    (.emptyFile, "/s is empty, so it is not a Trips store."),
    (.notSQLiteDatabase, "/s is not an SQLite database."),
    (.foreignDatabase, "/s is an SQLite database of another program, not a Trips store."),
    (.truncated, "/s is shorter than its header says: part of the file is missing."),
    (.corrupt("page 3"), "/s is damaged (page 3)."),
    (
      .newerSchema(found: 9, supported: 2),
      "/s was written by a newer Trips (schema version 9; this one knows up to 2)."
    ),
    (.malformedJSON("line 2"), "/s is not valid JSON (line 2)."),
    (.invalidContent("missing \"format\""), "/s is not a Trips store (missing \"format\")."),
    (.unreadable("Permission denied"), "/s cannot be read (Permission denied)."),
    (.unwritable("No space left on device"), "/s cannot be written (No space left on device)."),
    (.database("database is locked"), "/s could not be used (database is locked)."),
  ])
  func everyStoreProblem_isExplained(problem: TripStoreError.Problem, expected: String) async {
    let message = await message(for: TripStoreError(path: "/s", problem: problem))

    #expect(
      message
        == Message(
          expected,
          hint:
            "Check the path given with --store or TRIPS_STORE, or move the file aside and try again."
        ))
  }

  @Test func storeProblems_areTranslated() async {
    let error = TripStoreError(path: "/s", problem: .foreignDatabase)

    #expect(
      await message(for: error, locale: "de_DE")?.text
        == "/s ist die SQLite-Datenbank eines anderen Programms, kein Trips-Speicher.")
    #expect(
      await message(for: error, locale: "zh_Hans_CN")?.text
        == "/s 是其他程序的 SQLite 数据库，不是 Trips 存储。")
  }

  @Test func anErrorThatIsNotAStoreError_isShownWithItsOwnDescription() async {
    struct Unexpected: Error, CustomStringConvertible {
      var description: String { "the network is down" }
    }

    #expect(
      await message(for: Unexpected())?.text
        == "The trip store could not be used: the network is down")
  }
}
