import Application
import Foundation
// libFuzzer target: the command-line parser over whole argument vectors (the input split at NUL
// bytes). Any vector either parses, the same way twice, or is a usage error whose message,
// escaped as the program writes it, holds no unsafe character.
import FuzzDriver
import Presentation

@testable import App

/// Runs libFuzzer over ``fuzz(_:_:)``.
@main enum FuzzCommandLineMain {
  static func main() {
    FuzzDriver.run(fuzz)
  }
}

/// Checks one input against the properties above; a broken one stops the process, so
/// libFuzzer records the input.
func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  let strings = LocalizedStrings(locale: Locale(identifier: "en_US"), tables: StringTables.table)
  do {
    let first = try CommandLineParser.parse(arguments)
    let second = try CommandLineParser.parse(arguments)
    precondition(String(reflecting: first) == String(reflecting: second), "parsed two ways")
  } catch {
    let line = TerminalText.escaped(error.message(strings))
    precondition(!line.isEmpty && !line.unicodeScalars.contains(where: UnsafeCharacters.contains))
    if let hint = error.hint(strings) {
      precondition(
        !TerminalText.escaped(hint).unicodeScalars.contains(where: UnsafeCharacters.contains))
    }
  }
  return 0
}
