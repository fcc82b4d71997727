/// A colour for text, as a view model states it: by meaning first, by components second.
///
/// Views decide how to draw a colour; the console renderer turns it into the nearest of the
/// terminal's basic colours, or into a 24-bit ANSI
/// escape sequence.
public struct TextColor: Equatable, Hashable, Sendable {
  /// The red component, from 0 to 1.
  public let red: Double
  /// The green component, from 0 to 1.
  public let green: Double
  /// The blue component, from 0 to 1.
  public let blue: Double

  /// Creates a colour from components between 0 and 1.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  public init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The departure time of a trip that leaves on schedule: a dark blue.
  public static let onTime = TextColor(red: 0, green: 0, blue: 0.4)

  /// The departure time of a trip that left late: red.
  public static let late = TextColor(red: 1, green: 0, blue: 0)
}
