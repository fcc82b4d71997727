import Localization
import Testing

/// How a sentence's placeholders are filled: `%@` in order, `%1$@` by position.
@Suite struct TemplateTests {
  @Test(
    arguments: [
      ("Trip %@", ["7"], "Trip 7"), ("%1$@ → %2$@", ["A", "B"], "A → B"),
      ("%2$@ 没有 %1$@", ["x", "y"], "y 没有 x"), ("100%% %@", ["sure"], "100% sure"),
      ("%@", [], ""), ("no placeholder", ["x"], "no placeholder"), ("odd %x", [], "odd %x"),
    ] as [(String, [String], String)])
  func theTwoWaysToFill_agree(template: String, arguments: [String], expected: String) {
    let parsed = Template(template)

    let filled: String
    switch arguments.count {
    case 0: filled = parsed()
    case 1: filled = parsed(arguments[0])
    default: filled = parsed(arguments[0], arguments[1])
    }

    #expect(filled == expected)
    #expect(parsed.filled(with: arguments) == expected)
  }

  @Test func fill_replacesPlaceholdersInOrderAndByPosition() {
    #expect(Template("%@ delay").filled(with: ["5 minutes"]) == "5 minutes delay")
    #expect(Template("%2$@ before %1$@").filled(with: ["a", "b"]) == "b before a")
    #expect(Template("100%% and %x").filled(with: []) == "100% and %x")
    #expect(Template("%@ %@").filled(with: ["only"]) == "only ")
    #expect(Template("%@, %@ and %@").filled(with: ["a", "b", "c"]) == "a, b and c")
    #expect(Template("%0$@ and %-1$@").filled(with: ["a"]) == "%0$@ and %-1$@")
    #expect(Template("%3$@ is not there").filled(with: ["a"]) == " is not there")
  }
}
