import Foundation
import LessonTestSupport

/// App's golden files (`Tests/AppTests/Golden`), which the acceptance tests hold the whole
/// program's output to as well.
enum Golden {
  static let folder = GoldenFolder(
    ExecutableDocumentationTests.root.appendingPathComponent("Tests/AppTests/Golden"))
}
