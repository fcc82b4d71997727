import Foundation
import LessonTestSupport

/// App's golden files, in `Golden/`: help, the manual page, completions and cards.
enum AppGolden {
  static let folder = GoldenFolder(
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden"))
}
