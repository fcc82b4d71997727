import CGtk
import Foundation

/// Whether GTK can open windows here: a display is named and GTK starts on it. The widget
/// suites run only then; CI runs them under Xvfb.
enum GtkDisplay {
  static let isAvailable: Bool = {
    guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { return false }
    return gtk_init_check() != 0
  }()
}
