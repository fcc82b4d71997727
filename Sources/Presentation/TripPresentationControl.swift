/// Binds a ``TripViewModel`` to the passive labels of a trip screen.
///
/// The control is the only place that decides which label shows what: setting
/// ``viewModel`` updates every label at once, the way the presentation control of the
/// original trip screen set `UILabel` properties. Renderers then draw the labels without
/// deciding anything themselves.
@MainActor
public final class TripPresentationControl {
  /// The trip's number (as a row of a list shows it), the card's heading, where the trip goes
  /// and the date of departure.
  public let idLabel, titleLabel, routeLabel, dateLabel: any Label
  /// The departure time (coloured by punctuality), the arrival time, the duration between
  /// them and the delay line (hidden when the trip is on time).
  public let departureTimeLabel, arrivalTimeLabel, durationLabel, delayLabel: any Label

  /// The trip on screen; setting it updates every label, and `nil` empties them.
  public var viewModel: TripViewModel? {
    didSet {
      idLabel.text = viewModel?.id
      titleLabel.text = viewModel?.title
      routeLabel.text = viewModel?.route
      routeLabel.isHidden = viewModel?.route == nil
      dateLabel.text = viewModel?.date
      departureTimeLabel.text = viewModel?.departure
      departureTimeLabel.textColor = viewModel?.departureTimeColor
      arrivalTimeLabel.text = viewModel?.arrival
      durationLabel.text = viewModel?.duration
      delayLabel.text = viewModel?.delay
      delayLabel.isHidden = viewModel?.isDelayHidden ?? true
    }
  }

  /// Creates a control over the given labels; each is a ``TextLabel`` unless given.
  ///
  /// - Parameters:
  ///   - idLabel: Shows the trip's number.
  ///   - titleLabel: Shows the card's heading.
  ///   - routeLabel: Shows where the trip goes.
  ///   - dateLabel: Shows the date of departure.
  ///   - departureTimeLabel: Shows the departure time.
  ///   - arrivalTimeLabel: Shows the arrival time.
  ///   - durationLabel: Shows the duration.
  ///   - delayLabel: Shows the delay line.
  public init(
    idLabel: any Label = TextLabel(), titleLabel: any Label = TextLabel(),
    routeLabel: any Label = TextLabel(), dateLabel: any Label = TextLabel(),
    departureTimeLabel: any Label = TextLabel(), arrivalTimeLabel: any Label = TextLabel(),
    durationLabel: any Label = TextLabel(), delayLabel: any Label = TextLabel()
  ) {
    (self.idLabel, self.titleLabel, self.routeLabel) = (idLabel, titleLabel, routeLabel)
    (self.dateLabel, self.departureTimeLabel) = (dateLabel, departureTimeLabel)
    (self.arrivalTimeLabel, self.durationLabel) = (arrivalTimeLabel, durationLabel)
    self.delayLabel = delayLabel
  }

}

/// A passive view that shows one piece of text: the console's counterpart of a `UILabel`.
///
/// A label has no logic. A presentation control sets its properties; a renderer draws it.
@MainActor
public protocol Label: AnyObject {
  /// The text to show, or `nil` for none.
  var text: String? { get set }
  /// Whether the label is left out when drawn.
  var isHidden: Bool { get set }
  /// The colour of the text, or `nil` for the output's default colour.
  var textColor: TextColor? { get set }
}

extension Label {
  /// What a reader sees: the text, or nothing while the label is hidden or empty.
  public var visibleText: String { isHidden ? "" : (text ?? "") }
}

/// A label that only holds what the control sets: what a console renderer draws from.
///
/// Its values sit in private storage behind plain accessors, so an optimized build sees every
/// access to them and drops the run-time exclusivity checks (BENCHMARKS.md).
@MainActor
public final class TextLabel: Label {
  private var storage: (text: String?, isHidden: Bool, textColor: TextColor?)
  /// The text to show, or `nil` for none.
  public var text: String? {
    get { storage.text }
    set { storage.text = newValue }
  }
  /// Whether the label is left out when drawn.
  public var isHidden: Bool {
    get { storage.isHidden }
    set { storage.isHidden = newValue }
  }
  /// The colour of the text, or `nil` for the output's default colour.
  public var textColor: TextColor? {
    get { storage.textColor }
    set { storage.textColor = newValue }
  }

  /// Creates a label.
  ///
  /// - Parameters:
  ///   - text: The text to show.
  ///   - isHidden: Whether the label starts hidden.
  ///   - textColor: The colour of the text.
  public init(text: String? = nil, isHidden: Bool = false, textColor: TextColor? = nil) {
    storage = (text, isHidden, textColor)
  }
}
