import Presentation

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
