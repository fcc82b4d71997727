import CGtk

/// A picture of a window as GTK itself draws it, saved as PNG: the screenshots of the README
/// and the lesson page, taken with no X tools.
@MainActor
public enum WindowPicture {
  /// Waits for the window's next frame, then renders it with the window's own renderer into
  /// a PNG file at `path`; `false` when the window is not shown or the file cannot be written.
  ///
  /// - Parameters:
  ///   - window: A shown window.
  ///   - path: Where the PNG file goes.
  public static func save(_ window: Widget, to path: String) async -> Bool {
    guard await nextFrame(of: window) else { return false }
    let (width, height) = (gtk_widget_get_width(window), gtk_widget_get_height(window))
    guard width > 0, height > 0, let paintable = gtk_widget_paintable_new(window) else {
      return false
    }
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    let snapshot = gtk_snapshot_new()
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot),
      let renderer = gtk_native_get_renderer(gtk_widget_get_native(window))
    else { return false }
    defer { gsk_render_node_unref(node) }
    guard let texture = gsk_renderer_render_texture(renderer, node, nil) else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    return gdk_texture_save_to_png(texture, path) != 0
  }

  /// Waits until GTK has painted `window` once more; `false` when it is not shown.
  ///
  /// - Parameter window: A shown window.
  public static func nextFrame(of window: Widget) async -> Bool {
    guard let frames = gtk_widget_get_frame_clock(window) else { return false }
    await withCheckedContinuation { (painted: CheckedContinuation<Void, Never>) in
      var waiting: CheckedContinuation<Void, Never>? = painted
      var handler: gulong = 0
      let clock = UnsafeMutableRawPointer(frames)
      handler = Signals.connect(clock, "after-paint") {
        waiting?.resume()
        waiting = nil
        if handler != 0 { g_signal_handler_disconnect(clock, handler) }
      }
      gtk_widget_queue_draw(window)
    }
    return true
  }
}
