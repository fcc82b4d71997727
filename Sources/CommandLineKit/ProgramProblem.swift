import Foundation

/// A problem that a program adds to the kit's, worded by the program in the person's
/// language: a value of a kind the program declares (``ValueProblem/custom(_:)``), or a
/// setting the program checks once the line is read (``UsageError/Problem/custom(_:)``).
///
/// Two problems are the same when their names and details are: the words are not compared.
///
/// ```swift
/// static let notAPort = ProgramProblem("notAPort") { details, locale in
///   Strings(locale).notAPort(details[0], details[1])
/// } hint: { _, locale in
///   Strings(locale).notAPortHint
/// }
/// ```
public struct ProgramProblem: Equatable, Sendable, CustomStringConvertible {
  /// What the problem is called, for tests and equality.
  public let name: String
  /// What the words are filled with, such as the text that was wrong.
  public let details: [String]
  private let message: @Sendable ([String], Locale) -> String
  private let hint: @Sendable ([String], Locale) -> String?

  /// A problem and its words.
  ///
  /// - Parameters:
  ///   - name: What the problem is called.
  ///   - details: What the words are filled with.
  ///   - message: What is wrong, as one sentence without the `error: ` prefix.
  ///   - hint: What to type instead, if anything helps.
  public init(
    _ name: String, details: [String] = [],
    message: @escaping @Sendable (_ details: [String], Locale) -> String,
    hint: @escaping @Sendable (_ details: [String], Locale) -> String?
  ) {
    self.name = name
    self.details = details
    self.message = message
    self.hint = hint
  }

  /// What is wrong, in `locale`'s language.
  ///
  /// - Parameters:
  ///   - locale: The person's locale.
  ///   - context: Words that come before the details: for a value, the text typed and the
  ///     option.
  public func message(_ locale: Locale, context: [String] = []) -> String {
    message(context + details, locale)
  }

  /// What to type instead, in `locale`'s language, if anything helps.
  ///
  /// - Parameters:
  ///   - locale: The person's locale.
  ///   - context: Words that come before the details.
  public func hint(_ locale: Locale, context: [String] = []) -> String? {
    hint(context + details, locale)
  }

  /// The name and the details: `unknownTimeZone(Mars/Base)`.
  public var description: String {
    "\(name)(\(details.joined(separator: ", ")))"
  }

  /// Whether two problems have the same name and details; the words are not compared.
  public static func == (lhs: ProgramProblem, rhs: ProgramProblem) -> Bool {
    lhs.name == rhs.name && lhs.details == rhs.details
  }
}
