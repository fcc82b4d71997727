import Foundation
import Presentation

/// The calendar delivery: trips as an iCalendar file (RFC 5545), one event per trip.
///
/// `trips show 7 --format ics` writes a calendar with one event, `trips list --format ics`
/// one with an event per trip, so either can be imported into a calendar program. An event
/// starts and ends at the planned times, in UTC. Its UID joins the trip's number and the
/// store's identity, so it is the same on every run and differs between stores; its SEQUENCE
/// is the trip's revision less one, so importing the file again after a change updates the
/// event instead of adding another. It shows trips only: the composition
/// root sends messages to standard error.
@MainActor
public final class CalendarRenderer {
  /// The identity of the store the trips come from, which every UID carries; the composition
  /// root reads it before a use case runs.
  public var storeIdentity: String?

  private let output: any TextOutput
  private let stamp: Date
  private var isListOpen = false

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - output: Where the calendar goes (standard output).
  ///   - stamp: When the calendar is written: every event's DTSTAMP.
  public init(output: any TextOutput, stamp: Date) {
    self.output = output
    self.stamp = stamp
  }

  private func beginCalendar() {
    write("BEGIN:VCALENDAR")
    write("VERSION:2.0")
    write("PRODID:-//Trips//Trips//EN")
    write("CALSCALE:GREGORIAN")
  }

  private func endCalendar() {
    write("END:VCALENDAR")
  }

  private func event(_ trip: TripViewModel, _ values: TripValues) {
    let store = storeIdentity ?? "new"
    let summary = [trip.title, trip.route].compactMap { $0 }.joined(separator: ": ")
    var description = ["\(trip.date) \(trip.departure) – \(trip.arrival) (\(trip.duration))"]
    if !trip.isDelayHidden, let delay = trip.delay {
      description.append(delay)
    }
    write("BEGIN:VEVENT")
    write("UID:trip-\(values.id)-\(store)@trips")
    write("DTSTAMP:" + CalendarText.utc(stamp))
    write("DTSTART:" + CalendarText.utc(values.departureAt))
    write("DTEND:" + CalendarText.utc(values.arrivalAt))
    write("SEQUENCE:\(max(0, values.revision - 1))")
    write("SUMMARY:" + CalendarText.escaped(summary))
    if let origin = values.origin {
      write("LOCATION:" + CalendarText.escaped(origin))
    }
    write("DESCRIPTION:" + CalendarText.escaped(lines: description))
    write("END:VEVENT")
  }

  private func write(_ line: String) {
    output.write(CalendarText.folded(line))
  }
}

extension CalendarRenderer: TripDataView {
  /// Writes a calendar with the trip as its one event.
  ///
  /// - Parameters:
  ///   - trip: The trip as text: the summary, location and description.
  ///   - values: The trip's instants, number and revision.
  public func display(_ trip: TripViewModel, values: TripValues) {
    beginCalendar()
    event(trip, values)
    endCalendar()
  }
}

extension CalendarRenderer: TripListDataView {
  /// Opens the calendar.
  public func beginList() {
    isListOpen = true
    beginCalendar()
  }

  /// Writes the trip as the calendar's next event.
  ///
  /// - Parameters:
  ///   - trip: The trip as text: the summary, location and description.
  ///   - values: The trip's instants, number and revision.
  public func displayListItem(_ trip: TripViewModel, values: TripValues) {
    event(trip, values)
  }

  /// Closes the calendar.
  public func endList() {
    guard isListOpen else { return }
    isListOpen = false
    endCalendar()
  }
}

extension CalendarRenderer: TripCardsDataView {
  /// Writes one calendar with each trip as an event.
  ///
  /// - Parameters:
  ///   - trips: The trips as text: the summaries, locations and descriptions.
  ///   - values: Each trip's instants, number and revision.
  public func display(_ trips: [TripViewModel], values: [TripValues]) {
    beginCalendar()
    for (trip, values) in zip(trips, values) { event(trip, values) }
    endCalendar()
  }
}
