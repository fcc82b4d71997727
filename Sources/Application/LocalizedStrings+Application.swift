import Foundation
import Localization

extension LocalizedStrings {
  /// The sentences of the Application layer for `locale`.
  init(locale: Locale) {
    self.init(locale: locale, tables: StringTables.table)
  }

  /// The raw template of one of the Application layer's sentences, its placeholders unfilled.
  func template(_ key: StringTables.Key) -> String {
    template(key.rawValue)
  }
}
