import Foundation

/// The `.strings` files a target of the package keeps in `Resources/<language>.lproj`, read
/// with Foundation: what translators edit, and what the compiled tables must equal.
public enum StringsResources {
  /// The package's root folder.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The path of `language`'s file in `target`, from the package's root.
  ///
  /// - Parameters:
  ///   - language: The folder's language, as written: `en`, `de`, `zh-Hans`.
  ///   - target: The target's folder under `Sources`: `Application` or `App`.
  public static func file(_ language: String, in target: String) -> String {
    "Sources/\(target)/Resources/\(language).lproj/Localizable.strings"
  }

  /// The table of `language`'s file in `target`, as Foundation's property-list reader reads it.
  ///
  /// - Parameters:
  ///   - language: The folder's language, as written: `en`, `de`, `zh-Hans`.
  ///   - target: The target's folder under `Sources`: `Application` or `App`.
  /// - Throws: When the file cannot be read or is not a table of strings.
  public static func table(_ language: String, in target: String) throws -> [String: String] {
    let url = packageRoot.appendingPathComponent(file(language, in: target))
    let read = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: url), format: nil)
    guard let table = read as? [String: String] else {
      throw CocoaError(.propertyListReadCorrupt)
    }
    return table
  }
}
