/// A passive view that shows one piece of text: the console's counterpart of a `UILabel`.
///
/// A label has no logic. A presentation control sets its properties; a renderer draws it.
@MainActor
public protocol Label: AnyObject {
  /// The text to show, or `nil` for none.
  var text: String? { get set }
  /// Whether the label is left out when drawn.
  var isHidden: Bool { get set }
  /// The colour of the text, or `nil` for the output's default colour.
  var textColor: TextColor? { get set }
}

/// A label that only holds its properties, for renderers to read.
///
/// The properties are stored privately behind plain accessors. Every access is then known
/// to this module and none overlaps another, so an optimized build needs no run-time
/// exclusivity check for them, which would otherwise cost more than the assignment itself in
/// a long list.
@MainActor
public final class TextLabel: Label {
  private var storedText: String?
  private var storedIsHidden: Bool
  private var storedTextColor: TextColor?

  /// The text to show, or `nil` for none.
  public var text: String? {
    get { storedText }
    set { storedText = newValue }
  }
  /// Whether the label is left out when drawn.
  public var isHidden: Bool {
    get { storedIsHidden }
    set { storedIsHidden = newValue }
  }
  /// The colour of the text, or `nil` for the output's default colour.
  public var textColor: TextColor? {
    get { storedTextColor }
    set { storedTextColor = newValue }
  }

  /// Creates an empty, visible label in the default colour.
  ///
  /// - Parameters:
  ///   - text: The initial text.
  ///   - isHidden: Whether the label starts hidden.
  ///   - textColor: The initial colour.
  public init(text: String? = nil, isHidden: Bool = false, textColor: TextColor? = nil) {
    self.storedText = text
    self.storedIsHidden = isHidden
    self.storedTextColor = textColor
  }
}

extension Label {
  /// The text a renderer draws: empty when the label is hidden or has no text.
  public var visibleText: String {
    isHidden ? "" : (text ?? "")
  }
}
