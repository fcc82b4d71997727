import Foundation
import Testing

/// Every file path and type name that ARCHITECTURE.md and `docs/` write in backticks exists:
/// renaming a file or a type fails here until the pages follow.
@Suite struct DocumentedNamesTests {
  private static let root = ExecutableDocumentationTests.root

  /// The pages checked, relative to the root. The benchmark history is left out: it records
  /// what was measured, with names of builds and types since gone.
  static let pages =
    ["ARCHITECTURE.md"]
    + ExecutableDocumentationTests.pages.filter {
      $0.hasPrefix("docs/") && $0 != "docs/benchmark-history.md"
    }

  /// Names in backticks that are not this package's and need not exist in it: Apple's, the
  /// toolchain's and other packages' types the pages compare with, and libpq's names and
  /// address schemes.
  private static let foreign: Set<String> = [
    "UILabel", "UIViewController", "Date", "Locale", "TimeZone", "Calendar", "Mutex", "Clock",
    "ContinuousClock", "Sendable", "Foundation", "Duration", "JSONEncoder", "Mirror",
    "DispatchQueue", "DispatchSerialQueue", "NSLock", "ParsableCommand", "FileManager",
    "ProcessInfo", "NSDateFormatter", "ViewController", "something.json", "postgresql://",
    "postgres://",
    "postgresql/libpq-fe.h", "PQpingParams", "gtk/gtk.h",
  ]

  /// Every file in the package outside build folders and `.git`, relative to the root.
  private static let files: [String] = {
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      // The window's package has a build folder of its own.
      let name = (path as NSString).lastPathComponent
      if name.hasPrefix(".git") || name.hasPrefix(".build") {
        enumerator?.skipDescendants()
        continue
      }
      files.append(path)
    }
    return files
  }()

  /// The Swift source of the package, joined, to look declarations up in.
  private static let swiftSource: String = files.filter { $0.hasSuffix(".swift") }
    .compactMap { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
    .joined(separator: "\n")

  /// The spans in backticks of `text`.
  static func codeSpans(in text: String) -> [String] {
    var spans: [String] = []
    var inFence = false
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      if inFence { continue }
      let parts = line.components(separatedBy: "`")
      spans += stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
    }
    return spans
  }

  /// Whether `span` names a file of the package: it has a folder or a file extension the
  /// package uses. Placeholders (`<Name>`), bare extensions and paths on the user's machine
  /// (`~/…`, `$XDG_DATA_HOME/…`) are not files of the package.
  static func isPath(_ span: String) -> Bool {
    guard !span.contains(" "), !span.contains("<"), !span.contains("://") else { return false }
    // Options, absolute paths, home folders, variables and dates are the user's, not files.
    guard let first = span.first, !".~$-/".contains(first), !first.isNumber else { return false }
    let extensions = [
      ".swift", ".md", ".txt", ".strings", ".json", ".bash", ".zsh", ".fish", ".docc",
    ]
    return span.contains("/") || extensions.contains { span.hasSuffix($0) }
  }

  /// The type a span names, when it reads as one: `TripView`, `TripView.display(_:)`.
  static func typeName(_ span: String) -> String? {
    let pattern = /^([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)(\.[a-z][A-Za-z0-9]*(\(.*\))?)?$/
    return (try? pattern.wholeMatch(in: span)).map { String($0.output.1) }
  }

  private static func exists(path span: String) -> Bool {
    let trimmed = span.hasSuffix("/") ? String(span.dropLast()) : span
    if trimmed.contains("*") {
      let pattern =
        "^"
        + NSRegularExpression.escapedPattern(for: trimmed)
        .replacingOccurrences(of: "\\*", with: "[^/]*") + "$"
      return files.contains { $0.range(of: pattern, options: .regularExpression) != nil }
    }
    // A path may be written from its target's folder: `Application/TripViewModel+Trip.swift`.
    if trimmed.contains("/") {
      return files.contains { $0 == trimmed || $0.hasSuffix("/" + trimmed) }
    }
    return files.contains { ($0 as NSString).lastPathComponent == trimmed }
  }

  /// The targets the manifests declare (the root's, the window's and the shapes'), which pages name like
  /// types.
  private static let targets: Set<String> = {
    let manifests = ["Package.swift", "Window/Package.swift", "Examples/Package.swift"].map {
      (try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) ?? ""
    }
    return Set(
      manifests.flatMap { $0.matches(of: /name: "([A-Za-z]+)"/).map { String($0.output.1) } })
  }()

  private static func declares(type name: String) -> Bool {
    if targets.contains(name) { return true }
    let pattern = "(struct|class|enum|protocol|actor|typealias|extension|case)\\s+\(name)\\b"
    return swiftSource.range(of: pattern, options: .regularExpression) != nil
  }

  @Test(arguments: pages)
  func everyPathAndTypeThePageNames_exists(page: String) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
    var missing: [String] = []
    for span in Set(Self.codeSpans(in: text)).sorted() {
      if Self.foreign.contains(span) { continue }
      if Self.isPath(span) {
        if !Self.exists(path: span) { missing.append(span) }
      } else if let type = Self.typeName(span), !Self.foreign.contains(type),
        !Self.declares(type: type)
      {
        missing.append(span)
      }
    }

    #expect(missing.isEmpty, "\(page) names what the package does not have: \(missing)")
  }

  /// The Swift files of the package, each as its lines, to look members up in.
  private static let swiftSources: [[String]] = files.filter { $0.hasSuffix(".swift") }
    .compactMap { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
    .map { $0.components(separatedBy: "\n") }

  /// Every `Type.member` and `Type.member(label:)` a page names, that the package does not
  /// declare with those labels on that type or an extension of it.
  static func undeclaredMembers(in text: String) -> [String] {
    Set(codeSpans(in: text)).sorted().filter { span in
      guard !isPath(span), let reference = CodeReference(span), reference.member != nil,
        reference.member != "self", !foreign.contains(reference.type)
      else { return false }
      return !SwiftDeclarations.declares(reference, inAnyOf: swiftSources)
    }
  }

  @Test(arguments: ["README.md"] + pages)
  func everyMemberThePageNames_isDeclaredWithItsLabels(page: String) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)

    let missing = Self.undeclaredMembers(in: text)

    #expect(missing.isEmpty, "\(page) names members the code does not declare so: \(missing)")
  }

  @Test func aMemberWithTheWrongLabels_orOnTheWrongType_isFound() {
    #expect(Self.undeclaredMembers(in: "`ShowExistingTrip.show(tripWithID:)`") == [])
    #expect(
      Self.undeclaredMembers(
        in: "`ShowExistingTrip.show(id:)`, `TripDataView.display(_:)`, `Trip.showTrip()`")
        == ["ShowExistingTrip.show(id:)", "Trip.showTrip()", "TripDataView.display(_:)"])
  }

  @Test func aRenamedFileOrType_wouldBeFound() {
    #expect(Self.isPath("Sources/App/Commands/ShowCommand.swift"))
    #expect(!Self.exists(path: "Sources/App/Commands/ShowCommandRenamed.swift"))
    #expect(Self.typeName("TripView.display(_:)") == "TripView")
    #expect(!Self.declares(type: "TripViewRenamed"))
    #expect(
      Self.codeSpans(in: "a `One` and `Two.swift`\n```\n`Three`\n```") == ["One", "Two.swift"])
  }
}
