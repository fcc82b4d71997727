import CommandLineKit
import Foundation
import PostgreSQLStore
import Presentation
import PresentationConsole
import Testing

@testable import App

@MainActor @Suite struct StoreLocationTests {
  @Test func option_winsOverTheEnvironment() throws {
    let location = try StoreLocation.resolve(
      option: "/tmp/a.sqlite", environment: ["TRIPS_STORE": "/tmp/b.json"])

    #expect(location == .sqlite(path: "/tmp/a.sqlite"))
  }

  @Test func environment_winsOverTheDefault() throws {
    let location = try StoreLocation.resolve(
      option: nil, environment: ["TRIPS_STORE": "/tmp/b.JSON", "HOME": "/home/x"])

    #expect(location == .json(path: "/tmp/b.JSON"))
  }

  /// Only a `postgresql://` or `postgres://` address selects the PostgreSQL store; the
  /// environment goes with it, for libpq to read.
  @Test(arguments: ["postgresql://db.example/trips", "POSTGRES://db.example/trips"])
  func aPostgreSQLAddress_selectsThePostgreSQLStore(address: String) throws {
    let environment = ["TRIPS_STORE": address, "PGUSER": "ann"]

    let location = try StoreLocation.resolve(option: nil, environment: environment)

    #expect(location == .postgresql(PostgreSQLAddress(address)!, environment: environment))
  }

  @Test(arguments: ["postgresql:trips", "postgresql", "./postgres://x", "mysql://db/trips"])
  func anythingElse_isAFile(path: String) throws {
    let location = try StoreLocation.resolve(option: path, environment: [:])

    #expect(location == .sqlite(path: path))
  }

  @Test func memory_isChosenByItsName() throws {
    #expect(try StoreLocation.resolve(option: ":memory:", environment: [:]) == .memory)
  }

  @Test func default_isUnderXDGDataHome() throws {
    let location = try StoreLocation.resolve(
      option: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/x"])

    #expect(location == .sqlite(path: "/data/trips/trips.sqlite"))
  }

  @Test(arguments: [[:], ["XDG_DATA_HOME": ""], ["XDG_DATA_HOME": "relative/path"]])
  func default_fallsBackToTheHomeDirectory(extra: [String: String]) throws {
    let environment = extra.merging(["HOME": "/home/x", "TRIPS_STORE": ""]) { $1 }

    let location = try StoreLocation.resolve(option: nil, environment: environment)

    #expect(location == .sqlite(path: "/home/x/.local/share/trips/trips.sqlite"))
  }

  @Test func noHome_isAUsageError() {
    #expect(throws: UsageError(.noHomeDirectory)) {
      try StoreLocation.resolve(option: nil, environment: [:])
    }
  }

  @Test func emptyOption_isAUsageError() {
    #expect(throws: UsageError(.emptyStorePath)) {
      try StoreLocation.resolve(option: "", environment: [:])
    }
  }
}

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
