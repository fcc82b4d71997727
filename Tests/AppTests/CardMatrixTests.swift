import Application
import Domain
import Foundation
import InMemoryStore
import LessonTestSupport
import Presentation
import PresentationConsole
import StoreOpening
import Testing

@testable import App

/// Golden cards for every supported locale in four time zones, for an on-time trip and a late
/// one, as `trips show` draws them without colour: the formats, the presenter and the console
/// renderer come from App's `Composition`, as the command composes them, around an in-memory
/// store; only the process is left out.
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
        let settings = DisplaySettings(
          locale: Locale(identifier: locale), timeZone: TimeZone(identifier: zone)!,
          colors: .none)
        let composition = await Composition(
          settings: settings, store: OpenedStore(InMemoryTripRepository(trips: [trip])),
          storeKind: .memory,
          formats: await TripFormats.prepare(locale: settings.locale, timeZone: settings.timeZone),
          format: .text, output: output, errorOutput: output, isInteractive: false,
          now: { Fixtures.articleDeparture })
        try await ShowExistingTrip(
          repository: composition.trips, presenter: composition.presenter
        ).show(tripWithID: trip.id)
        text += "== \(zone), \(name)\n\(output.text)\n"
      }
    }
    return text
  }

  @Test(arguments: locales)
  func cards_matchTheGoldenText(locale: String) async throws {
    try AppGolden.folder.expect(await Self.cards(locale: locale), matches: "cards-\(locale).txt")
  }
}
