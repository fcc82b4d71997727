import Foundation
import Presentation

/// A ``TextColor`` as the page writes it: darkened, when it must be, until it is readable on
/// the page's white.
///
/// WCAG 2 AA asks for a contrast ratio of at least 4.5:1 for text. The card's red
/// (`#FF0000`) reaches only 4.0:1 on white, so the page shows the darkest step of the same
/// hue that passes instead.
enum PageColor {
  /// The contrast ratio the page keeps for text, WCAG 2 AA.
  static let minimumContrast = 4.5

  /// `color` as a CSS hex colour with at least ``minimumContrast`` against white.
  static func css(_ color: TextColor) -> String {
    var (red, green, blue) = (color.red, color.green, color.blue)
    while contrastOnWhite(red, green, blue) < minimumContrast {
      (red, green, blue) = (red * 0.95, green * 0.95, blue * 0.95)
    }
    return "#" + [red, green, blue].map(hex).joined()
  }

  /// The WCAG contrast ratio of a colour against white: (1 + 0.05) / (L + 0.05).
  static func contrastOnWhite(_ red: Double, _ green: Double, _ blue: Double) -> Double {
    let byte = { (channel: Double) in (channel * 255).rounded() / 255 }
    let luminance =
      0.2126 * linear(byte(red)) + 0.7152 * linear(byte(green)) + 0.0722 * linear(byte(blue))
    return 1.05 / (luminance + 0.05)
  }

  private static func linear(_ channel: Double) -> Double {
    channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
  }

  private static func hex(_ channel: Double) -> String {
    let value = Int((channel * 255).rounded())
    let digits = String(value, radix: 16, uppercase: true)
    return value < 16 ? "0" + digits : digits
  }
}
