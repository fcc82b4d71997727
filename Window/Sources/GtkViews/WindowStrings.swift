import Foundation
import Localization

/// The words the window says itself, in the person's language: its title, its buttons and
/// the pages of its states. The trips' own words come from the use cases.
public struct WindowStrings: Sendable {
  private let strings: LocalizedStrings

  /// The window's words in `locale`'s language, English where it has none.
  ///
  /// - Parameter locale: The person's locale.
  public init(locale: Locale) {
    strings = LocalizedStrings(locale: locale, tables: StringTables.table)
  }

  /// The window's title.
  public var title: String { strings.windowTitle }
  /// What a screen reader calls the list of trips.
  public var listName: String { strings.windowListName }
  /// What a screen reader calls the card.
  public var cardName: String { strings.windowCardName }
  /// The loading page's words.
  public var loading: String { strings.windowLoading }
  /// The Retry button, its underlined letter marked.
  public var retry: String { strings.windowRetry }
  /// The Retry button's tooltip, naming its keys.
  public var retryTooltip: String { strings.windowRetryTooltip }
  /// The button that records a departure one minute earlier.
  public var earlier: String { strings.windowEarlier }
  /// Its tooltip.
  public var earlierTooltip: String { strings.windowEarlierTooltip }
  /// The button that records a departure one minute later.
  public var later: String { strings.windowLater }
  /// Its tooltip.
  public var laterTooltip: String { strings.windowLaterTooltip }
  /// The button that records a departure on time.
  public var onTime: String { strings.windowOnTime }
  /// Its tooltip.
  public var onTimeTooltip: String { strings.windowOnTimeTooltip }
  /// The button that removes the trip on the card.
  public var remove: String { strings.windowRemove }
  /// Its tooltip.
  public var removeTooltip: String { strings.windowRemoveTooltip }
  /// The button that records the delay in the number box.
  public var recordDelay: String { strings.windowRecordDelay }
  /// Its tooltip.
  public var recordDelayTooltip: String { strings.windowRecordDelayTooltip }
  /// What a screen reader calls the number box of the delay.
  public var delayMinutes: String { strings.windowDelayMinutes }
  /// What the card says before a trip is chosen.
  public var chooseATrip: String { strings.windowChooseATrip }
  /// The field of the place a trip starts from, as a screen reader says it.
  public var origin: String { strings.windowOrigin }
  /// What that field shows while empty.
  public var originPlaceholder: String { strings.windowOriginPlaceholder }
  /// The field of the place a trip goes to, as a screen reader says it.
  public var destination: String { strings.windowDestination }
  /// What that field shows while empty.
  public var destinationPlaceholder: String { strings.windowDestinationPlaceholder }
  /// The field of the scheduled departure.
  public var departureTime: String { strings.windowDepartureTime }
  /// The field of the scheduled arrival.
  public var arrivalTime: String { strings.windowArrivalTime }
  /// What the empty departure field shows: its name, and a form a time is typed in.
  public var departurePlaceholder: String { strings.windowDeparturePlaceholder }
  /// What the empty arrival field shows.
  public var arrivalPlaceholder: String { strings.windowArrivalPlaceholder }
  /// What the empty field of the time a trip left shows.
  public var departedAtPlaceholder: String { strings.windowDepartedAtPlaceholder }
  /// The field of the time a trip really left.
  public var departedAt: String { strings.windowDepartedAt }
  /// The button that plans a new trip.
  public var add: String { strings.windowAdd }
  /// Its tooltip.
  public var addTooltip: String { strings.windowAddTooltip }
  /// The button that changes the trip on the card.
  public var save: String { strings.windowSave }
  /// Its tooltip.
  public var saveTooltip: String { strings.windowSaveTooltip }
  /// The button that records the time the trip on the card left.
  public var recordTime: String { strings.windowRecordTime }
  /// Its tooltip.
  public var recordTimeTooltip: String { strings.windowRecordTimeTooltip }
  /// What the window says of a field's text that is no time.
  ///
  /// - Parameter text: The text typed.
  public func notATime(_ text: String) -> String { strings.windowNotATime(text: text) }
  /// The forms a time is typed in, as advice.
  public var timeForms: String { strings.windowTimeForms }
  /// What the window says when a new trip lacks a time.
  public var needsTimes: String { strings.windowNeedsTimes }
  /// The heading of the changes that wait for the team store.
  public var pendingHeading: String { strings.windowPendingHeading }
  /// The button that keeps the change made on this computer.
  public var keepMine: String { strings.windowKeepMine }
  /// Its tooltip.
  public var keepMineTooltip: String { strings.windowKeepMineTooltip }
  /// The button that keeps the server's trip.
  public var keepTheirs: String { strings.windowKeepTheirs }
  /// Its tooltip.
  public var keepTheirsTooltip: String { strings.windowKeepTheirsTooltip }
  /// The button that sends the changes kept on this computer.
  public var sendNow: String { strings.windowSendNow }
  /// Its tooltip.
  public var sendNowTooltip: String { strings.windowSendNowTooltip }
}
