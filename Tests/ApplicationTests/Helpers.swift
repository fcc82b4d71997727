import Application
import Foundation
import Presentation

/// The formats every use-case test runs with: American English, in Amsterdam.
let amsterdamEnglish = TripFormats(
  locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Amsterdam")!)

/// The article's trip as the views must receive it in `amsterdamEnglish`, written out by hand.
func articleViewModel(
  id: String = "1", late: Bool = true, route: String? = nil, origin: String? = nil,
  destination: String? = nil
) -> TripViewModel {
  TripViewModel(
    id: id, title: "Trip \(id)", route: route, origin: origin, destination: destination,
    date: "10/9/15", departure: "3:09 PM", arrival: "3:26 PM", duration: "17 min",
    delay: late ? "5 minutes delay" : nil, isDelayHidden: !late,
    departureTimeColor: late ? .late : .onTime)
}

let notFoundHint = "Run 'trips list --all' to see every trip and its number."
let storeFailureMessage = Message(
  "trips.sqlite cannot be read (disk I/O error).",
  hint: "Check the path given with --store or TRIPS_STORE, or move the file aside and try again.")
