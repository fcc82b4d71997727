import Foundation
import StoreOpening
import Testing

/// The language and time zone a person asked for, from an option, the environment or the
/// system.
@Suite struct RegionSettingsTests {
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
    #expect(RegionSettings.locale(option, environment: environment).identifier == expected)
  }

  @Test func timeZone_followsOptionThenTZThenSystem() throws {
    let zone = TimeZone(identifier: "Asia/Shanghai")!
    var asked = 0
    let system = {
      asked += 1
      return zone
    }

    #expect(
      try RegionSettings.timeZone("UTC", environment: ["TZ": "Europe/Amsterdam"], system: system)
        == TimeZone(identifier: "UTC"))
    #expect(
      try RegionSettings.timeZone(nil, environment: ["TZ": ":Europe/Amsterdam"], system: system)
        .identifier == "Europe/Amsterdam")
    #expect(asked == 0, "the system's zone is looked up only when nothing names one")
    #expect(try RegionSettings.timeZone(nil, environment: ["TZ": ""], system: system) == zone)
    #expect(try RegionSettings.timeZone(nil, environment: [:], system: system) == zone)
    #expect(asked == 2)
  }

  @Test func unknownTimeZone_isAProblemNamingIt() {
    #expect(throws: SettingProblem.unknownTimeZone("Mars/Olympus")) {
      try RegionSettings.timeZone("Mars/Olympus", environment: [:], system: { .gmt })
    }
    #expect(throws: SettingProblem.unknownTimeZoneInTZ("Nowhere/Land")) {
      try RegionSettings.timeZone(nil, environment: ["TZ": "Nowhere/Land"], system: { .gmt })
    }
  }
}
