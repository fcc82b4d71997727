import CommandLineKit
import Foundation
import PostgreSQLStore
import Presentation
import PresentationConsole
import Testing

@testable import App

@MainActor @Suite struct DisplaySettingsTests {
  @Test func anUnknownTimeZone_isAUsageErrorNamingIt() throws {
    #expect(throws: UsageError(.unknownTimeZone("Mars/Olympus"))) {
      try DisplaySettings.resolve(
        try options("--time-zone", "Mars/Olympus"), environment: [:], systemTimeZone: { .gmt },
        outputIsTerminal: false)
    }
    #expect(throws: UsageError(.unknownTimeZoneInTZ("Nowhere/Land"))) {
      try DisplaySettings.resolve(
        try options(), environment: ["TZ": "Nowhere/Land"], systemTimeZone: { .gmt },
        outputIsTerminal: false)
    }
  }

  @Test(
    arguments: [
      (ColorChoice.always, [:], false, true),
      (.always, ["NO_COLOR": "1"], false, true),
      (.never, [:], true, false),
      (.auto, [:], true, true),
      (.auto, [:], false, false),
      (.auto, ["NO_COLOR": "1"], true, false),
      (.auto, ["NO_COLOR": ""], true, true),
      (.auto, ["TERM": "dumb"], true, false),
    ] as [(ColorChoice, [String: String], Bool, Bool)])
  func colour_followsChoiceEnvironmentAndTerminal(
    choice: ColorChoice, environment: [String: String], isTerminal: Bool, expected: Bool
  ) {
    #expect(
      DisplaySettings.usesColor(choice, environment: environment, isTerminal: isTerminal)
        == expected)
  }

  @Test(
    arguments: [
      ([:], ColorSupport.basic),
      (["COLORTERM": "truecolor"], .trueColor),
      (["COLORTERM": "24bit"], .trueColor),
      (["COLORTERM": "TrueColor"], .trueColor),
      (["COLORTERM": "yes"], .basic),
      (["COLORTERM": ""], .basic),
    ] as [([String: String], ColorSupport)])
  func colour_isTheBasicPalette_unlessCOLORTERMPromises24Bit(
    environment: [String: String], expected: ColorSupport
  ) throws {
    let settings = try DisplaySettings.resolve(
      try options("--color", "always"), environment: environment, systemTimeZone: { .gmt },
      outputIsTerminal: true)

    #expect(settings.colors == expected)
  }

  @Test func json_isNeverColoured() throws {
    let settings = try DisplaySettings.resolve(
      try options("--format", "json", "--color", "always"), environment: [:],
      systemTimeZone: { .gmt },
      outputIsTerminal: true)

    #expect(settings.colors == .none)
  }

  /// The global options as `trips demo` reads them after `arguments`.
  private func options(_ arguments: String...) throws -> GlobalOptions {
    try Invocation.parse(arguments + ["demo"]).options
  }
}
