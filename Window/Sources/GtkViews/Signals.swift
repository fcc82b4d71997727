import CGtk

/// A closure a GTK signal calls, kept alive until GTK disconnects it.
@MainActor
private final class SignalHandler {
  let run: @MainActor (gpointer?) -> Void
  init(_ run: @escaping @MainActor (gpointer?) -> Void) { self.run = run }
}

/// Connecting Swift closures to GTK signals, which call C functions.
@MainActor
public enum Signals {
  /// Calls `handler` each time `instance` emits `signal`, a signal whose handler takes no
  /// argument besides the instance (`clicked`, `activate`, `close-request`).
  ///
  /// - Parameters:
  ///   - instance: The object that emits the signal.
  ///   - signal: The signal's name.
  ///   - handler: What to do, on the main actor: GTK calls it on the main thread.
  /// - Returns: The handler's number, for `g_signal_handler_disconnect`.
  @discardableResult
  public static func connect(
    _ instance: UnsafeMutableRawPointer, _ signal: String,
    _ handler: @escaping @MainActor () -> Void
  ) -> gulong {
    let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
      guard let data else { return }
      let box = Unmanaged<SignalHandler>.fromOpaque(data).takeUnretainedValue()
      MainActor.assumeIsolated { box.run(nil) }
    }
    return attach(instance, signal, unsafeBitCast(trampoline, to: GCallback.self)) { _ in
      handler()
    }
  }

  /// Calls `handler` with the signal's argument each time `instance` emits `signal`, a signal
  /// whose handler takes one (`row-activated` gives the row).
  ///
  /// - Parameters:
  ///   - instance: The object that emits the signal.
  ///   - signal: The signal's name.
  ///   - handler: What to do with the argument, on the main actor.
  public static func connect(
    _ instance: UnsafeMutableRawPointer, _ signal: String,
    withArgument handler: @escaping @MainActor (gpointer?) -> Void
  ) {
    let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
      _, argument, data in
      guard let data else { return }
      let box = Unmanaged<SignalHandler>.fromOpaque(data).takeUnretainedValue()
      MainActor.assumeIsolated { box.run(argument) }
    }
    _ = attach(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), handler)
  }

  private static func attach(
    _ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback,
    _ run: @escaping @MainActor (gpointer?) -> Void
  ) -> gulong {
    let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
      data, _ in
      guard let data else { return }
      Unmanaged<SignalHandler>.fromOpaque(data).release()
    }
    let box = Unmanaged.passRetained(SignalHandler(run)).toOpaque()
    return g_signal_connect_data(
      instance, signal, callback, box, release, GConnectFlags(rawValue: 0))
  }
}
