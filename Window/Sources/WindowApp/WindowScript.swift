import Foundation
import GtkViews
import PresentationText

/// A list of actions run in an open window, one per line, for the end-to-end tests and the
/// screenshots: what a person does, through the same widgets and signals.
///
/// - `select N`: activates the list's row of trip N.
/// - `set NAME N`: types the number N into the box named NAME (`delay-minutes`).
/// - `type NAME TEXT`: types TEXT into the field named NAME (`origin`, `destination`,
///   `departure-time`, `arrival-time`, `departed-at`), replacing what it held.
/// - `scroll-to-end`: scrolls the list to its last row, which reads the next page.
/// - `click NAME`: clicks the button named NAME (`earlier`, `later`, `on-time`, `remove`,
///   `record-delay`, `add`, `save`, `record-time`, `list-screen-retry`, `card-screen-retry`).
/// - `wait-for NAME TEXT`: waits, up to ten seconds, until the label NAME shows TEXT, as when
///   another program changes the trip.
/// - `dump`: writes the window's named widgets to standard output.
/// - `say TEXT`: writes TEXT and a newline to standard output, for a test that waits for it.
/// - `wait-frame`: waits until GTK has painted the window once more (`Scripts/benchmark-window`).
/// - `picture PATH`: saves the window, as GTK draws it, as a PNG file (`Scripts/screenshots`).
///
/// Each action waits for the work it started. Blank lines and lines starting `#` are skipped.
struct WindowScript {
  /// One action.
  enum Step: Equatable {
    case select(String)
    case click(String)
    case waitFor(label: String, text: String)
    case dump
    case scrollToEnd
    case waitFrame
    case set(String, Int)
    case type(String, String)
    case say(String)
    case picture(String)
  }

  /// The actions, in order.
  let steps: [Step]

  /// The script in the file at `path`.
  ///
  /// - Throws: When the file cannot be read, or a line is not an action.
  init(contentsOf path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    steps = try text.split(separator: "\n").compactMap { line in
      let words = line.split(
        separator: " ", maxSplits: line.hasPrefix("say ") || line.hasPrefix("picture ") ? 1 : 2
      ).map(
        String.init)
      switch (words.first, words.count) {
      case (nil, _), (("#")?, _): return nil
      case (let first?, _) where first.hasPrefix("#"): return nil
      case ("select"?, 2): return .select(words[1])
      case ("click"?, 2): return .click(words[1])
      case ("wait-for"?, 3): return .waitFor(label: words[1], text: words[2])
      case ("dump"?, 1): return .dump
      case ("scroll-to-end"?, 1): return .scrollToEnd
      case ("wait-frame"?, 1): return .waitFrame
      case ("set"?, 3):
        guard let value = Int(words[2]) else { throw CocoaError(.fileReadCorruptFile) }
        return .set(words[1], value)
      case ("type"?, 3): return .type(words[1], words[2])
      case ("say"?, 2): return .say(words[1])
      case ("picture"?, 2): return .picture(words[1])
      default: throw CocoaError(.fileReadCorruptFile)
      }
    }
  }

  /// Runs every action in `controller`'s window; returns 0, or 1 when an action found no
  /// widget or waited in vain.
  @MainActor
  func run(on controller: WindowController, output: @MainActor (String) -> Void) async -> Int32 {
    for step in steps {
      guard let window = controller.openWindow else { return 1 }
      switch step {
      case .select(let id):
        guard window.list.listedTrips.contains(id) else { return 1 }
        window.list.activateRow(ofTrip: id)
      case .click(let name):
        guard window.click(name) else { return 1 }
      case .waitFor(let name, let text):
        guard await waitFor(name, text, in: window) else { return 1 }
      case .dump:
        output(WidgetTree.dump(window.widget))
      case .scrollToEnd:
        window.list.scrollToEnd()
      case .set(let name, let value):
        guard window.setNumber(name, to: value) else { return 1 }
      case .type(let name, let text):
        guard window.setText(name, to: text) else { return 1 }
      case .waitFrame:
        guard await WindowPicture.nextFrame(of: window.widget) else { return 1 }
      case .say(let text):
        output(TerminalText.escaped(text) + "\n")
      case .picture(let path):
        guard await WindowPicture.save(window.widget, to: path) else { return 1 }
      }
      await controller.settle()
    }
    return 0
  }

  @MainActor
  private func waitFor(_ name: String, _ text: String, in window: TripWindow) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(10))
    while clock.now < deadline {
      if WidgetTree.text(of: name, in: window.widget) == text { return true }
      try? await clock.sleep(for: .milliseconds(10))
    }
    return false
  }
}
