import Foundation
import Testing

@testable import CommandLineKit

/// How the kit fills a sentence's placeholders.
@Suite struct CommandLineStringsTests {
  private let strings = CommandLineStrings(locale: Locale(identifier: "en_US"))

  @Test(
    arguments: [
      ("%@ and %@", ["a", "b"], "a and b"), ("%2$@ before %1$@", ["a", "b"], "b before a"),
      ("100% sure of %@", ["it"], "100% sure of it"),
      ("%3$@ is not there", ["a"], "%3$@ is not there"),
      ("%@ %@ %@", ["a"], "a  "),
    ] as [(String, [String], String)])
  func aTemplateWithoutATable_isFilledAsItIs(
    template: String, arguments: [String], expected: String
  ) {
    #expect(strings.fill(template, arguments) == expected)
  }
}
