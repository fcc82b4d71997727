import Foundation

/// A shell session printed in a Markdown page — a fenced block tagged `console` — read back
/// so a test can run it.
///
/// In such a block a line that starts with `$ ` is a command and the lines after it, up to the
/// next command, are what it prints. A page states the settings its sessions assume in one
/// comment, such as `<!-- sessions: LANG=en_US.UTF-8 TZ=UTC now=2035-10-01T10:00:00Z -->`;
/// a session may change the environment with `export`.
struct DocumentedSession {
  /// One command of the session and what the page says it prints.
  struct Step {
    /// The line in the page where the command is written.
    let line: Int
    /// The words of the command, split as a shell would (quotes, `~`), comments removed.
    let words: [String]
    /// The text the page shows under the command.
    let expectedOutput: String
  }

  /// The page, relative to the package's root.
  let page: String
  /// The line in the page where the block starts.
  let line: Int
  /// The commands, in order.
  let steps: [Step]

  /// The settings a page names in its `<!-- sessions: … -->` comment.
  static func settings(in text: String) -> [String: String] {
    guard let start = text.range(of: "<!-- sessions:"),
      let end = text.range(of: "-->", range: start.upperBound..<text.endIndex)
    else { return [:] }
    var settings: [String: String] = [:]
    for pair in text[start.upperBound..<end.lowerBound].split(separator: " ") {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { settings[parts[0]] = parts[1] }
    }
    return settings
  }

  /// Every `console` block of `text`.
  static func sessions(inPage page: String, text: String) -> [DocumentedSession] {
    var sessions: [DocumentedSession] = []
    var block: (line: Int, lines: [(Int, String)])?
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      if block == nil, line == "```console" {
        block = (index + 1, [])
      } else if let open = block {
        if line == "```" {
          sessions.append(DocumentedSession(page: page, line: open.line, lines: open.lines))
          block = nil
        } else {
          block?.lines.append((index + 1, line))
        }
      }
    }
    return sessions
  }

  /// The line numbers of commands (`$ trips …`, `$ swift run trips …`) written outside a
  /// `console` block, which no test would run.
  static func unexecutedCommands(in text: String) -> [Int] {
    var inConsole = false
    var inFence = false
    var found: [Int] = []
    var exempt = false
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("```") {
        if !inFence {
          inFence = true
          inConsole = line == "```console"
        } else {
          inFence = false
          exempt = false
        }
        continue
      }
      if line.hasPrefix("<!-- not executed:") { exempt = true }
      let isCommand = line.hasPrefix("$ trips ") || line.hasPrefix("$ swift run trips ")
      if inFence, !inConsole, !exempt, isCommand { found.append(index + 1) }
    }
    return found
  }

  private init(page: String, line: Int, lines: [(Int, String)]) {
    self.page = page
    self.line = line
    var steps: [Step] = []
    var current: (line: Int, command: String)?
    var output: [String] = []
    func finish() {
      guard let current else { return }
      let text = output.isEmpty ? "" : output.joined(separator: "\n") + "\n"
      steps.append(
        Step(line: current.line, words: Self.words(current.command), expectedOutput: text))
    }
    for (number, text) in lines {
      if text.hasPrefix("$ ") {
        finish()
        current = (number, String(text.dropFirst(2)))
        output = []
      } else {
        output.append(text)
      }
    }
    finish()
    self.steps = steps
  }

  /// Splits a command line as a shell would for the forms the pages use: words separated by
  /// spaces, single and double quotes, and a `#` comment at the end.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { word.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else if character == "#", !inWord {
        break
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }
}
