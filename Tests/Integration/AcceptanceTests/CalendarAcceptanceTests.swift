import DeliveryCheckers
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Testing

/// `--format ics` read back by a real parser: the `icalendar` package, with the strict checks
/// of `Scripts/checkers/check-calendar.py` on top (it parses leniently by itself).
@MainActor @Suite struct CalendarAcceptanceTests {
  /// One event as the checker read it back.
  struct Event: Decodable, Equatable {
    let uid: String
    let summary: String
    let location: String?
    let description: String
    let start: String
    let end: String
    let sequence: Int
  }

  private func check(_ calendar: String, python: String) async throws -> Checkers.Run {
    let folder = TemporaryDirectory()
    let file = folder.file("trips.ics")
    defer { withExtendedLifetime(folder) {} }
    try Data(calendar.utf8).write(to: URL(fileURLWithPath: file))
    return await Checkers.run("check-calendar.py", [file], python: python)
  }

  private func events(_ calendar: String, python: String) async throws -> [Event] {
    let run = try await check(calendar, python: python)
    #expect(run.status == 0, "\(run.output)")
    return try JSONDecoder().decode([Event].self, from: Data(run.output.utf8))
  }

  @Test func aList_importsCleanly_withNamesRoundTripped_andInstantsInUTC() async throws {
    guard let python = Checkers.require(Checkers.python) else { return }
    let trips = InProcessTrips(store: .sqlite)
    let awkward = #"Café "Zur Post", Gleis 3; Tür \ Süd"#
    let long = String(repeating: "北京西站 ", count: 10) + "🚆"
    await trips.run(
      "add", "--departure", "2035-10-09 8:15", "--arrival", "9:02", "--from", awkward, "--to",
      long)
    await trips.run("add", "--departure", "2035-10-09 23:40", "--arrival", "0:35")
    await trips.run("depart", "2", "--delay", "7")

    let run = await trips.run("list", "--all", "--format", "ics")

    #expect(run.status == 0)
    #expect(run.error == "")
    let identity = try #require(try await trips.store.identity()).description
    #expect(
      try await events(run.output, python: python) == [
        Event(
          uid: "trip-1-\(identity)@trips", summary: "Trip 1: \(awkward) → \(long)",
          location: awkward, description: "10/9/35 8:15 AM – 9:02 AM (47 min)",
          start: "2035-10-09T06:15:00Z", end: "2035-10-09T07:02:00Z", sequence: 0),
        Event(
          uid: "trip-2-\(identity)@trips", summary: "Trip 2", location: nil,
          description: "10/9/35 11:40 PM – 12:35 AM +1 (55 min)\n7 minutes delay",
          start: "2035-10-09T21:40:00Z", end: "2035-10-09T22:35:00Z", sequence: 1),
      ])
    #expect(run.output.contains("\r\n "), "the long summary is folded")
  }

  @Test func aUID_isTheSameOnEveryRun_andDiffersBetweenStores() async throws {
    let first = InProcessTrips(store: .json)
    let second = InProcessTrips(store: .json)
    for trips in [first, second] {
      await trips.run("add", "--departure", "2035-10-09 8:15", "--arrival", "9:02")
    }

    let once = await first.run("show", "1", "--format", "ics")
    let again = await first.run("show", "1", "--format", "ics")
    let elsewhere = await second.run("show", "1", "--format", "ics")

    func uid(_ run: InProcessTrips.Run) -> Substring? {
      run.output.split(separator: "\r\n").first { $0.hasPrefix("UID:") }
    }
    #expect(uid(once) != nil)
    #expect(uid(once) == uid(again))
    #expect(uid(once) != uid(elsewhere))
    #expect(once.output == again.output, "the clock is fixed, so DTSTAMP is too")
  }

  @Test func anEdit_raisesTheSequence_soAReimportUpdatesTheEvent() async throws {
    let trips = InProcessTrips(store: .memory)
    await trips.run("add", "--departure", "2035-10-09 8:15", "--arrival", "9:02")
    let before = await trips.run("show", "1", "--format", "ics")

    await trips.run("edit", "1", "--to", "Utrecht")
    let after = await trips.run("show", "1", "--format", "ics")

    #expect(before.output.contains("\r\nSEQUENCE:0\r\n"))
    #expect(after.output.contains("\r\nSEQUENCE:1\r\n"))
  }

  /// No trips to show is still a calendar a program can import: one with no events, so a
  /// subscription empties instead of failing.
  @Test func anEmptyList_isACalendarWithNoEvents() async throws {
    let python = Checkers.require(Checkers.python)
    let trips = InProcessTrips(store: .memory)

    let run = await trips.run("list", "--format", "ics")

    #expect(run.status == 0)
    #expect(
      run.output
        == [
          "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Trips//Trips//EN", "CALSCALE:GREGORIAN",
          "END:VCALENDAR", "",
        ].joined(separator: "\r\n"))
    #expect(
      run.error
        == "There are no upcoming trips.\nRun 'trips list --all' to include trips that have arrived.\n"
    )
    if let python {
      #expect(try await events(run.output, python: python) == [])
    }
  }

  /// A JSON file from before stores had an identity is given one, so its events are named by
  /// a store like any other's, the same on every run.
  @Test func aStoreFromBeforeIdentities_isGivenOne_forItsUIDs() async throws {
    let trips = InProcessTrips(store: .json)
    let path = try #require(trips.storePath)
    let document = #"""
      {"format":"trips","version":2,"lastAssignedID":1,"trips":[{"id":1,
      "departure":"2035-10-09T06:15:00Z","arrival":"2035-10-09T07:02:00Z",
      "actualDeparture":null}]}
      """#
    try Data(document.utf8).write(to: URL(fileURLWithPath: path))

    let once = await trips.run("show", "1", "--format", "ics")
    let again = await trips.run("show", "1", "--format", "ics")

    let identity = try #require(try await trips.store.identity()).description
    #expect(once.status == 0)
    #expect(once.output.contains("\r\nUID:trip-1-\(identity)@trips\r\n"), "\(once.output)")
    #expect(again.output == once.output)
  }

  @Test func aMissingTrip_writesNoCalendar_andSaysSoOnStandardError() async {
    let trips = InProcessTrips(store: .memory)

    let run = await trips.run("show", "9", "--format", "ics")

    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(run.error.hasPrefix("error: There is no trip 9."))
  }

  @Test func aStoreThatCannotBeRead_writesNoCalendar_andIsNotOverwritten() async throws {
    let trips = InProcessTrips(store: .sqlite)
    let path = try #require(trips.storePath)
    try Data("not a store".utf8).write(to: URL(fileURLWithPath: path))

    let run = await trips.run("list", "--format", "ics")

    #expect(run.status == 74)
    #expect(run.output == "")
    #expect(run.error.hasPrefix("error: \(path) is not a Trips store"), "\(run.error)")
    #expect(trips.storeBytes == Data("not a store".utf8))
  }

  @Test func otherCommands_refuseTheCalendar_namingTheOnesThatTakeIt() async {
    let trips = InProcessTrips(store: .memory)

    let run = await trips.run("--format", "ics", "watch", "1")

    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(
      run.error.hasPrefix(
        "error: 'watch' cannot write --format ics: only 'show', 'list' can\nhint: Use one of: text, json."
      ), "\(run.error)")
  }

  @Test(arguments: [
    ("no UID", "UID:trip-1-s@trips\r\n", ""),
    ("a 76-octet line", "SUMMARY:Trip 1", "SUMMARY:" + String(repeating: "x", count: 68)),
    ("bare line feeds", "\r\n", "\n"),
    ("a local start", "DTSTART:20351009T061500Z", "DTSTART:20351009T061500"),
    ("an end before the start", "DTEND:20351009T070200Z", "DTEND:20351009T050200Z"),
  ])
  func theChecker_refusesABrokenSample(defect: String, sound part: String, broken: String)
    async throws
  {
    guard let python = Checkers.require(Checkers.python) else { return }
    let sound = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Trips//Trips//EN", "BEGIN:VEVENT",
      "UID:trip-1-s@trips", "DTSTAMP:20351001T100000Z", "DTSTART:20351009T061500Z",
      "DTEND:20351009T070200Z", "SEQUENCE:0", "SUMMARY:Trip 1", "END:VEVENT", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
    #expect(try await check(sound, python: python).status == 0)

    let broken = sound.replacingOccurrences(of: part, with: broken)

    #expect(broken != sound)
    let run = try await check(broken, python: python)
    #expect(run.status == 1, "\(defect): \(run.output)")
  }
}
