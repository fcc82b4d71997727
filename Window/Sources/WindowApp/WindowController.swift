import Application
import CGtk
import Foundation
import GtkViews
import StoreOpening

/// One open window: the widgets, the use cases that fill them, and what the person's clicks
/// run. Closing the window frees them all.
@MainActor
final class WindowController {
  private var window: TripWindow?
  private var screens: TripScreens<ContinuousClock>?

  init(application: UnsafeMutablePointer<GtkApplication>, settings: WindowSettings) {
    let window = TripWindow(
      application: application, strings: WindowStrings(locale: settings.locale))
    let screens = TripScreens(
      window: window,
      open: { [weak notices = window.notices] in
        async let formats = TripFormats.prepare(
          locale: settings.locale, timeZone: settings.timeZone)
        let opened = await StoreOpening.open(
          at: settings.location, busyTimeout: settings.busyTimeout)
        // A team store is read through its copy on this computer, as `trips` reads it; the
        // copy's notices show across the top of the window.
        let store = StoreOpening.throughOfflineCopy(
          opened, at: settings.location, environment: settings.environment, freshOnly: false,
          now: { Date() },
          notify: { @MainActor notice in
            let words = OfflineNoticeWords(locale: settings.locale, timeZone: settings.timeZone)
            notices?.add(words.text(of: notice))
          })
        return (store, settings.location.kind, await formats)
      }, clock: ContinuousClock(), now: { Date() })
    screens.connect(window)
    Signals.connect(window.widget, "destroy") { [weak self] in self?.close() }
    (self.window, self.screens) = (window, screens)
  }

  /// Shows the window, lists the trips, then runs `script` if there is one and reports its
  /// exit status to `finish`.
  func start(
    script: WindowScript?, output: @escaping @MainActor (String) -> Void,
    finish: @escaping @MainActor (Int32) -> Void
  ) {
    window?.present()
    let screens = screens
    Task { [weak self] in
      await screens?.loadList()
      guard let script, let self else { return }
      finish(await script.run(on: self, output: output))
    }
  }

  /// Waits for the work the last action started.
  func settle() async {
    await screens?.settle()
  }

  /// The window, while it is open.
  var openWindow: TripWindow? { window }

  /// Lets go of the window and its use cases.
  func close() {
    screens?.stop()
    (screens, window) = (nil, nil)
  }
}
