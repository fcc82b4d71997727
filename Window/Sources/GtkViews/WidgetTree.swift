import CGtk
import PresentationText

/// Reading a window's widgets back from GTK: finding one by name, and writing the named ones
/// as text, which the end-to-end tests compare with golden text.
@MainActor
public enum WidgetTree {
  /// The first widget named `name` under `root`, `root` included.
  public static func find(_ name: String, in root: Widget) -> Widget? {
    if String(cString: gtk_widget_get_name(root)) == name { return root }
    var child = gtk_widget_get_first_child(root)
    while let current = child {
      if let found = find(name, in: current) { return found }
      child = gtk_widget_get_next_sibling(current)
    }
    return nil
  }

  /// One line for each widget under `root` that has a name of its own, indented by depth:
  /// its name, what it shows (escaped for a terminal) and, in brackets, whether it is hidden and its style classes
  /// of punctuality. Widgets under a hidden page of a stack are left out, as a person sees.
  public static func dump(_ root: Widget) -> String {
    var lines: [String] = []
    write(root, depth: 0, into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func write(_ widget: Widget, depth: Int, into lines: inout [String]) {
    let name = String(cString: gtk_widget_get_name(widget))
    let type = String(cString: trips_type_name(widget))
    var next = depth
    // GTK names an unnamed widget after its type.
    if name != type {
      var line = String(repeating: "  ", count: depth) + name
      if trips_is_label(widget) != 0 {
        // What a store holds, escaped: the dump is written to a terminal.
        let text = String(cString: gtk_label_get_text(trips_as_label(widget)))
        line += " \"" + TerminalText.escaped(text) + "\""
      } else if trips_is_button(widget) != 0,
        let label = gtk_button_get_label(trips_as_button(widget))
      {
        line += " [" + String(cString: label) + "]"
      } else if trips_is_editable(widget) != 0 {
        let text = String(cString: gtk_editable_get_text(trips_as_editable(widget)))
        line += " = \"" + TerminalText.escaped(text) + "\""
      }
      var marks: [String] = []
      if gtk_widget_get_visible(widget) == 0 { marks.append("hidden") }
      for style in [GtkTextLabel.lateClass, GtkTextLabel.onTimeClass]
      where gtk_widget_has_css_class(widget, style) != 0 {
        marks.append(style)
      }
      if !marks.isEmpty { line += " (" + marks.joined(separator: ", ") + ")" }
      lines.append(line)
      next += 1
    }
    if type == "GtkStack" {
      if let shown = gtk_stack_get_visible_child(trips_as_stack(widget)) {
        write(shown, depth: next, into: &lines)
      }
      return
    }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      write(current, depth: next, into: &lines)
      child = gtk_widget_get_next_sibling(current)
    }
  }
}

extension WidgetTree {
  /// The text of the label named `name` under `root`; `nil` when there is no such label.
  public static func text(of name: String, in root: Widget) -> String? {
    guard let widget = find(name, in: root), trips_is_label(widget) != 0 else { return nil }
    return String(cString: gtk_label_get_text(trips_as_label(widget)))
  }
}
