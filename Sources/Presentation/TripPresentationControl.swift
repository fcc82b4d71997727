/// Binds a ``TripViewModel`` to the passive labels of a trip screen.
///
/// The control is the only place that decides which label shows what: setting
/// ``viewModel`` updates every label at once, the way the presentation control of the
/// original trip screen set `UILabel` properties. Renderers then draw the labels without
/// deciding anything themselves.
@MainActor
public final class TripPresentationControl {
  /// The trip's number, as a row of a list shows it.
  public let idLabel: any Label
  /// The card's heading.
  public let titleLabel: any Label
  /// Where the trip goes.
  public let routeLabel: any Label
  /// The date of departure.
  public let dateLabel: any Label
  /// The departure time, coloured by punctuality.
  public let departureTimeLabel: any Label
  /// The arrival time.
  public let arrivalTimeLabel: any Label
  /// The duration between departure and arrival.
  public let durationLabel: any Label
  /// The delay line, hidden when the trip is on time.
  public let delayLabel: any Label

  /// The trip on screen; setting it updates every label.
  public var viewModel: TripViewModel? {
    get { shown }
    set {
      shown = newValue
      bind(newValue)
    }
  }

  /// The view model behind ``viewModel``, private so that an optimized build knows every
  /// access to it and checks no exclusivity at run time.
  private var shown: TripViewModel?

  /// Creates a control over the given labels.
  ///
  /// - Parameters:
  ///   - idLabel: The label for the trip's number.
  ///   - titleLabel: The label for the heading.
  ///   - routeLabel: The label for the route.
  ///   - dateLabel: The label for the date.
  ///   - departureTimeLabel: The label for the departure time.
  ///   - arrivalTimeLabel: The label for the arrival time.
  ///   - durationLabel: The label for the duration.
  ///   - delayLabel: The label for the delay line.
  public init(
    idLabel: any Label = TextLabel(),
    titleLabel: any Label = TextLabel(),
    routeLabel: any Label = TextLabel(),
    dateLabel: any Label = TextLabel(),
    departureTimeLabel: any Label = TextLabel(),
    arrivalTimeLabel: any Label = TextLabel(),
    durationLabel: any Label = TextLabel(),
    delayLabel: any Label = TextLabel()
  ) {
    self.idLabel = idLabel
    self.titleLabel = titleLabel
    self.routeLabel = routeLabel
    self.dateLabel = dateLabel
    self.departureTimeLabel = departureTimeLabel
    self.arrivalTimeLabel = arrivalTimeLabel
    self.durationLabel = durationLabel
    self.delayLabel = delayLabel
  }

  private func bind(_ viewModel: TripViewModel?) {
    guard let viewModel else {
      for label in [
        idLabel, titleLabel, routeLabel, dateLabel, departureTimeLabel, arrivalTimeLabel,
        durationLabel,
        delayLabel,
      ] {
        label.text = nil
      }
      routeLabel.isHidden = true
      departureTimeLabel.textColor = nil
      delayLabel.isHidden = true
      return
    }
    idLabel.text = viewModel.id
    titleLabel.text = viewModel.title
    routeLabel.text = viewModel.route
    routeLabel.isHidden = viewModel.route == nil
    dateLabel.text = viewModel.date
    departureTimeLabel.text = viewModel.departure
    departureTimeLabel.textColor = viewModel.departureTimeColor
    arrivalTimeLabel.text = viewModel.arrival
    durationLabel.text = viewModel.duration
    delayLabel.text = viewModel.delay
    delayLabel.isHidden = viewModel.isDelayHidden
  }
}
