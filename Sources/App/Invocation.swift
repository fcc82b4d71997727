import Domain

/// What the person asked for on the command line, before anything is resolved against the
/// environment.
struct Invocation: Equatable {
  var options = GlobalOptions()
  var command: Command
}

/// The options every command accepts, before or after the command's name.
struct GlobalOptions: Equatable {
  var store: String?
  var locale: String?
  var timeZone: String?
  var format: OutputFormat = .text
  var color: ColorChoice = .auto
}

/// How results are written.
enum OutputFormat: String, Equatable, CaseIterable {
  case text
  case json
}

/// When the console colours the departure time.
enum ColorChoice: String, Equatable, CaseIterable {
  case auto
  case always
  case never
}

/// One of the commands of `trips`, with its arguments checked for form.
///
/// Times stay text here: `YYYY-MM-DD HH:MM` is read in the time zone, which is only known
/// once the environment has been consulted.
enum Command: Equatable {
  case demo
  case show(TripID)
  case list(all: Bool)
  case add(departure: String, arrival: String, origin: String?, destination: String?)
  case depart(TripID, DepartureArgument)
  case remove(TripID)
  case watch(TripID)
  case help(topic: CommandName?)
  case version
}

/// When a trip left, as typed after `depart`.
enum DepartureArgument: Equatable {
  case at(String)
  case delay(minutes: Int)
}

/// The names of the commands, in the order help lists them.
enum CommandName: String, CaseIterable, Equatable {
  case demo
  case show
  case list
  case add
  case depart
  case remove
  case watch
  case help
}
