import Foundation
import Presentation

extension TripViewModel {
  /// Replaces the narrow and ordinary no-break spaces some locales put in times (`3:09 PM`)
  /// with plain spaces, for every delivery: a terminal and every font draw a plain space one
  /// column wide, and a program that reads the words finds the same bytes as on a card.
  static func withPlainSpaces(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(scalar == "\u{202F}" || scalar == "\u{00A0}" ? " " : scalar)
    }
    return String(scalars)
  }
}
