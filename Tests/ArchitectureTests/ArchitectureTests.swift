import Foundation
import Testing

/// The dependency rule, checked against the manifest and every `import` in the package.
@Suite(.serialized) struct ArchitectureTests {
  private static let facts = Result { try PackageFacts.load() }

  private func facts() throws -> [TargetFacts] {
    try Self.facts.get()
  }

  private func target(_ name: String) throws -> TargetFacts {
    try #require(try facts().first { $0.name == name })
  }

  /// The package's facts as if target `name` also depended on `dependencies` and imported
  /// `imports`: a planted break for a check to catch.
  private func facts(
    planting name: String, dependencies: Set<String> = [], imports: Set<String> = []
  ) throws -> [TargetFacts] {
    try facts().map { target in
      guard target.name == name else { return target }
      return TargetFacts(
        name: target.name, kind: target.kind,
        dependencies: target.dependencies.union(dependencies),
        imports: target.imports.union(imports))
    }
  }

  @Test func thePackage_keepsTheDependencyRule() throws {
    let facts = try facts()

    #expect(facts.count > 10, "the manifest could not be read")
    #expect(DependencyRule.violations(in: facts) == [])
  }

  @Test func domain_importsOnlyFoundation() throws {
    let domain = try target("Domain")

    #expect(domain.dependencies.isEmpty)
    #expect(domain.imports == ["Foundation"])
  }

  /// Presentation is what an app would take: it sees no terminal and no JSON, and nothing
  /// in the layers sees its deliveries.
  /// Domain is the model and its port: a capability some use cases need, or the offline
  /// changes' port, lives in a target of its own under `Sources/Ports`.
  @Test func domain_declaresNoPortButTheArticles() throws {
    let folder = PackageFacts.root.appendingPathComponent("Sources/Domain")
    var protocols: [String] = []
    for file in try PackageFacts.swiftFiles(under: folder) {
      protocols += Self.publicProtocols(in: try String(contentsOf: file, encoding: .utf8))
    }

    #expect(protocols.sorted() == Self.domainPorts)
  }

  @Test func theDomainCheck_catchesACapabilityDeclaredInDomain() {
    let planted = """
      /// A store that can tell whether anything changed.
      public protocol TripChangeTracking: Sendable {
        func changeToken() async throws(TripStoreError) -> TripChangeToken
      }
      """

    #expect(Self.publicProtocols(in: planted) == ["TripChangeTracking"])
    #expect((Self.domainPorts + Self.publicProtocols(in: planted)).sorted() != Self.domainPorts)
  }

  /// The ports Domain declares: the articles' repository and the store it grows into.
  private static let domainPorts = ["TripRepository", "TripStore"]

  private static func publicProtocols(in source: String) -> [String] {
    source.matches(of: #/public\s+protocol\s+(\w+)/#).map { String($0.output.1) }
  }

  @Test func presentation_knowsNoDelivery_andOnlyAppPicksOne() throws {
    let presentation = try target("Presentation")
    let deliveries: Set = [
      "PresentationText", "PresentationConsole", "PresentationJSON", "PresentationCalendar",
      "PresentationHTML", "PresentationScreen",
    ]
    let users = try facts().filter {
      $0.kind != "test" && !deliveries.contains($0.name)
        && !($0.dependencies.isDisjoint(with: deliveries)
          && $0.imports.isDisjoint(with: deliveries))
    }

    #expect(presentation.dependencies.isEmpty)
    #expect(presentation.imports.isSubset(of: ["Foundation"]))
    #expect(
      Set(users.map(\.name)) == ["App", "FuzzCommandLine", "FuzzTerminalText"])
  }

  @Test func presentation_neitherDependsOnNorImportsDomain() throws {
    let presentation = try target("Presentation")

    #expect(!presentation.dependencies.contains("Domain"))
    #expect(!presentation.imports.contains("Domain"))
  }

  /// Besides the composition (App, and StoreOpening, which every delivery shares), only
  /// programs that measure or exercise a store, the offline copy, which keeps its copy in a
  /// SQLite store, and the two file stores, which share StoreFiles.
  @Test func onlyApp_usesTheAdapters() throws {
    let users = try facts().filter {
      $0.kind != "test"
        && !($0.dependencies.isDisjoint(with: DependencyRule.outsideAdapters)
          && $0.imports.isDisjoint(with: DependencyRule.outsideAdapters))
    }

    #expect(
      Set(users.map(\.name))
        == [
          "App", "StoreOpening", "TripsBenchmarks", "TripsConcurrencyHelper", "FuzzJSONStore",
          "SQLiteStore", "JSONFileStore", "OfflineCopy",
        ])
  }

  /// A team that copies the lesson and its tests needs neither SQLite nor libpq.
  @Test func theLessonAndItsTests_reachNoFileNoServerAndNoSystemLibrary() throws {
    let facts = try facts()

    #expect(DependencyRule.closure(of: "ApplicationTests", in: facts).contains("InMemoryStore"))
    #expect(DependencyRule.outsideReach(in: facts) == [])
  }

  @Test func theReachCheck_catchesLessonTestSupportUsingTheSQLiteStore() throws {
    let facts = try facts(planting: "LessonTestSupport", dependencies: ["SQLiteStore"])

    #expect(
      DependencyRule.outsideReach(in: facts).filter { $0.hasPrefix("ApplicationTests") } == [
        "ApplicationTests reaches CSQLite", "ApplicationTests reaches SQLiteStore",
        "ApplicationTests reaches StoreFiles",
      ])
  }

  @Test func noTargetButTheirOwnScripts_dependsOnTheFuzzTargets() throws {
    let facts = try facts()
    let fuzzTargets = Set(facts.map(\.name).filter { $0.hasPrefix("Fuzz") && $0 != "FuzzDriver" })
    let users = facts.filter { !$0.dependencies.isDisjoint(with: fuzzTargets) }

    #expect(fuzzTargets.count == 5)
    #expect(users.map(\.name) == [])
  }

  @Test func theRule_catchesPresentationDependingOnDomainInTheManifest() throws {
    let facts = try facts(planting: "Presentation", dependencies: ["Domain"])

    #expect(
      DependencyRule.violations(in: facts) == ["Presentation depends on Domain in Package.swift"])
  }

  @Test func theRule_catchesAnImportOfDomainInPresentation() throws {
    let source = "import Foundation\n@testable import Domain\n"
    let facts = try facts(planting: "Presentation", imports: PackageFacts.imports(in: source))

    #expect(DependencyRule.violations(in: facts) == ["Presentation imports Domain"])
  }

  @Test func theRule_catchesALibraryUsingTheAdapters() throws {
    let facts = try facts(
      planting: "Application", dependencies: ["PostgreSQLStore"], imports: ["PostgreSQLStore"])

    #expect(
      DependencyRule.violations(in: facts) == [
        "Application depends on PostgreSQLStore in Package.swift",
        "Application imports PostgreSQLStore",
      ])
  }

  @Test(
    arguments: [
      ("import Domain", ["Domain"]), ("@testable import Domain", ["Domain"]),
      ("public import Foundation", ["Foundation"]), ("import struct Domain.Trip", ["Domain"]),
      ("  import Presentation // why", ["Presentation"]), ("// import Domain", []),
      ("let important = 1", []),
      (
        "import Foundation\nlet code = \"\"\"\n  import Domain\n  \"\"\"\nimport Testing",
        [
          "Foundation", "Testing",
        ]
      ),
    ] as [(String, Set<String>)])
  func importScanner_readsEveryFormOfImport(line: String, expected: Set<String>) {
    #expect(PackageFacts.imports(in: line) == expected)
  }
}
