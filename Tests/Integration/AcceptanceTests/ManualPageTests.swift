import Foundation
import Testing

@testable import App

/// The manual page: pinned to its golden file, and rendered by groff with every warning on.
@MainActor @Suite struct ManualPageTests {
  private let page = TripsManual.text

  @Test func matchesTheGoldenPage() throws {
    try Golden.folder.expect(page, matches: "trips.1")
  }

  @Test func hasTheSectionsOfAManualPage_inOrder() {
    let sections = page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }

    #expect(
      sections == [
        ".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH COMMANDS", ".SH OPTIONS",
        ".SH ENVIRONMENT", ".SH FILES", ".SH SECURITY", ".SH EXIT STATUS", ".SH EXAMPLES",
        ".SH SEE ALSO",
      ])
  }

  @Test func namesEveryCommandAndEveryVariableTripsReads() {
    for name in CommandList.names {
      // groff reads a plain "-" as a hyphen; a command's name is typed, so its "-" is "\-".
      #expect(page.contains(".SS trips \(name.replacing("-", with: "\\-"))"))
    }
    for variable in [
      "TRIPS_STORE", "XDG_DATA_HOME", "LC_ALL", "LC_MESSAGES", "LANG", "TZ", "NO_COLOR",
      "TRIPS_BUSY_TIMEOUT", "COLORTERM", "TERM",
    ] {
      #expect(page.contains(variable))
    }
  }

  @Test func groff_rendersItWithoutAWarning() throws {
    guard let groff = Shell("groff") else {
      print("note: groff is not installed; the manual page was checked as text only")
      return
    }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("trips-\(UUID().uuidString).1")
    try page.write(to: file, atomically: false, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }

    let run = try groff.run(["-man", "-Tutf8", "-ww", "-P-cbu", file.path])

    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(run.output.contains("trips depart <id> (--at <time> | --delay <minutes>)"))
  }
}
