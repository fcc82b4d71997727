import Domain

@testable import App

/// The example command lines every command declares, as argument vectors: the registry's own
/// sample invocations, so a test that must cover every command takes them from here and a new
/// command is covered without editing the test.
enum CommandExamples {
  /// The arguments after `trips` of each example of `command`.
  static func arguments(of command: any Command.Type) -> [[String]] {
    command.configuration.examples.map { words(of: $0.commandLine) }
  }

  /// The commands whose first argument is a trip's number (a `TripID`, whatever the argument
  /// is called), each with its first example where that number is `id`.
  static func namingATrip(_ id: String) -> [[String]] {
    CommandList.commands.compactMap { command in
      guard command.definition.arguments.first?.valueType == ObjectIdentifier(TripID.self),
        var words = arguments(of: command).first, words.count > 1
      else { return nil }
      words[1] = id
      return words
    }
  }

  /// The arguments after `trips` in an example, split the way a shell would for these
  /// examples: on spaces, except inside double quotes, up to a pipe, a redirection or the end
  /// of a `<( )`.
  static func words(of line: String) -> [String] {
    let start = line.range(of: "trips ")?.upperBound ?? line.startIndex
    var words: [String] = []
    var word = ""
    var quoted = false
    for character in line[start...] {
      if character == "\"" {
        quoted.toggle()
      } else if !quoted, "|>)".contains(character) {
        break
      } else if character == " " && !quoted {
        if !word.isEmpty { words.append(word) }
        word = ""
      } else {
        word.append(character)
      }
    }
    return word.isEmpty ? words : words + [word]
  }
}
