import CGtk
import Presentation

/// The trip card on widgets: the articles' labels, bound by the articles' presentation
/// control, laid out as the console's card is.
///
/// It is a passive ``Presentation/TripView``: a pushed view model goes to the control, which
/// sets each label's text, visibility and colour.
@MainActor
public final class TripCardView: TripView {
  /// The control that binds a view model to the labels.
  public let control: TripPresentationControl
  /// The card: heading and date, route, times, delay.
  public let widget: Widget

  /// A card with its labels named for a dump of the window.
  ///
  /// - Parameter prefix: What starts each label's name, for a card beside the window's own.
  public init(prefix: String = "") {
    let labels = (
      title: GtkTextLabel(name: prefix + "title"), route: GtkTextLabel(name: prefix + "route"),
      date: GtkTextLabel(name: prefix + "date"),
      departure: GtkTextLabel(name: prefix + "departure"),
      arrival: GtkTextLabel(name: prefix + "arrival"),
      duration: GtkTextLabel(name: prefix + "duration"),
      delay: GtkTextLabel(name: prefix + "delay")
    )
    control = TripPresentationControl(
      idLabel: TextLabel(), titleLabel: labels.title, routeLabel: labels.route,
      dateLabel: labels.date, departureTimeLabel: labels.departure,
      arrivalTimeLabel: labels.arrival, durationLabel: labels.duration,
      delayLabel: labels.delay)
    gtk_widget_add_css_class(labels.title.widget, "title-3")
    gtk_widget_add_css_class(labels.departure.widget, "title-2")
    gtk_widget_add_css_class(labels.arrival.widget, "title-2")
    gtk_widget_set_hexpand(labels.title.widget, 1)
    gtk_widget_set_hexpand(labels.duration.widget, 1)
    gtk_label_set_xalign(trips_as_label(labels.duration.widget), 0.5)
    widget = Widgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 12, name: prefix + "card",
      [
        Widgets.box(GTK_ORIENTATION_HORIZONTAL, [labels.title.widget, labels.date.widget]),
        labels.route.widget,
        Widgets.box(
          GTK_ORIENTATION_HORIZONTAL, spacing: 12,
          [labels.departure.widget, labels.duration.widget, labels.arrival.widget]),
        labels.delay.widget,
      ])
    g_object_ref_sink(widget)
  }

  isolated deinit {
    g_object_unref(widget)
  }

  /// Shows `trip`: the control sets every label at once.
  public func display(_ trip: TripViewModel) {
    control.viewModel = trip
  }
}
