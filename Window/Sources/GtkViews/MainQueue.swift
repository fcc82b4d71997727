import CGtk

/// Where Swift's main actor meets GTK's loop.
///
/// On Linux the main actor is libdispatch's main queue, which only `dispatchMain()` or
/// Foundation's run loop drains; while GTK's loop holds the main thread, a job sent to the
/// main actor would wait for ever. ``serviceInGtkLoop()`` has GLib watch the queue's event
/// file descriptor and run its jobs, as Foundation's run loop does.
@MainActor
public enum MainQueue {
  /// Lets GTK's loop run the main actor's jobs; call it once, before the loop starts and
  /// before the first `await`.
  public static func serviceInGtkLoop() {
    _ = trips_service_main_queue()
  }
}
