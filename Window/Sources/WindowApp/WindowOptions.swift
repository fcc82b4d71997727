/// What `trips-window` was asked on its command line: the options `trips` takes to choose a
/// store, a language and a time zone, and a script of actions for tests and screenshots.
struct WindowOptions: Equatable {
  /// `--store`: a file, `:memory:` or a `postgresql://` address.
  var store: String?
  /// `--locale`, such as `de_DE`.
  var locale: String?
  /// `--time-zone`, such as `Europe/Amsterdam`.
  var timeZone: String?
  /// `--script`: a file of actions to run once the window shows, one per line.
  var script: String?
  /// `--help`.
  var help = false

  /// A command line that asks for nothing known: the words of the problem.
  enum Problem: Error, Equatable {
    /// An option this program does not take.
    case unknownOption(String)
    /// An option came last without its value.
    case missingValue(String)
  }

  /// Reads `arguments`, the program's name left out.
  static func parse(_ arguments: [String]) throws(Problem) -> WindowOptions {
    var options = WindowOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      let (name, attached) = split(argument)
      let setter: WritableKeyPath<WindowOptions, String?>
      switch name {
      case "--help", "-h":
        options.help = true
        continue
      case "--store": setter = \.store
      case "--locale": setter = \.locale
      case "--time-zone": setter = \.timeZone
      case "--script": setter = \.script
      default: throw .unknownOption(argument)
      }
      guard let value = attached ?? rest.popFirst() else { throw .missingValue(name) }
      options[keyPath: setter] = value
    }
    return options
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
