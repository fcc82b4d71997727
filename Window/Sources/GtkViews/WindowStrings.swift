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
}
