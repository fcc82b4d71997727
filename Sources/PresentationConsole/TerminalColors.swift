import Presentation

/// Draws coloured text with ANSI escape sequences, or leaves it plain.
struct TerminalColors: Sendable {
  /// Which colours the terminal draws.
  let support: ColorSupport

  /// `text` in `color`: as the nearest of the eight basic ANSI colours (SGR 30–37) with
  /// ``ColorSupport/basic``, as a 24-bit colour with ``ColorSupport/trueColor``, and plain
  /// with ``ColorSupport/none`` or when `color` is `nil`.
  func paint(_ text: String, _ color: TextColor?) -> String {
    guard let color, !text.isEmpty else { return text }
    switch support {
    case .none:
      return text
    case .basic:
      return "\u{1B}[\(Self.basicCode(color))m\(text)\u{1B}[0m"
    case .trueColor:
      let red = Self.channel(color.red)
      let green = Self.channel(color.green)
      let blue = Self.channel(color.blue)
      return "\u{1B}[38;2;\(red);\(green);\(blue)m\(text)\u{1B}[0m"
    }
  }

  /// The basic colour whose channels are on where `color`'s are at least a fifth: red is 31,
  /// the dark blue of ``TextColor/onTime`` is 34.
  private static func basicCode(_ color: TextColor) -> Int {
    let red = color.red >= 0.2 ? 1 : 0
    let green = color.green >= 0.2 ? 2 : 0
    let blue = color.blue >= 0.2 ? 4 : 0
    return 30 + red + green + blue
  }

  private static func channel(_ component: Double) -> Int {
    Int((min(max(component, 0), 1) * 255).rounded())
  }
}

/// Which colours a terminal can draw, as the composition root learns it from the settings.
public enum ColorSupport: Equatable, Sendable {
  /// No colour: a pipe, `NO_COLOR`, `--color never`, or JSON.
  case none
  /// The terminal's own 16-colour palette, which its theme keeps readable on dark and light
  /// backgrounds alike: red (SGR 31) for late, blue (SGR 34) for on time.
  case basic
  /// Any 24-bit colour, for terminals that say so in `COLORTERM` (`truecolor` or `24bit`).
  case trueColor
}
