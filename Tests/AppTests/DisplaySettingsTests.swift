import CommandLineKit
import Foundation
import PostgreSQLStore
import Presentation
import PresentationConsole
import Testing

@testable import App

@MainActor @Suite struct DisplaySettingsTests {
  @Test(
    arguments: [
      ("de_DE", [:], "de_DE"),
      (nil, ["LC_ALL": "zh_CN.UTF-8", "LANG": "de_DE.UTF-8"], "zh_CN"),
      (nil, ["LC_MESSAGES": "fr_FR.UTF-8@euro", "LANG": "de_DE.UTF-8"], "fr_FR"),
      (nil, ["LANG": "en_GB.UTF-8"], "en_GB"),
      (nil, ["LC_ALL": "", "LANG": "de_DE"], "de_DE"),
      (nil, ["LANG": "C"], "en_US"),
      (nil, ["LC_ALL": "POSIX"], "en_US"),
      (nil, ["LANG": "C.UTF-8"], "en_US"),
      (nil, [:], "en_US"),
    ] as [(String?, [String: String], String)])
  func locale_followsOptionThenEnvironment(
    option: String?, environment: [String: String], expected: String
  ) {
    #expect(DisplaySettings.locale(option, environment: environment).identifier == expected)
  }

  @Test func timeZone_followsOptionThenTZThenSystem() throws {
    let zone = TimeZone(identifier: "Asia/Shanghai")!
    var asked = 0
    let system = {
      asked += 1
      return zone
    }

    #expect(
      try DisplaySettings.timeZone("UTC", environment: ["TZ": "Europe/Amsterdam"], system: system)
        == TimeZone(identifier: "UTC"))
    #expect(
      try DisplaySettings.timeZone(nil, environment: ["TZ": ":Europe/Amsterdam"], system: system)
        .identifier == "Europe/Amsterdam")
    #expect(asked == 0, "the system's zone is looked up only when nothing names one")
    #expect(try DisplaySettings.timeZone(nil, environment: ["TZ": ""], system: system) == zone)
    #expect(try DisplaySettings.timeZone(nil, environment: [:], system: system) == zone)
    #expect(asked == 2)
  }

  @Test func unknownTimeZone_isAUsageErrorNamingIt() {
    #expect(throws: UsageError(.unknownTimeZone("Mars/Olympus"))) {
      try DisplaySettings.timeZone("Mars/Olympus", environment: [:], system: { .gmt })
    }
    #expect(throws: UsageError(.unknownTimeZoneInTZ("Nowhere/Land"))) {
      try DisplaySettings.timeZone(nil, environment: ["TZ": "Nowhere/Land"], system: { .gmt })
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
