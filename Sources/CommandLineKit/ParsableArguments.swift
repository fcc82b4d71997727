/// A type whose properties are declarations (``Option``, ``Flag``, ``Argument``): a command,
/// or the options a program takes before or after any command.
///
/// The kit learns the declarations by making a blank instance, `Self()`: each declaration
/// reports itself as it is made, in the order they are written; the parser then makes the
/// instance a person asked for with ``init(parsing:)``. A conforming type only writes its properties: when each is a
/// declaration or has a default, Swift writes `init()` itself.
public protocol ParsableArguments: Sendable {
  /// A blank instance, whose declarations say what the type takes and hold no values.
  init()
}

extension ParsableArguments {
  /// The options declared, in order.
  public static var options: [OptionDefinition] {
    DeclarationRecorder.declarations(of: Self.self).options
  }

  /// An instance with the values the parser read: each declaration takes its own.
  ///
  /// - Parameter arguments: The values, read and checked against these declarations.
  public init(parsing arguments: ParsedArguments) {
    self = ParsedArguments.$current.withValue(arguments) { Self() }
  }
}
