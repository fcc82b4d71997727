import Foundation
import IntegrationTestSupport
import Testing

@testable import UseCaseGenerator

/// The guide's table of the files `new-use-case` touches (`docs/adding-a-use-case.md`) is
/// true: the generator, run on a package with every file it extends, writes exactly the
/// table's files, less the two that the build and the golden helper write after it.
@Suite struct GuideFileListTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The files the guide's table names, with `<Name>` and `<Command>` as written there.
  private static func guideFiles() throws -> Set<String> {
    let guide = try String(
      contentsOf: root.appendingPathComponent("docs/adding-a-use-case.md"), encoding: .utf8)
    let table = try #require(
      guide.components(separatedBy: "| file | what is in it, and why |").last)
    let rows = table.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("| `") }
    return Set(rows.compactMap { $0.firstMatch(of: #/^\| `([^`]+)`/#).map { String($0.1) } })
  }

  /// A package with the real files the generator extends, copied from this one.
  private static func package() throws -> TemporaryDirectory {
    let directory = TemporaryDirectory()
    let extended = [
      PackageFolder.commandList, PackageFolder.manual, PackageFolder.catalog,
      PackageFolder.architecture,
    ]
    let languages = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent(PackageFolder.stringsFolder).path)
    let strings = languages.map { "\(PackageFolder.stringsFolder)/\($0)/Localizable.strings" }
    for path in extended + strings {
      let target = URL(fileURLWithPath: directory.file(path))
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: root.appendingPathComponent(path), to: target)
    }
    return directory
  }

  @Test func theGuidesTable_namesEveryFileTheGeneratorWrites_andNoOther() throws {
    let directory = try Self.package()
    // A name no generated use case takes, so the test also runs in the generator's own check.
    let request = try UseCaseRequest(name: "GuideProbe", kind: "list", commandName: "guide-probe")

    let written = try PackageFolder(root: URL(fileURLWithPath: directory.path))
      .write(UseCaseTemplates(request: request))
    let named = Set(
      written.map {
        $0.replacingOccurrences(of: "GuideProbeCommand", with: "<Command>Command")
          .replacingOccurrences(of: "GuideProbe", with: "<Name>")
          .replacing(#/Resources/[^/]+\.lproj/#, with: "Resources/*.lproj")
      })

    // The compiled sentences and the goldens come after: the build and the golden helper.
    let after: Set = ["Tests/AppTests/Golden/*"]
    #expect(named == (try Self.guideFiles()).subtracting(after))
    #expect(after.isSubset(of: try Self.guideFiles()))
  }
}
