import DeliveryCheckers
import Testing

/// What a delivery test does about a checker it needs: a missing checker fails under
/// `CI=true`, where `.ci/run` installs every one, and is skipped elsewhere.
@Suite struct CheckerVerdictTests {
  private static let found: Result<String, Checkers.Missing> = .success("/usr/bin/chromium")
  private static let missing: Result<String, Checkers.Missing> = .failure(
    Checkers.Missing("no Chromium on PATH"))

  @Test func aCheckerThatIsThere_runs_inCIAndOutside() {
    #expect(Checkers.verdict(for: Self.found, environment: [:]) == .run("/usr/bin/chromium"))
    #expect(
      Checkers.verdict(for: Self.found, environment: ["CI": "true"]) == .run("/usr/bin/chromium"))
  }

  @Test func aMissingChecker_failsTheRunInCI() {
    #expect(
      Checkers.verdict(for: Self.missing, environment: ["CI": "true"])
        == .fail("a checker cannot run: no Chromium on PATH"))
  }

  @Test func aMissingChecker_isSkippedOnADevelopersMachine() {
    #expect(
      Checkers.verdict(for: Self.missing, environment: ["CI": "1"])
        == .skip("skipped: no Chromium on PATH"))
    #expect(
      Checkers.verdict(for: Self.missing, environment: [:]) == .skip("skipped: no Chromium on PATH")
    )
  }

  @Test func checkersLeftOutOnPurpose_areSkipped_evenInCI() {
    let environment = ["CI": "true", "TRIPS_SKIP_CHECKERS": "1"]

    #expect(
      Checkers.verdict(for: Self.missing, environment: environment)
        == .skip("TRIPS_SKIP_CHECKERS=1 leaves them out"))
    #expect(
      Checkers.verdict(for: Self.found, environment: environment)
        == .skip("TRIPS_SKIP_CHECKERS=1 leaves them out"))
  }
}
