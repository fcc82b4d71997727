import CGtk
import Foundation
import Presentation

/// The fields that plan a trip, change the chosen one, or record the time it left, and the
/// line that says why a change was refused.
///
/// Times are typed as `trips` takes them (`8:15`, `2035-10-09 8:15`, ISO 8601); the form only
/// hands the text on. It is the message view of the changes it sends, so a refusal shows
/// beside the fields the person typed, in the words the command line uses.
@MainActor
public final class TripChangeForm: MessageView {
  /// What the person typed into the trip's fields; an empty field is `nil`.
  public struct Fields: Equatable, Sendable {
    /// Where the trip starts.
    public var origin: String?
    /// Where it goes.
    public var destination: String?
    /// When it is scheduled to leave.
    public var departure: String?
    /// When it is scheduled to arrive.
    public var arrival: String?

    /// Fields with the texts given.
    public init(
      origin: String? = nil, destination: String? = nil, departure: String? = nil,
      arrival: String? = nil
    ) {
      (self.origin, self.destination) = (origin, destination)
      (self.departure, self.arrival) = (departure, arrival)
    }
  }

  /// The box of fields and buttons.
  public let widget: Widget
  /// Told the fields when the person asks to plan a new trip.
  public var onAdd: @MainActor (Fields) -> Void = { _ in }
  /// Told the fields when the person asks to change the trip on the card.
  public var onSave: @MainActor (Fields) -> Void = { _ in }
  /// Told the time typed when the person records when the trip on the card left.
  public var onRecordTime: @MainActor (String) -> Void = { _ in }
  private let entries: (origin: Widget, destination: Widget, departure: Widget, arrival: Widget)
  private let departedAt: Widget
  private let messageText = GtkTextLabel(name: "change-message")
  private let messageHint = GtkTextLabel(name: "change-hint")

  /// The form, in `strings`' words.
  ///
  /// - Parameter strings: The window's words.
  public init(strings: WindowStrings) {
    func entry(_ name: String, _ placeholder: String, _ accessibleName: String) -> Widget {
      let entry: Widget = gtk_entry_new()
      gtk_widget_set_name(entry, name)
      gtk_entry_set_placeholder_text(trips_as_entry(entry), placeholder)
      trips_set_accessible_label(entry, accessibleName)
      gtk_widget_set_tooltip_text(entry, accessibleName)
      gtk_widget_set_hexpand(entry, 1)
      return entry
    }
    entries = (
      entry("origin", strings.originPlaceholder, strings.origin),
      entry("destination", strings.destinationPlaceholder, strings.destination),
      entry("departure-time", strings.departurePlaceholder, strings.departureTime),
      entry("arrival-time", strings.arrivalPlaceholder, strings.arrivalTime)
    )
    departedAt = entry("departed-at", strings.departedAtPlaceholder, strings.departedAt)
    widget = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, name: "changes", [])
    g_object_ref_sink(widget)
    let add = Widgets.button(mnemonic: strings.add, name: "add", tooltip: strings.addTooltip) {
      [weak self] in
      guard let self else { return }
      onAdd(fields)
    }
    let save = Widgets.button(mnemonic: strings.save, name: "save", tooltip: strings.saveTooltip) {
      [weak self] in
      guard let self else { return }
      onSave(fields)
    }
    let record = Widgets.button(
      mnemonic: strings.recordTime, name: "record-time", tooltip: strings.recordTimeTooltip
    ) { [weak self] in
      guard let self else { return }
      onRecordTime(Self.text(of: departedAt) ?? "")
    }
    for row in [
      [entries.origin, entries.destination],
      [entries.departure, entries.arrival],
      [add, save],
      [departedAt, record],
      [messageText.widget],
      [messageHint.widget],
    ] {
      gtk_box_append(trips_as_box(widget), Widgets.box(GTK_ORIENTATION_HORIZONTAL, row))
    }
    gtk_widget_add_css_class(messageText.widget, "error")
    clearMessage()
  }

  isolated deinit {
    g_object_unref(widget)
  }

  /// What the trip's fields hold now.
  public var fields: Fields {
    Fields(
      origin: Self.text(of: entries.origin), destination: Self.text(of: entries.destination),
      departure: Self.text(of: entries.departure), arrival: Self.text(of: entries.arrival))
  }

  /// Empties the trip's fields and the time of departure: their change is made.
  public func clearFields() {
    for entry in [entries.origin, entries.destination, entries.departure, entries.arrival] {
      gtk_editable_set_text(trips_as_editable(entry), "")
    }
    gtk_editable_set_text(trips_as_editable(departedAt), "")
  }

  /// Hides the message line: a new change is on its way.
  public func clearMessage() {
    messageText.text = nil
    messageHint.text = nil
    messageText.isHidden = true
    messageHint.isHidden = true
  }

  /// Shows `message` under the fields.
  public func displayInformation(_ message: Message) {
    show(message)
  }

  /// Shows `message` under the fields: a change was refused, or the store failed.
  public func displayError(_ message: Message) {
    show(message)
  }

  /// Adds `message` to what the line shows since it was last cleared: a change may say more
  /// than one thing, such as what was sent and what conflicts.
  private func show(_ message: Message) {
    messageText.text = [messageText.text, message.text].compactMap { $0 }.joined(separator: "\n")
    if let hint = message.hint {
      messageHint.text = [messageHint.text, hint].compactMap { $0 }.joined(separator: "\n")
    }
    messageText.isHidden = false
    messageHint.isHidden = messageHint.text == nil
  }

  /// The text of `entry`, trimmed; `nil` when it is empty.
  private static func text(of entry: Widget) -> String? {
    let typed = String(cString: gtk_editable_get_text(trips_as_editable(entry)))
      .trimmingCharacters(in: .whitespaces)
    return typed.isEmpty ? nil : typed
  }
}
