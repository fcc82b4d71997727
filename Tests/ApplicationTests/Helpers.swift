import Foundation
import LessonTestSupport
import Localization
import Presentation

@testable import Application

/// The formats every use-case test runs with: American English, in Amsterdam.
let amsterdamEnglish = TripFormats(
  locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Amsterdam")!)

/// The article's trip as the views must receive it in `amsterdamEnglish`, written out by hand.
func articleViewModel(id: String = "1", late: Bool = true, route: String? = nil)
  -> TripViewModel
{
  TripViewModel(
    id: id, title: "Trip \(id)", route: route, date: "10/9/15", departure: "3:09 PM",
    arrival: "3:26 PM", duration: "17 min",
    delay: late ? "5 minutes delay" : nil, isDelayHidden: !late,
    departureTimeColor: late ? .late : .onTime)
}

/// The sentences of the tests' language, by their typed accessors, for the tests that check
/// the tables themselves; a use case's test writes the English it expects out in full, so a
/// wrong sentence fails it.
let english = LocalizedStrings(locale: Locale(identifier: "en_US"))

/// What a use case says when trip `id` is not in the store.
func notFound(_ id: String) -> Message {
  Message("There is no trip \(id).", subject: .tripNotFound)
}

/// What a use case says when `StoreFaults.diskFailure` stops it.
let storeFailureMessage = Message(
  "trips.sqlite cannot be read (disk I/O error).",
  hint:
    "Check that this user may read and write the file and its folder, and that the disk has room."
)

/// What a use case says when someone else changed trip `id` between its read and its write.
func changedElsewhere(_ id: String) -> Message {
  Message(
    "Trip \(id) was changed elsewhere while this change was being made. Nothing was changed.",
    subject: .changedElsewhere(trip: id))
}

/// The article's trip as values, the way a screen for programs must receive it.
func articleValues(
  id: Int64 = 1, late: Bool = true, revision: Int = 1, origin: String? = nil,
  destination: String? = nil
) -> TripValues {
  TripValues(
    id: id, origin: origin, destination: destination, revision: revision,
    departureAt: Fixtures.articleDeparture,
    arrivalAt: Fixtures.articleArrival,
    recordedDepartureAt: late ? Fixtures.articleActualDeparture : nil, durationMinutes: 17,
    delayMinutes: late ? 5 : 0)
}

/// What a message is expected to advise: a hint in English, or the subject whose advice the
/// command line words.
enum ExpectedAdvice: Sendable {
  case hint(String)
  case subject(MessageSubject)

  /// A message saying `text`, with this advice.
  func message(_ text: String, detail: String? = nil) -> Message {
    switch self {
    case .hint(let hint): Message(text, hint: hint, detail: detail)
    case .subject(let subject): Message(text, detail: detail, subject: subject)
    }
  }
}
