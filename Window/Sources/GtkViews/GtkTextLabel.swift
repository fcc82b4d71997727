import CGtk
import Presentation

/// The articles' `UILabel` on GTK: a GtkLabel the presentation control sets, deciding nothing.
///
/// Each property is read back from the widget, so what a test reads is what GTK shows. The
/// text colour is a style class, `late` or `on-time`: the window's style sheet makes `late`
/// red, and `on-time` keeps the theme's colour for text, light or dark.
@MainActor
public final class GtkTextLabel: Label {
  /// The GtkLabel, kept alive as long as this label.
  public let widget: UnsafeMutablePointer<GtkWidget>
  private var label: OpaquePointer { trips_as_label(widget) }

  /// A label whose widget is named `name`, the name a dump of the window shows.
  ///
  /// - Parameter name: The widget's name, such as `departure`.
  public init(name: String) {
    widget = gtk_label_new(nil)
    g_object_ref_sink(widget)
    gtk_widget_set_name(widget, name)
    gtk_label_set_xalign(label, 0)
    gtk_label_set_selectable(label, 1)
  }

  isolated deinit {
    g_object_unref(widget)
  }

  /// The text to show, or `nil` for none.
  public var text: String? {
    get {
      let shown = String(cString: gtk_label_get_text(label))
      return shown.isEmpty ? nil : shown
    }
    set { gtk_label_set_text(label, newValue ?? "") }
  }

  /// Whether the label is left out.
  public var isHidden: Bool {
    get { gtk_widget_get_visible(widget) == 0 }
    set { gtk_widget_set_visible(widget, newValue ? 0 : 1) }
  }

  /// The colour of the text: ``Presentation/TextColor/late`` or
  /// ``Presentation/TextColor/onTime`` as a style class; any other colour is the theme's.
  public var textColor: TextColor? {
    get {
      if gtk_widget_has_css_class(widget, Self.lateClass) != 0 { return .late }
      if gtk_widget_has_css_class(widget, Self.onTimeClass) != 0 { return .onTime }
      return nil
    }
    set {
      gtk_widget_remove_css_class(widget, Self.lateClass)
      gtk_widget_remove_css_class(widget, Self.onTimeClass)
      switch newValue {
      case .late?: gtk_widget_add_css_class(widget, Self.lateClass)
      case .onTime?: gtk_widget_add_css_class(widget, Self.onTimeClass)
      default: break
      }
    }
  }

  /// The style class of a late departure.
  public static let lateClass = "late"
  /// The style class of a departure on time.
  public static let onTimeClass = "on-time"
}
