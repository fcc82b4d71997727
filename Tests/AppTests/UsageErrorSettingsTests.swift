import CommandLineKit
import StoreOpening
import Testing

@testable import App

/// A setting no store, wait or time zone has is a usage error of the command line, in the
/// words of its problem.
@Suite struct UsageErrorSettingsTests {
  @Test(arguments: [
    (SettingProblem.emptyStorePath, UsageError(.emptyStorePath)),
    (.noHomeDirectory, UsageError(.noHomeDirectory)),
    (.invalidBusyTimeout("ten"), UsageError(.invalidBusyTimeout("ten"))),
    (.unknownTimeZone("Mars/Olympus"), UsageError(.unknownTimeZone("Mars/Olympus"))),
    (.unknownTimeZoneInTZ("Nowhere/Land"), UsageError(.unknownTimeZoneInTZ("Nowhere/Land"))),
  ])
  func eachProblem_isItsUsageError(problem: SettingProblem, expected: UsageError) {
    #expect(UsageError(setting: problem) == expected)
  }

  @Test func aSettingThatCannotBeUsed_isThrownAsAUsageError() {
    #expect(throws: UsageError(.emptyStorePath)) {
      try UsageError.fromSettings(try StoreLocation.resolve(option: "", environment: [:]))
    }
  }

  @Test func aSettingThatCanBeUsed_isReturned() throws {
    #expect(
      try UsageError.fromSettings(try StoreLocation.resolve(option: ":memory:", environment: [:]))
        == .memory)
  }
}
