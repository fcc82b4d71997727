import Application
import CGtk
import Domain
import Foundation
import GtkViews
import InMemoryStore
import LessonTestSupport
import StoreCapabilities
import StoreOpening
import WindowApp

/// A window over `store`, in `en_US` and Europe/Amsterdam, with its use cases connected, and a
/// manual clock for the loading delay and the card's refreshes.
@MainActor
struct WindowFixture {
  let window: TripWindow
  let screens: TripScreens<ManualClock>
  let clock = ManualClock()

  init(store: some FullTripStore, locale: String = "en_US", pageSize: Int = 50) {
    self.init(opened: OpenedStore(store), kind: .file, locale: locale, pageSize: pageSize)
  }

  /// A window over `opened`, such as a team store read through its copy on this computer.
  init(opened: OpenedStore, kind: StoreKind, locale: String = "en_US", pageSize: Int = 50) {
    window = TripWindow(
      application: nil, strings: WindowStrings(locale: Locale(identifier: locale)))
    let formats = TripFormats(
      locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "Europe/Amsterdam")!)
    screens = TripScreens(
      window: window, open: { (opened, kind, formats) }, clock: clock,
      now: { Fixtures.articleDeparture.addingTimeInterval(-86_400) }, pageSize: pageSize)
    screens.connect(window)
  }

  /// The text the label named `name` shows, read from GTK.
  func text(_ name: String) -> String? { WidgetTree.text(of: name, in: window.widget) }

  /// Whether the widget named `name` is shown, read from GTK.
  func isVisible(_ name: String) -> Bool {
    WidgetTree.find(name, in: window.widget).map { gtk_widget_get_visible($0) != 0 } ?? false
  }

  /// Whether the widget named `name` has the style class `style`, read from GTK.
  func has(_ name: String, style: String) -> Bool {
    WidgetTree.find(name, in: window.widget).map { gtk_widget_has_css_class($0, style) != 0 }
      ?? false
  }
}
