import Domain

/// The arguments typed for one command, sorted by the parser into positional arguments and
/// option values, for the command's ``Command/init(parsing:)`` to read.
struct ParsedArguments: Sendable, Equatable {
  /// The command's name, for the wording of usage errors.
  var command: String
  /// The arguments that are not options, in order.
  var positionals: [String]
  /// The values of the options that take one, by long name.
  var values: [String: String]
  /// The flags that were given, by long name.
  var flags: Set<String>

  /// Sorted arguments for `command`.
  init(
    command: String, positionals: [String] = [], values: [String: String] = [:],
    flags: Set<String> = []
  ) {
    self.command = command
    self.positionals = positionals
    self.values = values
    self.flags = flags
  }

  /// The value given to the option called `name`, if it was given.
  func value(_ name: String) -> String? {
    values[name]
  }

  /// Whether the flag called `name` was given.
  func flag(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// Checks that at most `count` positional arguments were given.
  ///
  /// - Throws: ``UsageError/Problem/unexpectedArgument(_:command:)`` naming the first extra.
  func expectPositionals(atMost count: Int) throws(UsageError) {
    if positionals.count > count {
      throw UsageError(.unexpectedArgument(positionals[count], command: command))
    }
  }

  /// The one positional argument, read as a trip number.
  ///
  /// - Throws: A usage error when no argument, more than one, or something other than a whole
  ///   number from 1 up was given.
  func tripID() throws(UsageError) -> TripID {
    guard let text = positionals.first else {
      throw UsageError(.needsTripNumber(command))
    }
    try expectPositionals(atMost: 1)
    guard text.allSatisfy(\.isASCII), let raw = Int64(text), let id = TripID(rawValue: raw) else {
      throw UsageError(.notATripNumber(text))
    }
    return id
  }
}
