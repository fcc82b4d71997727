import Application
import ArticleControl
import ArticleViewModel
import DecoupledPath
import Domain
import Foundation
import InMemoryStore
import LessonTestSupport
import PlainController
import ShapeSupport
import Testing

/// The suite every shape passes: the article's trip, on time and late, in three languages and
/// four time zones, gives the card `trips show` draws, byte for byte: the root's golden text
/// of that command (`Tests/AppTests/Golden/cards-<locale>.txt`), which this suite never writes.
@MainActor @Suite struct CardOfEveryShapeTests {
  /// The four shapes of the trip screen.
  enum Shape: String, CaseIterable, Sendable {
    case plainController, articleViewModel, articleControl, decoupledPath
  }

  static let timeZones = ["UTC", "Europe/Amsterdam", "America/New_York", "Asia/Shanghai"]
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The labels `shape` fills for `trip`, after its screen has loaded.
  static func labels(of shape: Shape, showing trip: Trip, in formats: TripFormats) async
    -> TripLabels
  {
    let store = InMemoryTripRepository(trips: [trip])
    let screen: any ShapeScreen =
      switch shape {
      case .plainController:
        TripViewController(repository: store, tripID: trip.id, formats: formats)
      case .articleViewModel:
        TripScreenController(repository: store, tripID: trip.id, formats: formats)
      case .articleControl:
        TripControlController(repository: store, tripID: trip.id, formats: formats)
      case .decoupledPath:
        DecoupledTripScreen(repository: store, tripID: trip.id, formats: formats)
      }
    await screen.viewDidLoad()
    return screen.labels
  }

  /// The cards of `shape` in `locale`, laid out as the root's golden file lays them out.
  static func cards(of shape: Shape, locale: String) async -> String {
    var text = ""
    for zone in timeZones {
      let formats = await TripFormats.prepare(
        locale: Locale(identifier: locale), timeZone: TimeZone(identifier: zone)!)
      for (name, trip) in [
        ("on time", Fixtures.onTimeTrip(id: 1, origin: "Amsterdam", destination: "Rotterdam")),
        ("late", Fixtures.lateTrip(id: 2)),
      ] {
        let labels = await labels(of: shape, showing: trip, in: formats)
        text += "== \(zone), \(name)\n\(labels.card)\n"
      }
    }
    return text
  }

  @Test(arguments: Shape.allCases, ["en_US", "de_DE", "zh_Hans_CN"])
  func everyShape_drawsTheCardTripsShowDraws(_ shape: Shape, locale: String) async throws {
    let golden = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/AppTests/Golden/cards-\(locale).txt"),
      encoding: .utf8)

    #expect(await Self.cards(of: shape, locale: locale) == golden)
  }
}

/// What the suite asks of every shape's screen: load, then show its labels.
@MainActor protocol ShapeScreen {
  var labels: TripLabels { get }
  func viewDidLoad() async
}

extension TripViewController: ShapeScreen {}
extension TripScreenController: ShapeScreen {}
extension TripControlController: ShapeScreen {}
extension DecoupledTripScreen: ShapeScreen {}
