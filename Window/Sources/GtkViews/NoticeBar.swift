import CGtk

/// The line across the top of the window that tells what the offline copy did: the team
/// store answered from this computer's copy, a change kept here, conflicts waiting.
///
/// It shows the notices since it was last cleared, each once and the newest last, up to
/// ``capacity``; hidden while it has none.
@MainActor
public final class NoticeBar {
  /// The label.
  public let widget: Widget
  private let label: GtkTextLabel
  private var notices: [String] = []

  /// How many notices the bar shows at once.
  public static let capacity = 3

  /// An empty, hidden bar.
  public init() {
    label = GtkTextLabel(name: "offline-notice")
    widget = label.widget
    gtk_widget_add_css_class(widget, "warning")
    for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
      margin(widget, 12)
    }
    show()
  }

  /// Adds `notice`, unless the bar shows it already.
  ///
  /// - Parameter notice: The notice, in the person's words.
  public func add(_ notice: String) {
    guard !notices.contains(notice) else { return }
    notices = Array((notices + [notice]).suffix(Self.capacity))
    show()
  }

  /// Hides every notice: the store is being read again, and says anew what holds.
  public func clear() {
    notices = []
    show()
  }

  /// The notices shown, oldest first.
  public var shown: [String] { notices }

  private func show() {
    label.text = notices.isEmpty ? nil : notices.joined(separator: "\n")
    label.isHidden = notices.isEmpty
  }
}
