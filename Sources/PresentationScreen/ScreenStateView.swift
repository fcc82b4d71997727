/// A passive view of a screen's ``ScreenState``: it draws the state it is given and decides
/// nothing.
@MainActor
public protocol ScreenStateView: AnyObject {
  /// Shows `state` in place of the one before.
  func display(_ state: ScreenState)
}
