/// Where a run's log lines go: a file, standard error, or a test's spy.
public protocol LogDestination: Sendable {
  /// Writes one whole line, its line break included, with one write, so that lines of two
  /// runs sharing a log never mix.
  ///
  /// - Parameter line: The line.
  /// - Throws: ``LogFailure`` when the line could not be written whole.
  func write(_ line: String) throws(LogFailure)
}
