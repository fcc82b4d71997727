/// Draws coloured text with ANSI escape sequences, or leaves it plain.
struct TerminalColors: Sendable {
  /// Whether escape sequences are written at all.
  let isEnabled: Bool

  /// `text` in `color`, as 24-bit ANSI foreground colour; plain when disabled or when
  /// `color` is `nil`.
  func paint(_ text: String, _ color: TextColor?) -> String {
    guard isEnabled, let color, !text.isEmpty else { return text }
    let red = Self.channel(color.red)
    let green = Self.channel(color.green)
    let blue = Self.channel(color.blue)
    return "\u{1B}[38;2;\(red);\(green);\(blue)m\(text)\u{1B}[0m"
  }

  private static func channel(_ component: Double) -> Int {
    Int((min(max(component, 0), 1) * 255).rounded())
  }
}
