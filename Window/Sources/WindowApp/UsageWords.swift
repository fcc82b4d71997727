import Foundation
import Localization
import PresentationText
import StoreOpening

/// The words of `trips-window`'s help and of the settings it cannot use.
struct UsageWords {
  private let strings: LocalizedStrings

  init(locale: Locale) {
    strings = LocalizedStrings(locale: locale, tables: StringTables.table)
  }

  var help: String { strings.usageHelp + "\n" }
  var noDisplay: String { strings.usageNoDisplay }

  func scriptUnreadable(_ path: String) -> String {
    strings.usageScriptUnreadable(path: TerminalText.escaped(path))
  }

  func describe(_ problem: WindowOptions.Problem) -> String {
    switch problem {
    case .unknownOption(let option):
      strings.usageUnknownOption(option: TerminalText.escaped(option))
    case .missingValue(let option): strings.usageMissingValue(option: TerminalText.escaped(option))
    }
  }

  func describe(_ problem: SettingProblem) -> String {
    switch problem {
    case .emptyStorePath: strings.usageEmptyStorePath
    case .noHomeDirectory: strings.usageNoHomeDirectory
    case .invalidBusyTimeout(let text):
      strings.usageInvalidBusyTimeout(value: TerminalText.escaped(text))
    case .unknownTimeZone(let name): strings.usageUnknownTimeZone(name: TerminalText.escaped(name))
    case .unknownTimeZoneInTZ(let value):
      strings.usageUnknownTimeZoneInTZ(value: TerminalText.escaped(value))
    }
  }
}
