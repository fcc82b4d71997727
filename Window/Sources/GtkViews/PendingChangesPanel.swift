import CGtk
import Presentation

/// The changes made on this computer that wait for the team store, in the words `trips
/// pending` uses: a sentence for a waiting change; for a conflict the server's trip and yours,
/// each on a card of the articles' labels, the fields both changed, and the two choices
/// `trips resolve` offers.
///
/// Hidden while nothing waits; a failure to read the changes shows in it.
@MainActor
public final class PendingChangesPanel: PendingChangesView, MessageView {
  /// Which side of a conflict the person keeps.
  public enum Choice: Equatable, Sendable {
    /// The change made on this computer, applied to the server's trip.
    case mine
    /// The server's trip; the change made here is dropped.
    case theirs
  }

  /// The panel: a box of the changes, in a scrolled window of at most 320 pixels.
  public let widget: Widget
  /// Told the trip's number and the side kept when the person resolves a conflict.
  public var onResolve: @MainActor (String, Choice) -> Void = { _, _ in }
  /// Told when the person asks to send what waits, now that the store may be back.
  public var onSend: @MainActor () -> Void = {}
  private let changes: Widget
  private let message = GtkTextLabel(name: "pending-message")
  private let strings: WindowStrings
  /// The cards shown, kept while they are.
  private var cards: [TripCardView] = []

  /// An empty, hidden panel, in `strings`' words.
  ///
  /// - Parameter strings: The window's words.
  public init(strings: WindowStrings) {
    self.strings = strings
    changes = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, name: "pending-changes", [])
    let heading = Widgets.label(strings.pendingHeading, name: "pending-heading")
    gtk_widget_add_css_class(heading, "heading")
    gtk_label_set_xalign(trips_as_label(heading), 0)
    gtk_widget_set_hexpand(heading, 1)
    let top = Widgets.box(GTK_ORIENTATION_HORIZONTAL, [heading])
    let box = Widgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 6, name: "pending-box", [top, message.widget, changes])
    widget = gtk_scrolled_window_new()
    gtk_widget_set_name(widget, "pending")
    gtk_scrolled_window_set_child(trips_as_scrolled(widget), box)
    gtk_scrolled_window_set_propagate_natural_height(trips_as_scrolled(widget), 1)
    gtk_scrolled_window_set_max_content_height(trips_as_scrolled(widget), 320)
    g_object_ref_sink(widget)
    let send = Widgets.button(
      mnemonic: strings.sendNow, name: "send-pending", tooltip: strings.sendNowTooltip
    ) { [weak self] in self?.onSend() }
    gtk_box_append(trips_as_box(top), send)
    trips_set_accessible_label(widget, strings.pendingHeading)
    message.isHidden = true
    gtk_widget_set_visible(widget, 0)
  }

  isolated deinit {
    g_object_unref(widget)
  }

  /// Shows `changes`, replacing what the panel showed; hides it when there are none.
  public func displayPendingChanges(_ changes: [PendingChangeViewModel]) {
    while let child = gtk_widget_get_first_child(self.changes) {
      gtk_box_remove(trips_as_box(self.changes), child)
    }
    cards = []
    for (index, change) in changes.enumerated() {
      let item = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, name: "pending-\(index + 1)", [])
      for line in change.lines {
        switch line {
        case .sentence(let text):
          let label = GtkTextLabel(name: "pending-sentence")
          label.text = text
          gtk_box_append(trips_as_box(item), label.widget)
        case .card(let trip):
          let card = TripCardView(prefix: "pending-")
          card.display(trip)
          cards.append(card)
          gtk_box_append(trips_as_box(item), card.widget)
        }
      }
      if let trip = change.conflictTrip {
        gtk_box_append(trips_as_box(item), choices(forTrip: trip))
      }
      gtk_box_append(trips_as_box(self.changes), item)
    }
    gtk_widget_set_visible(widget, changes.isEmpty && message.isHidden ? 0 : 1)
  }

  /// Nothing to show: the panel says only failures.
  public func displayInformation(_ message: Message) {
    self.message.isHidden = true
  }

  /// Shows that the changes could not be read.
  public func displayError(_ message: Message) {
    self.message.text = [message.text, message.hint].compactMap { $0 }.joined(separator: "\n")
    self.message.isHidden = false
    gtk_widget_set_visible(widget, 1)
  }

  /// The two buttons that resolve trip `trip`'s conflict.
  private func choices(forTrip trip: String) -> Widget {
    let mine = Widgets.button(
      mnemonic: strings.keepMine, name: "keep-mine-\(trip)", tooltip: strings.keepMineTooltip
    ) { [weak self] in self?.onResolve(trip, .mine) }
    let theirs = Widgets.button(
      mnemonic: strings.keepTheirs, name: "keep-theirs-\(trip)",
      tooltip: strings.keepTheirsTooltip
    ) { [weak self] in self?.onResolve(trip, .theirs) }
    return Widgets.box(GTK_ORIENTATION_HORIZONTAL, [mine, theirs])
  }
}
