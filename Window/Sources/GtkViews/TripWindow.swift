import CGtk
import Presentation

/// The trips window: the list of upcoming trips beside the card of the chosen one, each in a
/// stack of its states, and the buttons that record a departure.
///
/// It only lays views out and reports what the person did: ``onSelect`` with a trip's number,
/// ``onIntent`` with what a button asks for. The composition root runs the use cases.
@MainActor
public final class TripWindow {
  /// The GtkApplicationWindow.
  public let widget: Widget
  /// The list of trips.
  public let list: TripListBox
  /// The list's states.
  public let listScreen: ScreenStack
  /// The card.
  public let card: TripCardView
  /// The card's states.
  public let cardScreen: ScreenStack
  /// The fields that plan a trip, change the one on the card, or record when it left.
  public let form: TripChangeForm
  /// The window's words.
  public let strings: WindowStrings
  /// What the offline copy of a team store tells, across the top.
  public let notices: NoticeBar
  /// The changes kept on this computer for a team store, and their conflicts, under the list.
  public let pending: PendingChangesPanel
  /// Told what a button asks for.
  public var onIntent: @MainActor (TripIntent) -> Void = { _ in }
  /// Told when the person asks to remove the trip on the card.
  public var onRemove: @MainActor () -> Void = {}
  /// Told the minutes of delay the person records for the trip on the card.
  public var onRecordDelay: @MainActor (Int) -> Void = { _ in }
  private let buttons: Widget

  /// A window of `application`, in `strings`' words.
  ///
  /// - Parameters:
  ///   - application: The running GtkApplication; `nil` for a window of its own, as in tests.
  ///   - strings: The window's words.
  public init(application: UnsafeMutablePointer<GtkApplication>?, strings: WindowStrings) {
    self.strings = strings
    widget = application.map { gtk_application_window_new($0) } ?? gtk_window_new()
    g_object_ref_sink(widget)
    gtk_window_set_title(trips_as_window(widget), strings.title)
    gtk_window_set_default_size(trips_as_window(widget), 760, 520)
    list = TripListBox(accessibleName: strings.listName)
    listScreen = ScreenStack(name: "list-screen", content: list.widget, strings: strings)
    card = TripCardView()
    form = TripChangeForm(strings: strings)
    notices = NoticeBar()
    pending = PendingChangesPanel(strings: strings)
    trips_set_accessible_label(card.widget, strings.cardName)
    var intentButtons: [Widget] = []
    buttons = Widgets.box(GTK_ORIENTATION_HORIZONTAL, name: "intents", [])
    let changes = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, [buttons])
    let cardWithButtons = Widgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 18, [card.widget, changes])
    cardScreen = ScreenStack(name: "card-screen", content: cardWithButtons, strings: strings)
    for (label, name, tooltip, intent) in [
      (strings.earlier, "earlier", strings.earlierTooltip, TripIntent.departOneMinuteEarlier),
      (strings.later, "later", strings.laterTooltip, .departOneMinuteLater),
      (strings.onTime, "on-time", strings.onTimeTooltip, .departOnTime),
    ] {
      let button = Widgets.button(mnemonic: label, name: name, tooltip: tooltip) {
        [weak self] in self?.onIntent(intent)
      }
      intentButtons.append(button)
      gtk_box_append(trips_as_box(buttons), button)
    }
    let minutes = gtk_spin_button_new_with_range(-525_600, 525_600, 1)!
    gtk_widget_set_name(minutes, "delay-minutes")
    gtk_spin_button_set_value(trips_as_spin_button(minutes), 0)
    trips_set_accessible_label(minutes, strings.delayMinutes)
    gtk_widget_set_tooltip_text(minutes, strings.delayMinutes)
    let record = Widgets.button(
      mnemonic: strings.recordDelay, name: "record-delay", tooltip: strings.recordDelayTooltip
    ) { [weak self] in
      self?.onRecordDelay(Int(gtk_spin_button_get_value_as_int(trips_as_spin_button(minutes))))
    }
    let delayRow = Widgets.box(GTK_ORIENTATION_HORIZONTAL, [minutes, record])
    let remove = Widgets.button(
      mnemonic: strings.remove, name: "remove", tooltip: strings.removeTooltip
    ) { [weak self] in self?.onRemove() }
    gtk_widget_set_hexpand(remove, 1)
    gtk_widget_set_halign(remove, GTK_ALIGN_END)
    gtk_widget_add_css_class(remove, "destructive-action")
    gtk_box_append(trips_as_box(buttons), remove)
    gtk_box_append(trips_as_box(changes), delayRow)
    gtk_widget_set_vexpand(cardScreen.widget, 1)
    let cardAndForm = Widgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 12, [cardScreen.widget, form.widget])
    let listAndPending = Widgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 12, [listScreen.widget, pending.widget])
    let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
    gtk_paned_set_start_child(trips_as_paned(paned), listAndPending)
    gtk_paned_set_end_child(trips_as_paned(paned), cardAndForm)
    gtk_paned_set_position(trips_as_paned(paned), 320)
    for margin in [
      gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top,
      gtk_widget_set_margin_bottom,
    ] {
      margin(cardAndForm, 18)
    }
    gtk_widget_set_vexpand(paned, 1)
    gtk_window_set_child(
      trips_as_window(widget),
      Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [notices.widget, paned]))
    cardScreen.display(.empty(Message(strings.chooseATrip)))
    Self.loadStyle()
  }

  isolated deinit {
    g_object_unref(widget)
  }

  /// Shows the window.
  public func present() {
    gtk_window_present(trips_as_window(widget))
  }

  /// Presses the button named `name` (`earlier`, `later`, `on-time`, `remove`, `add`, `save`,
  /// `record-time`, `record-delay`, or a screen's retry) through GTK, as a click does; `false`
  /// when the window has no such button.
  @discardableResult
  public func click(_ name: String) -> Bool {
    guard let button = WidgetTree.find(name, in: widget) else { return false }
    trips_emit_clicked(button)
    return true
  }

  /// Sets the number box named `name` to `value`, as typing into it does; `false` when the
  /// window has no such box.
  @discardableResult
  public func setNumber(_ name: String, to value: Int) -> Bool {
    guard let box = WidgetTree.find(name, in: widget), trips_is_spin_button(box) != 0 else {
      return false
    }
    gtk_spin_button_set_value(trips_as_spin_button(box), Double(value))
    return true
  }

  /// Types `text` into the field named `name`, replacing what it held; `false` when the
  /// window has no such field.
  @discardableResult
  public func setText(_ name: String, to text: String) -> Bool {
    guard let field = WidgetTree.find(name, in: widget), trips_is_editable(field) != 0 else {
      return false
    }
    gtk_editable_set_text(trips_as_editable(field), text)
    return true
  }

  /// The colours of punctuality: red for a late departure, in light and dark themes alike.
  private static func loadStyle() {
    guard let display = gdk_display_get_default() else { return }
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(
      provider, ".\(GtkTextLabel.lateClass) { color: #e01b24; font-weight: bold; }", -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }
}
