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
  /// - The duration and the delay are counted by ``TripMinutes``, the rules ``TripValues``
  ///   uses too.
  init(_ trip: Trip, formats: TripFormats) {
    let id = trip.id.description
    let times = formats.times.times(
      departure: trip.departure, arrival: trip.arrival,
      durationMinutes: TripMinutes.displayed(from: trip.departure, to: trip.arrival),
      delayMinutes: trip.isDelayed ? TripMinutes.delay(of: trip) : nil)
    self.init(
      id: id,
      title: formats.title(id),
      route: Self.route(origin: trip.origin, destination: trip.destination, formats: formats),
      origin: trip.origin,
      destination: trip.destination,
      date: times.date,
      departure: times.departure,
      arrival: times.laterDays > 0
        ? formats.arrivalOnLaterDay(times.arrival, String(times.laterDays)) : times.arrival,
      duration: times.duration,
      delay: times.delay,
      isDelayHidden: !trip.isDelayed,
      departureTimeColor: trip.isDelayed ? .late : .onTime
    )
  }

  private static func route(origin: String?, destination: String?, formats: TripFormats)
    -> String?
  {
    switch (origin, destination) {
    case (let origin?, let destination?): formats.route(origin, destination)
    case (let origin?, nil): formats.routeFrom(origin)
    case (nil, let destination?): formats.routeTo(destination)
    case (nil, nil): nil
    }
  }

  /// Replaces the narrow and ordinary no-break spaces some locales put in times (`3:09 PM`)
  /// with plain spaces, for every delivery: a terminal and every font draw a plain space one
  /// column wide, and a program that reads the words finds the same bytes as on a card.
  static func withPlainSpaces(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(scalar == "\u{202F}" || scalar == "\u{00A0}" ? " " : scalar)
    }
    return String(scalars)
  }
}
