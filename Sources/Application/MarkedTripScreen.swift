import Localization
import Presentation

/// The screens of a team store's run, marking each trip that has a change made on this
/// computer the store has not applied yet: the route gains a word, and the values the mark.
///
/// A card asks `marks` as it is drawn, so a change this run kept is marked on the card that
/// shows it; a list asks once, at its first row (after the store was first read), and rows of
/// a list with nothing marked pass as they are.
///
/// Composed by each delivery's root in front of its views, beside the presenters it decorates; the use cases
/// and the factory never learn of it (decision 21).
@MainActor
public final class MarkedTripScreen: TripView, TripDataView, TripListView, TripListDataView {
  private let screen: TripOutput?
  private let listScreen: TripListOutput?
  private let marks: @Sendable () -> [Int64: TripMark]
  private let words: (TripMark) -> String
  /// The marks of the list being shown, from its first row on.
  private var listMarks: [Int64: TripMark]?

  /// Marks what `screen` and `listScreen` show.
  ///
  /// - Parameters:
  ///   - screen: Where one trip is shown; `nil` for a list.
  ///   - listScreen: Where a list is shown; `nil` for a screen of one trip.
  ///   - marks: The marks of the trips that have one, by number.
  ///   - formats: The person's language, which words the marks.
  public init(
    screen: TripOutput?, listScreen: TripListOutput?,
    marks: @escaping @Sendable () -> [Int64: TripMark], formats: TripFormats
  ) {
    self.screen = screen
    self.listScreen = listScreen
    self.marks = marks
    let strings = LocalizedStrings(locale: formats.locale)
    self.words = { $0 == .conflict ? strings.markConflict : strings.markWaiting }
  }

  /// `screen`, marked: the same kind of view as the one it marks.
  public var output: TripOutput? {
    switch screen {
    case .words: .words(self)
    case .data: .data(self)
    case nil: nil
    }
  }

  /// Passes the trip on, marked when it has a kept change.
  public func display(_ trip: TripViewModel) {
    guard case .words(let view) = screen else { return }
    var trip = trip
    if let id = Int64(trip.id), let found = marks()[id] { mark(&trip, found) }
    view.display(trip)
  }

  /// Passes the trip on, marked when it has a kept change.
  public func display(_ trip: TripViewModel, values: TripValues) {
    guard case .data(let view) = screen else { return }
    let (trip, values) = marked(trip, values, by: marks())
    view.display(trip, values: values)
  }

  /// Begins a list: its marks are read again at its first row.
  public func beginList() {
    listMarks = nil
    switch listScreen {
    case .words(let view): view.beginList()
    case .data(let view): view.beginList()
    case nil: break
    }
  }

  /// Passes the trip on, marked when it has a kept change.
  public func displayListItem(_ trip: TripViewModel, values: TripValues) {
    guard case .data(let view) = listScreen else { return }
    let listMarks = self.listMarks ?? marks()
    self.listMarks = listMarks
    guard !listMarks.isEmpty else { return view.displayListItem(trip, values: values) }
    let (trip, values) = marked(trip, values, by: listMarks)
    view.displayListItem(trip, values: values)
  }

  /// Passes the call on.
  public func endList() {
    switch listScreen {
    case .words(let view): view.endList()
    case .data(let view): view.endList()
    case nil: break
    }
  }

  /// `listScreen`, marked: the same kind of view as the one it marks.
  public var listOutput: TripListOutput? {
    switch listScreen {
    case .words: .words(self)
    case .data: .data(self)
    case nil: nil
    }
  }

  /// Passes the trip on, marked when it has a kept change.
  public func displayListItem(_ trip: TripViewModel) {
    guard case .words(let view) = listScreen else { return }
    let listMarks = self.listMarks ?? marks()
    self.listMarks = listMarks
    var trip = trip
    if !listMarks.isEmpty, let id = Int64(trip.id), let found = listMarks[id] { mark(&trip, found) }
    view.displayListItem(trip)
  }

  private func marked(
    _ trip: TripViewModel, _ values: TripValues, by marks: [Int64: TripMark]
  ) -> (TripViewModel, TripValues) {
    guard let found = marks[values.id] else { return (trip, values) }
    var (trip, values) = (trip, values)
    mark(&trip, found)
    values.mark = found
    return (trip, values)
  }

  private func mark(_ trip: inout TripViewModel, _ found: TripMark) {
    trip.route = trip.route.map { $0 + " · " + words(found) } ?? words(found)
  }
}
