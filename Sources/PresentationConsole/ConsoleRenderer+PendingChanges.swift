import Presentation

extension ConsoleRenderer: PendingChangesView {
  /// Writes each change's sentences and cards, in order, to standard output.
  ///
  /// - Parameter changes: The changes, ready to read.
  public func displayPendingChanges(_ changes: [PendingChangeViewModel]) {
    for line in changes.flatMap(\.lines) {
      switch line {
      case .sentence(let sentence): writeLine(sentence, to: write)
      case .card(let card): display(card)
      }
    }
  }
}
