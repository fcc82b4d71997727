import ConsoleTerminal
import Testing

@testable import App

#if canImport(Glibc)
  import Glibc
#endif

/// How a failed write to standard output or standard error settles the exit status.
@Suite struct WriteFailureTests {
  private static let full = WriteFailure(code: ENOSPC)
  private static let closed = WriteFailure(code: EPIPE)
  private static let broken = WriteFailure(code: EIO)

  @Test(
    arguments: [
      (App.ExitStatus.success, nil, nil, App.ExitStatus.success, nil),
      (.failure, nil, nil, .failure, nil),
      (.success, full, nil, .storage, full),
      (.failure, broken, nil, .storage, broken),
      (.success, closed, nil, .success, nil),
      (.busy, closed, nil, .success, nil),
      (.success, full, full, .storage, nil),
      (.success, nil, broken, .storage, nil),
      (.failure, nil, closed, .failure, nil),
      (.success, closed, full, .storage, nil),
    ] as [(App.ExitStatus, WriteFailure?, WriteFailure?, App.ExitStatus, WriteFailure?)])
  func outcome(
    status: App.ExitStatus, output: WriteFailure?, errorOutput: WriteFailure?,
    expected: App.ExitStatus, report: WriteFailure?
  ) {
    let outcome = App.ExitStatus.settled(status, output: output, errorOutput: errorOutput)

    #expect(outcome.status == expected)
    #expect(outcome.report == report)
  }

  @Test func reason_isTheSystemsOwnWords() {
    #expect(Self.full.reason == "No space left on device")
    #expect(Self.closed.isClosedByReader)
    #expect(!Self.full.isClosedByReader)
  }
}
