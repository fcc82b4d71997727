import Application
import Domain
import Foundation
import Presentation

/// The three ways of making a trip's display values that the table compares, each timed on
/// the same trips in the same run.
enum FactoryBenchmarks {
  /// What one approach produced, so the work cannot be optimised away, and how long it took.
  struct Measurement {
    let name: String
    let nanosecondsPerTrip: Double
    let checksum: Int
  }

  static let locale = Locale(identifier: "en_US")
  static let timeZone = TimeZone(identifier: "Europe/Amsterdam")!

  /// Runs each approach `rounds` times over `trips` and keeps the median round.
  static func run(trips: [Trip], rounds: Int) async -> [Measurement] {
    let repository = ServedFromMemory(trips: trips)
    return [
      await median(rounds, trips.count, name: "articles' approach: new formatters per trip") {
        articlesApproach(trips)
      },
      await median(rounds, trips.count, name: "TripViewModel factory, via ListTrips") {
        await projectFactory(repository)
      },
      await median(rounds, trips.count, name: "floor: integer arithmetic, no localization") {
        integerFloor(trips)
      },
      await median(
        rounds, trips.count, name: "TripViewModel factory, formatting every time (as show does)"
      ) {
        await projectFactory(repository, remembers: false)
      },
    ]
  }

  // MARK: 1. The articles' approach

  /// New formatters for every trip, as the articles' view model does: a date formatter for
  /// the date, one for each time, a duration formatter, and the `"%@ delay"` template.
  /// (`DateComponentsFormatter` does not exist on Linux; `Duration.UnitsFormatStyle` made
  /// anew per trip stands in for it.)
  static func articlesApproach(_ trips: [Trip]) -> Int {
    var checksum = 0
    for trip in trips {
      let date = newFormatter(date: .short, time: .none).string(from: trip.departure)
      let departure = newFormatter(date: .none, time: .short).string(from: trip.departure)
      let arrival = newFormatter(date: .none, time: .short).string(from: trip.arrival)
      let duration = Duration.seconds(trip.duration).formatted(
        .units(allowed: [.hours, .minutes], width: .abbreviated).locale(locale))
      var delay: String?
      if trip.isDelayed {
        let words = Duration.seconds(trip.delay).formatted(
          .units(allowed: [.hours, .minutes], width: .wide).locale(locale))
        delay = "\(words) delay"
      }
      checksum &+= date.utf8.count &+ departure.utf8.count &+ arrival.utf8.count
      checksum &+= duration.utf8.count &+ (delay?.utf8.count ?? 0)
    }
    return checksum
  }

  /// A formatter made from scratch, as the articles' `localizedStringFromDate` does per call.
  private static func newFormatter(date: DateFormatter.Style, time: DateFormatter.Style)
    -> DateFormatter
  {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.dateStyle = date
    formatter.timeStyle = time
    return formatter
  }

  // MARK: 2. The project's factory

  /// The factory as the use cases call it: `ListTrips` reads the trips from a repository that
  /// serves them from memory and pushes every view model into a view that only counts.
  /// With `remembers` false the formats format every value as it comes, for the side-by-side
  /// figure of what remembering earns.
  @MainActor
  static func projectFactory(_ repository: ServedFromMemory, remembers: Bool = true) async -> Int {
    let view = CountingView()
    let formats = TripFormats(locale: locale, timeZone: timeZone, remembers: remembers)
    await ListTrips(
      repository: repository, presenter: TripListPresenter(view: view, formats: formats),
      messageView: view,
      formats: formats, storeKind: .file, now: { Date(timeIntervalSince1970: 0) }
    ).list(.all)
    return view.checksum
  }

  // MARK: 3. The floor

  /// The same fields from integer arithmetic, with one fixed offset and English words: what
  /// no localized factory can beat.
  static func integerFloor(_ trips: [Trip]) -> Int {
    var checksum = 0
    let offset = 7_200
    for trip in trips {
      let departure = Int(trip.departure.timeIntervalSince1970) + offset
      let arrival = Int(trip.arrival.timeIntervalSince1970) + offset
      let (year, month, day) = civilDate(daysSinceEpoch: departure / 86_400)
      let date = "\(month)/\(day)/\(year % 100)"
      let departureTime = clock(departure)
      let arrivalTime = clock(arrival)
      let minutes = arrival / 60 - departure / 60
      let duration =
        minutes >= 60 ? "\(minutes / 60) hr, \(minutes % 60) min" : "\(minutes) min"
      let delay = trip.isDelayed ? "\((Int(trip.delay) + 59) / 60) minutes delay" : nil
      checksum &+= date.utf8.count &+ departureTime.utf8.count &+ arrivalTime.utf8.count
      checksum &+= duration.utf8.count &+ (delay?.utf8.count ?? 0)
    }
    return checksum
  }

  private static func clock(_ seconds: Int) -> String {
    let minuteOfDay = (seconds / 60) % 1_440
    let hour = minuteOfDay / 60
    let minute = minuteOfDay % 60
    let twelve = hour % 12 == 0 ? 12 : hour % 12
    return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
  }

  /// Year, month and day of a day count since 1970-01-01 in the proleptic Gregorian
  /// calendar (the well-known "days from civil" inversion).
  private static func civilDate(daysSinceEpoch: Int) -> (Int, Int, Int) {
    let z = daysSinceEpoch + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  // MARK: Timing

  private static func median(
    _ rounds: Int, _ count: Int, name: String, _ body: () async -> Int
  ) async -> Measurement {
    var times: [Double] = []
    var checksum = 0
    for _ in 0..<rounds {
      let start = ContinuousClock.now
      checksum = await body()
      times.append(nanoseconds(ContinuousClock.now - start))
    }
    return Measurement(
      name: name, nanosecondsPerTrip: times.sorted()[times.count / 2] / Double(count),
      checksum: checksum)
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
  }
}

/// A repository that serves pages of trips already sorted in memory, so the timing is the
/// factory's and the use case's, not a store's.
struct ServedFromMemory: TripStore {
  let trips: [Trip]

  init(trips: [Trip]) {
    self.trips = trips.sorted(by: Trip.departureOrder)
  }

  func trip(withID id: TripID) -> Trip? { nil }

  func trips(after cursor: TripCursor?, limit: Int) -> [Trip] {
    var low = 0
    var high = trips.count
    if let cursor {
      while low < high {
        let middle = (low + high) / 2
        if cursor.precedes(trips[middle]) { high = middle } else { low = middle + 1 }
      }
    }
    return Array(trips[low..<min(trips.count, low + limit)])
  }

  func trips(arrivingAfter instant: Date, after cursor: TripCursor?, limit: Int) -> [Trip] {
    fatalError("not used by the benchmark")
  }

  func apply(_ changes: TripChangeSet) -> [Trip] { fatalError("not used by the benchmark") }
}

/// A list view that only adds up the length of what it receives.
@MainActor
final class CountingView: TripListView, MessageView {
  private(set) var checksum = 0

  func beginList() {}
  func endList() {}
  func displayListItem(_ trip: TripViewModel) {
    checksum &+= trip.date.utf8.count &+ trip.departure.utf8.count &+ trip.arrival.utf8.count
    checksum &+= trip.duration.utf8.count &+ (trip.delay?.utf8.count ?? 0)
  }
  func displayInformation(_ message: Message) {}
  func displayError(_ message: Message) {}
}
