import PresentationScreen

/// A view of states that only records what it was told.
@MainActor
final class ScreenStateSpy: ScreenStateView {
  private(set) var receivedStates: [ScreenState] = []

  func display(_ state: ScreenState) { receivedStates.append(state) }
}
