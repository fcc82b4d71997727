import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

@MainActor @Suite struct TemplateTests {
  @Test(
    arguments: [
      ("Trip %@", ["7"], "Trip 7"), ("%1$@ → %2$@", ["A", "B"], "A → B"),
      ("%2$@ 没有 %1$@", ["x", "y"], "y 没有 x"), ("100%% %@", ["sure"], "100% sure"),
      ("%@", [], ""), ("no placeholder", ["x"], "no placeholder"), ("odd %x", [], "odd %x"),
    ] as [(String, [String], String)])
  func fillsLikeTheStringTable(template: String, arguments: [String], expected: String) {
    let parsed = Template(template)

    let filled: String
    switch arguments.count {
    case 0: filled = parsed()
    case 1: filled = parsed(arguments[0])
    default: filled = parsed(arguments[0], arguments[1])
    }

    #expect(filled == expected)
    #expect(filled == parsed.filled(with: arguments))
  }
}
