// libFuzzer target: the command-line parser over whole argument vectors (the input split at NUL
// bytes). Any vector either reads into values that, written back as a command line, read again
// to the same values, or is a usage error whose message, escaped as the program writes it,
// holds no unsafe character.
import CommandLineKit
import FuzzDriver

#if FUZZING
  import Application
  import Foundation
  import Presentation
  import PresentationText
  @testable import App
#endif

/// Runs libFuzzer over ``fuzz(_:_:)``; a plain build only says how to build it.
@main enum FuzzCommandLineMain {
  static func main() {
    #if FUZZING
      FuzzDriver.run(fuzz)
    #else
      FuzzDriver.explainPlainBuild()
    #endif
  }
}

#if FUZZING
  /// The locale of the sentences.
  private let locale = Locale(identifier: "en_US")

  /// Checks one input against the properties above; a broken one stops the process, so
  /// libFuzzer records the input.
  func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    do {
      let program = CommandList.program
      let read = try CommandLineParser.read(arguments, program: program)
      guard let command = read.command, let values = read.values else { return 0 }
      let printed = values.commandLine(command)
      guard let again = try? CommandLineParser.read(printed, program: program),
        let reread = again.values
      else {
        preconditionFailure("\(printed), written back from \(arguments), does not read")
      }
      precondition(
        reread.commandLine(command) == printed,
        "\(printed), written back from \(arguments), reads to other values")
      _ = try Invocation.parse(arguments)
    } catch {
      let program = CommandList.program
      let line = TerminalText.escaped(error.message(locale, program: program))
      precondition(!line.isEmpty && !line.unicodeScalars.contains(where: UnsafeCharacters.contains))
      if let hint = error.hint(locale, program: program) {
        precondition(
          !TerminalText.escaped(hint).unicodeScalars.contains(where: UnsafeCharacters.contains))
      }
    }
    return 0
  }
#endif
