import CGtk
import Presentation

/// The list of trips on widgets: one row per trip, each row's labels bound by a presentation
/// control of its own, as the card's are.
///
/// Activating a row (a click, or Enter on the focused row) tells ``onSelect`` the trip's
/// number; scrolling near the end of the rows tells ``onNearEnd``, so that the next page can
/// come before the person reaches it.
@MainActor
public final class TripListBox: TripListView {
  /// The list, in a window that scrolls.
  public let widget: Widget
  /// Told the number of the trip whose row was activated.
  public var onSelect: @MainActor (String) -> Void = { _ in }
  /// Told when fewer than a screenful of rows are left below what is shown.
  public var onNearEnd: @MainActor () -> Void = {}
  private let list: Widget
  private var rows: [(id: String, control: TripPresentationControl)] = []
  /// How many rows the pushes since ``beginList()`` filled.
  private var filled = 0
  /// Whether the first push after ``beginList()`` has not ended yet.
  private var isRefilling = false

  /// An empty list.
  ///
  /// - Parameter accessibleName: What a screen reader calls the list.
  public init(accessibleName: String) {
    list = gtk_list_box_new()
    gtk_widget_set_name(list, "trips")
    trips_set_accessible_label(list, accessibleName)
    widget = gtk_scrolled_window_new()
    gtk_scrolled_window_set_child(trips_as_scrolled(widget), list)
    gtk_widget_set_vexpand(widget, 1)
    gtk_widget_set_size_request(widget, 300, -1)
    g_object_ref_sink(widget)
    let scrolling = UnsafeMutableRawPointer(
      gtk_scrolled_window_get_vadjustment(trips_as_scrolled(widget)))!
    Signals.connect(scrolling, "value-changed") { [weak self] in self?.tellIfNearEnd() }
    Signals.connect(
      list, "row-activated",
      withArgument: { [weak self] row in
        guard let self, let row else { return }
        let index = Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self)))
        if rows.indices.contains(index) { onSelect(rows[index].id) }
      })
  }

  isolated deinit {
    g_object_unref(widget)
  }

  /// Starts the list again: the rows that follow take the places of the rows shown, which are
  /// reused, so reading the list again after a change builds no widgets.
  public func beginList() {
    filled = 0
    isRefilling = true
  }

  /// Shows `trip` in the next row: one shown before gets its values, else a new row is added.
  public func displayListItem(_ trip: TripViewModel) {
    defer { filled += 1 }
    if filled < rows.count {
      rows[filled].id = trip.id
      rows[filled].control.viewModel = trip
      return
    }
    let labels = (
      id: GtkTextLabel(name: "row-id"), date: GtkTextLabel(name: "row-date"),
      departure: GtkTextLabel(name: "row-departure"), route: GtkTextLabel(name: "row-route")
    )
    let control = TripPresentationControl(
      idLabel: labels.id, routeLabel: labels.route, dateLabel: labels.date,
      departureTimeLabel: labels.departure)
    control.viewModel = trip
    let row = Widgets.box(
      GTK_ORIENTATION_HORIZONTAL, spacing: 12,
      [labels.id.widget, labels.date.widget, labels.departure.widget, labels.route.widget])
    for margin in [
      gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top,
      gtk_widget_set_margin_bottom,
    ] {
      margin(row, 6)
    }
    gtk_list_box_append(trips_as_list_box(list), row)
    rows.append((trip.id, control))
  }

  /// Ends a push of rows; the first after ``beginList()`` removes the rows it did not fill,
  /// left from the list before.
  public func endList() {
    guard isRefilling else { return }
    isRefilling = false
    while rows.count > filled,
      let row = gtk_list_box_get_row_at_index(trips_as_list_box(list), Int32(filled))
    {
      gtk_list_box_remove(
        trips_as_list_box(list),
        UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self))
      rows.removeLast()
    }
  }

  private func tellIfNearEnd() {
    let scrolling = gtk_scrolled_window_get_vadjustment(trips_as_scrolled(widget))
    let shown = gtk_adjustment_get_page_size(scrolling)
    let below = gtk_adjustment_get_upper(scrolling) - gtk_adjustment_get_value(scrolling) - shown
    if below < shown { onNearEnd() }
  }

  /// Scrolls to the last row, as the person does with End; the list may then ask for more.
  public func scrollToEnd() {
    let scrolling = gtk_scrolled_window_get_vadjustment(trips_as_scrolled(widget))
    gtk_adjustment_set_value(
      scrolling, gtk_adjustment_get_upper(scrolling) - gtk_adjustment_get_page_size(scrolling))
  }

  /// The numbers of the trips listed, in order.
  public var listedTrips: [String] { rows.map(\.id) }

  /// Activates the row of trip `id` through GTK, as Enter on it does.
  ///
  /// - Parameter id: The trip's number.
  public func activateRow(ofTrip id: String) {
    guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
    trips_activate_row(trips_as_list_box(list), Int32(index))
  }
}
