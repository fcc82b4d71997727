import Domain
import Foundation
import Presentation

// The factory that turns a `Trip` into a `TripViewModel`. It is internal on purpose: only the
// use cases of this layer build view models from domain trips, so the Presentation layer never
// learns that `Trip` exists and views cannot reach around the use cases.

extension TripViewModel {
  /// The display-ready values of `trip`, formatted with `formats`.
  ///
  /// - The date is the local date of departure; times are hours and minutes.
  /// - The duration is the difference between the two minutes the card shows (departure
  ///   15:09:53 and arrival 15:26:33 read 15:09 and 15:26, so 17 min): what a person checks by
  ///   subtracting the times on the card. It is computed from instants, so it stays right
  ///   across midnight and daylight-saving changes.
  /// - The delay rounds up to whole minutes, so any late departure shows at least one minute.
  init(_ trip: Trip, formats: TripFormats) {
    let strings = formats.strings
    self.init(
      id: trip.id.description,
      title: strings("trip.title", trip.id.description),
      route: Self.route(origin: trip.origin, destination: trip.destination, strings: strings),
      origin: trip.origin,
      destination: trip.destination,
      date: formats.dateStyle.string(from: trip.departure),
      departure: Self.terminalFriendly(formats.timeStyle.string(from: trip.departure)),
      arrival: Self.arrival(of: trip, formats: formats),
      duration: Self.terminalFriendly(
        Duration.seconds(Self.displayedMinutes(from: trip.departure, to: trip.arrival) * 60)
          .formatted(formats.durationStyle)),
      delay: trip.isDelayed
        ? strings(
          "trip.delay",
          Duration.seconds(Self.delayMinutes(trip.delay) * 60).formatted(formats.delayStyle))
        : nil,
      isDelayHidden: !trip.isDelayed,
      departureTimeColor: trip.isDelayed ? .late : .onTime
    )
  }

  /// The arrival time, followed by `+1` (or `+2` …) when the trip arrives on a later local
  /// date than it departs.
  private static func arrival(of trip: Trip, formats: TripFormats) -> String {
    let time = terminalFriendly(formats.timeStyle.string(from: trip.arrival))
    let calendar = formats.calendar
    let days =
      calendar.dateComponents(
        [.day], from: calendar.startOfDay(for: trip.departure),
        to: calendar.startOfDay(for: trip.arrival)
      ).day ?? 0
    guard days > 0 else { return time }
    return formats.strings("trip.arrival.laterDay", time, String(days))
  }

  /// The minutes between the minute `start` shows and the minute `end` shows.
  static func displayedMinutes(from start: Date, to end: Date) -> Int64 {
    wholeMinutes(end) - wholeMinutes(start)
  }

  /// A positive delay in whole minutes, rounded up.
  static func delayMinutes(_ delay: TimeInterval) -> Int64 {
    Int64((delay / 60).rounded(.up))
  }

  private static func wholeMinutes(_ instant: Date) -> Int64 {
    Int64((instant.timeIntervalSince1970 / 60).rounded(.down))
  }

  private static func route(origin: String?, destination: String?, strings: LocalizedStrings)
    -> String?
  {
    switch (origin, destination) {
    case (let origin?, let destination?): strings("trip.route", origin, destination)
    case (let origin?, nil): strings("trip.route.from", origin)
    case (nil, let destination?): strings("trip.route.to", destination)
    case (nil, nil): nil
    }
  }

  /// Replaces the narrow and ordinary no-break spaces some locales put in times (`3:09 PM`)
  /// with plain spaces, which every terminal and font draws one column wide.
  static func terminalFriendly(_ text: String) -> String {
    String(text.map { $0 == "\u{202F}" || $0 == "\u{00A0}" ? " " : $0 })
  }
}
