import Foundation
import LessonTestSupport
import Testing

/// The built `trips` binary, run as a person would run it. Everything a command prints is
/// tested in process (`Tests/Integration/AcceptanceTests`); this suite keeps what needs a real
/// process: the exit status as the operating system reports it, the streams as pipes, and
/// whether standard output is a terminal.
@Suite struct EndToEndTests {
  /// One command for each exit status the process can end with here (75 is in
  /// `BusyStoreTests`, which needs a second program).
  static let statuses: [(arguments: [String], status: Int32)] = [
    (["demo"], 0),
    (["show", "9"], 1),
    (["show", "nine"], 64),
    (["--store", "/dev/null/trips.sqlite", "demo"], 74),
  ]

  @Test(arguments: statuses)
  func theExitStatus_reachesTheOperatingSystem(arguments: [String], status: Int32) throws {
    let run = try TripsProcess().run(arguments)

    #expect(run.status == status)
    #expect(status == 0 ? run.error.isEmpty : run.error.hasPrefix("error: "))
    #expect(status == 0 ? run.output == GoldenCards.late : run.output.isEmpty)
  }

  @Test func aPipe_getsNoColour_evenWithoutNoColor() throws {
    let run = try TripsProcess().run("demo")

    #expect(run.output == GoldenCards.late)
    #expect(!run.output.contains("\u{1B}"))
  }

  @Test func theDefaultStore_isCreatedUnderTheHomeFolder_forTheOwnerOnly() throws {
    let trips = TripsProcess()

    try trips.run("demo")
    let attributes = try FileManager.default.attributesOfItem(atPath: trips.defaultStore)

    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }
}
