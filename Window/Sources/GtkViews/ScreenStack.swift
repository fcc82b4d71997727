import CGtk
import Presentation
import PresentationScreen

/// A screen's states on widgets: a page for each ``PresentationScreen/ScreenState``, only one
/// shown at a time. It draws the state it is given and decides nothing.
@MainActor
public final class ScreenStack: ScreenStateView {
  /// The stack of pages.
  public let widget: Widget
  /// Told when the person presses Retry on the failure page.
  public var onRetry: @MainActor () -> Void = {}
  private let stack: Widget
  private let spinner: Widget
  private let emptyText: GtkTextLabel
  private let failureText: GtkTextLabel
  private let failureHint: GtkTextLabel

  /// A stack showing `content` once it is filled, and the other pages in `strings`' words.
  ///
  /// - Parameters:
  ///   - name: The stack's name, for a dump of the window.
  ///   - content: What the screen shows when it is filled.
  ///   - strings: The window's words.
  public init(name: String, content: Widget, strings: WindowStrings) {
    stack = gtk_stack_new()
    gtk_widget_set_name(stack, name)
    spinner = gtk_spinner_new()
    emptyText = GtkTextLabel(name: "\(name)-empty")
    failureText = GtkTextLabel(name: "\(name)-failure")
    failureHint = GtkTextLabel(name: "\(name)-hint")
    widget = stack
    g_object_ref_sink(widget)
    let retry = Widgets.button(
      mnemonic: strings.retry, name: "\(name)-retry", tooltip: strings.retryTooltip
    ) { [weak self] in self?.onRetry() }
    let pages: [(String, Widget)] = [
      ("content", content),
      (
        "loading",
        Widgets.box(
          GTK_ORIENTATION_VERTICAL, spacing: 12,
          [spinner, Widgets.label(strings.loading, name: "\(name)-loading")])
      ),
      ("empty", emptyText.widget),
      (
        "failed",
        Widgets.box(
          GTK_ORIENTATION_VERTICAL, spacing: 12,
          [failureText.widget, failureHint.widget, retry])
      ),
    ]
    for (page, child) in pages {
      gtk_widget_set_valign(child, GTK_ALIGN_CENTER)
      gtk_stack_add_named(trips_as_stack(stack), child, page)
    }
    // What the screen shows fills it: a list scrolls in all of its height.
    gtk_widget_set_valign(content, GTK_ALIGN_FILL)
  }

  isolated deinit {
    g_object_unref(widget)
  }

  /// The page shown: `content`, `loading`, `empty` or `failed`.
  public var shownPage: String {
    gtk_stack_get_visible_child_name(trips_as_stack(stack)).map { String(cString: $0) } ?? ""
  }

  /// Shows the page of `state`, with its message.
  public func display(_ state: ScreenState) {
    let page: String
    switch state {
    case .loading: page = "loading"
    case .content: page = "content"
    case .empty(let message):
      page = "empty"
      emptyText.text = message.text
    case .failed(let message):
      page = "failed"
      failureText.text = message.text
      failureHint.text = message.hint
      failureHint.isHidden = message.hint == nil
    }
    if state == .loading {
      gtk_spinner_start(trips_as_spinner(spinner))
    } else {
      gtk_spinner_stop(trips_as_spinner(spinner))
    }
    gtk_stack_set_visible_child_name(trips_as_stack(stack), page)
  }
}
