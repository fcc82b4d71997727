import CGtk
import Foundation
import GtkViews
import StoreOpening

/// `trips-window`: reads its command line and environment as `trips` does, opens a window of
/// GTK's, and runs GTK's loop until the window closes.
@MainActor
public enum WindowProgram {
  /// Runs the program and returns its exit status: 0; 1 when a step of `--script` finds no
  /// widget or waits in vain; 64 for a command line, setting or script it cannot use; 75 when
  /// there is no display to open a window on.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, the program's name left out.
  ///   - environment: The process's environment.
  ///   - output: Writes text to standard output: help and the script's dumps.
  ///   - errorOutput: Writes text to standard error.
  public static func run(
    arguments: [String], environment: [String: String],
    output: @escaping @MainActor (String) -> Void,
    errorOutput: @escaping @MainActor (String) -> Void
  ) -> Int32 {
    let locale = RegionSettings.locale(
      try? WindowOptions.parse(arguments).locale, environment: environment)
    let words = UsageWords(locale: locale)
    let options: WindowOptions
    let settings: WindowSettings
    do {
      options = try WindowOptions.parse(arguments)
      if options.help {
        output(words.help)
        return 0
      }
      settings = try WindowSettings.resolve(options, environment: environment)
    } catch let problem as WindowOptions.Problem {
      errorOutput("trips-window: " + words.describe(problem) + "\n")
      return 64
    } catch let problem as SettingProblem {
      errorOutput("trips-window: " + words.describe(problem) + "\n")
      return 64
    } catch {
      return 64
    }
    let script: WindowScript?
    do {
      script = try options.script.map { try WindowScript(contentsOf: $0) }
    } catch {
      errorOutput("trips-window: " + words.scriptUnreadable(options.script ?? "") + "\n")
      return 64
    }
    guard gtk_init_check() != 0 else {
      errorOutput("trips-window: " + words.noDisplay + "\n")
      return 75
    }
    let application = gtk_application_new("org.trips.Window", G_APPLICATION_NON_UNIQUE)!
    defer { g_object_unref(application) }
    // Before the first await: GTK's loop runs the main actor's jobs from here on.
    MainQueue.serviceInGtkLoop()
    var controller: WindowController?
    var status: Int32 = 0
    Signals.connect(application, "activate") {
      // Light or dark, as the desktop prefers; GTK's settings exist once it has started.
      trips_follow_color_scheme()
      let opened = WindowController(application: application, settings: settings)
      controller = opened
      opened.start(script: script, output: output) { scriptStatus in
        status = scriptStatus
        g_application_quit(trips_as_application(application))
      }
    }
    let loopStatus = g_application_run(trips_as_application(application), 0, nil)
    controller?.close()
    controller = nil
    return status != 0 ? status : loopStatus
  }
}
