import Application
import Domain
import Foundation
import LessonTestSupport
import Presentation
import PresentationConsole
import Testing

/// Golden cards for every supported locale in four time zones, for an on-time trip and a late
/// one, drawn by the real use case and the real console renderer without colour: the whole
/// path from a stored trip to the text, as App composes it, without App's process.
///
/// The expected text lives in `Golden/cards-<locale>.txt`. To accept an intended change, run
/// the suite with `TRIPS_RECORD_GOLDEN=1`, then review the difference in version control.
@MainActor @Suite struct CardMatrixTests {
  nonisolated static let locales = ["en_US", "en_GB", "de_DE", "zh_Hans_CN"]
  nonisolated static let timeZones = [
    "UTC", "Europe/Amsterdam", "America/New_York", "Asia/Shanghai",
  ]
  static func cards(locale: String) async throws -> String {
    var text = ""
    for zone in timeZones {
      for (name, trip) in [
        ("on time", Fixtures.onTimeTrip(id: 1, origin: "Amsterdam", destination: "Rotterdam")),
        ("late", Fixtures.lateTrip(id: 2)),
      ] {
        let output = TextBuffer()
        let renderer = ConsoleRenderer(output: output, errorOutput: output, colors: .none)
        let formats = TripFormats(
          locale: Locale(identifier: locale), timeZone: TimeZone(identifier: zone)!)
        try await ShowExistingTrip(
          repository: TripRepositorySpy(trips: [trip]),
          presenter: TripPresenter(view: renderer, formats: formats)
        ).show(tripWithID: trip.id)
        text += "== \(zone), \(name)\n\(output.text)\n"
      }
    }
    return text
  }

  @Test(arguments: locales)
  func cards_matchTheGoldenText(locale: String) async throws {
    try Golden.folder.expect(await Self.cards(locale: locale), matches: "cards-\(locale).txt")
  }
}
