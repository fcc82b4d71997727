import CGtk

/// A GTK widget as Swift holds it.
public typealias Widget = UnsafeMutablePointer<GtkWidget>

/// The few widget calls the views share.
@MainActor
enum Widgets {
  /// A box laying `children` out in a row or a column.
  static func box(
    _ orientation: GtkOrientation, spacing: Int32 = 6, name: String? = nil, _ children: [Widget]
  ) -> Widget {
    let box: Widget = gtk_box_new(orientation, spacing)
    if let name { gtk_widget_set_name(box, name) }
    for child in children { gtk_box_append(trips_as_box(box), child) }
    return box
  }

  /// A label that shows `text` as it is, for words the window itself says.
  static func label(_ text: String, name: String? = nil) -> Widget {
    let label: Widget = gtk_label_new(text)
    if let name { gtk_widget_set_name(label, name) }
    gtk_label_set_wrap(trips_as_label(label), 1)
    return label
  }

  /// A button whose underlined letter, with Alt, presses it; its tooltip names the keys.
  static func button(
    mnemonic: String, name: String, tooltip: String, action: @escaping @MainActor () -> Void
  ) -> Widget {
    let button: Widget = gtk_button_new_with_mnemonic(mnemonic)
    gtk_widget_set_name(button, name)
    gtk_widget_set_tooltip_text(button, tooltip)
    Signals.connect(button, "clicked", action)
    return button
  }
}
