/// What a shell can offer where a value is typed.
public enum ValueCompletion: Sendable, Equatable {
  /// Nothing: the value is free text, such as a time or a name.
  case none
  /// A file name.
  case file
  /// One of the allowed values.
  case choices
  /// The name of a command.
  case commandNames
}
