import Synchronization

/// What the declarations of a blank instance say of themselves as it is made: each
/// ``Option``, ``Flag`` and ``Argument`` hands its definition to the recorder in force, in the
/// order the properties are written.
///
/// This is how the kit learns a type's declarations without reflection: making a blank
/// instance costs what its property initializers cost, while looking at it with `Mirror` would
/// search the program's protocol conformances for every type of declaration.
final class DeclarationRecorder: Sendable {
  /// The recorder the declarations being made report to, if any.
  @TaskLocal static var current: DeclarationRecorder?

  private let recorded = Mutex<(options: [OptionDefinition], arguments: [ArgumentDefinition])>(
    ([], []))

  /// Makes a blank `Type` and returns it with the declarations it reported, in order.
  static func declarations<Type: ParsableArguments>(of type: Type.Type) -> (
    blank: Type, options: [OptionDefinition], arguments: [ArgumentDefinition]
  ) {
    let recorder = DeclarationRecorder()
    let blank = $current.withValue(recorder) { Type() }
    return recorder.recorded.withLock { (blank, $0.options, $0.arguments) }
  }

  /// Called by an option or a flag as it is made.
  static func record(_ option: OptionDefinition) {
    current?.recorded.withLock { $0.options.append(option) }
  }

  /// Called by an argument as it is made.
  static func record(_ argument: ArgumentDefinition) {
    current?.recorded.withLock { $0.arguments.append(argument) }
  }
}
