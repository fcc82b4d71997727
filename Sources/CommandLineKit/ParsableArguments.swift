/// A type whose properties are declarations (``Option``, ``Flag``, ``Argument``): a command,
/// or the options a program takes before or after any command.
///
/// The kit finds the declarations by looking at a blank instance, `Self()`, in the order they
/// are written; the parser then makes the instance a person asked for with
/// ``init(parsing:)``. A conforming type only writes its properties: when each is a
/// declaration or has a default, Swift writes `init()` itself.
public protocol ParsableArguments: Sendable {
  /// A blank instance, whose declarations say what the type takes and hold no values.
  init()
}

extension ParsableArguments {
  /// The options declared, in order.
  public static var options: [OptionDefinition] {
    Mirror(reflecting: Self()).children.compactMap {
      ($0.value as? any OptionDeclaration)?.definition
    }
  }

  /// An instance with the values the parser read: each declaration takes its own.
  ///
  /// - Parameter arguments: The values, read and checked against these declarations.
  public init(parsing arguments: ParsedArguments) {
    self = ParsedArguments.$current.withValue(arguments) { Self() }
  }
}
