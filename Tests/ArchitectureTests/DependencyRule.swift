import Foundation

/// What the architecture tests know about one target: what the manifest lets it depend on
/// and what its sources import.
struct TargetFacts: Equatable {
  let name: String
  let kind: String
  let dependencies: Set<String>
  let imports: Set<String>
  /// The target's folder, from the package's root.
  var path = ""
}

/// The dependency rule of Trips, as data, and the check that applies it.
///
/// A layer may depend on, and import, only the targets listed for it, plus the system
/// modules listed in `systemModules`. Domain sees nothing but Foundation; Presentation sees
/// nothing of Domain; of the product, only App sees the adapters, and the lesson's tests see
/// only the in-memory store.
enum DependencyRule {
  static let allowedDependencies: [String: Set<String>] = [
    // The lesson.
    "Domain": [],
    "Presentation": [],
    "Application": [
      "Domain", "Presentation", "StoreCapabilities", "OfflineChanges", "Localization",
    ],
    // How every module with sentences picks its language's table.
    "Localization": [],
    // The ports beside the lesson's: thin interface targets, seeing only Domain.
    "StoreCapabilities": ["Domain"],
    "OfflineChanges": ["Domain"],
    "StoreEvents": ["Domain"],
    // The deliveries of Presentation, beside it: what an app would leave behind.
    "PresentationText": ["Presentation"],
    "PresentationConsole": ["Presentation", "PresentationText"],
    "PresentationJSON": ["Presentation", "PresentationText"],
    "PresentationCalendar": ["Presentation"],
    "PresentationHTML": ["Presentation"],
    "PresentationScreen": ["Presentation"],
    // The console's device, for App: the terminal of `watch`.
    "ConsoleTerminal": [],
    // The adapters: one per store, each with its own system module, sharing pure-Swift helpers.
    "StoreSupport": ["Domain", "StoreCapabilities", "OfflineChanges"],
    "StoreFiles": ["Domain"],
    "InMemoryStore": ["Domain", "StoreCapabilities", "OfflineChanges", "StoreSupport"],
    "SQLiteStore": ["Domain", "StoreCapabilities", "StoreSupport", "StoreFiles", "CSQLite"],
    "JSONFileStore": ["Domain", "StoreCapabilities", "StoreSupport", "StoreFiles"],
    "PostgreSQLStore": [
      "Domain", "StoreCapabilities", "OfflineChanges", "StoreEvents", "StoreSupport", "CLibPQ",
    ],
    "OfflineCopy": [
      "Domain", "StoreCapabilities", "OfflineChanges", "StoreEvents", "StoreSupport",
      "SQLiteStore",
    ],
    // The run's log: decorators of the ports, and the adapters' reports as lines.
    "RunLog": ["Domain", "StoreCapabilities", "OfflineChanges", "StoreEvents", "Presentation"],
    // The command-line kit: it knows no trip, so a team could lift it out.
    "CommandLineKit": ["Localization"],
    // The composition every delivery shares: settings that name a store, and its opening.
    "StoreOpening": [
      "Application", "Domain", "StoreCapabilities", "OfflineChanges", "StoreEvents", "Presentation",
      "InMemoryStore", "JSONFileStore", "OfflineCopy", "PostgreSQLStore", "SQLiteStore",
    ],
    // How a person types a time or a day, for every delivery that reads one.
    "TimeSpelling": ["Application"],
    // The composition root of `trips`: with StoreOpening, the only product code that sees the
    // adapters.
    "App": [
      "Domain", "StoreCapabilities", "OfflineChanges", "Presentation", "PresentationConsole",
      "PresentationJSON", "PresentationText", "Localization",
      "PresentationCalendar", "PresentationHTML", "Application", "CommandLineKit",
      "ConsoleTerminal", "InMemoryStore", "OfflineCopy", "PostgreSQLStore", "RunLog",
      "StoreEvents", "StoreOpening", "TimeSpelling",
    ],
    // The `trips` executable: one call into the composition root.
    "TripsMain": ["App"],
    // Tools. The benchmark is a second composition root: it wires real adapters to measure
    // them, with the integration support's seeded random numbers for its workload.
    "TripsBenchmarks": [
      "Domain", "Presentation", "Application", "JSONFileStore", "OfflineCopy", "PostgreSQLStore",
      "SQLiteStore", "IntegrationTestSupport",
    ],
    "UseCaseGenerator": [],
    "NewUseCase": ["UseCaseGenerator", "StringTableCompiler"],
    // The build plugin that compiles App's string tables, and its tool.
    "StringsFileFormat": [],
    "StringTableCompiler": ["StringsFileFormat"],
    "StringTables": ["StringTableCompiler"],
    // Fuzz targets: each linking only what it fuzzes and the driver.
    "FuzzDriver": [],
    "FuzzCommandLine": [
      "App", "Application", "CommandLineKit", "Presentation", "PresentationText", "FuzzDriver",
    ],
    "FuzzTimeArgument": ["TimeSpelling", "FuzzDriver"],
    "FuzzJSONStore": ["JSONFileStore", "FuzzDriver"],
    "FuzzStringsFile": ["StringsFileFormat", "FuzzDriver"],
    "FuzzTerminalText": ["Presentation", "PresentationConsole", "PresentationText", "FuzzDriver"],
    // Test support: what the lesson's tests arrange through, and what integration tests run.
    "LessonTestSupport": [
      "Domain", "StoreCapabilities", "OfflineChanges", "Presentation", "InMemoryStore",
    ],
    "IntegrationTestSupport": [],
    // The checkers of the deliveries: outside programs, run as the integration support runs them.
    "DeliveryCheckers": ["IntegrationTestSupport"],
    "TripsConcurrencyHelper": ["Domain", "JSONFileStore", "PostgreSQLStore", "SQLiteStore"],
  ]

  static let systemModules: [String: Set<String>] = [
    "Domain": ["Foundation"],
    "StoreCapabilities": ["Foundation"],
    "OfflineChanges": ["Foundation"],
    "StoreEvents": ["Foundation"],
    "Presentation": ["Foundation"],
    "Localization": ["Foundation"],
    "Application": ["Foundation", "Synchronization"],
    "PresentationText": ["Foundation"],
    "PresentationConsole": ["Foundation"],
    "PresentationJSON": ["Foundation"],
    "PresentationCalendar": ["Foundation"],
    "PresentationHTML": ["Foundation"],
    "PresentationScreen": [],
    "ConsoleTerminal": ["Foundation", "Dispatch", "Synchronization", "Glibc", "Musl", "Darwin"],
    "StoreSupport": ["Foundation", "Dispatch"],
    "StoreFiles": ["Foundation", "Glibc", "Musl", "Darwin"],
    "InMemoryStore": ["Foundation"],
    "SQLiteStore": ["Foundation", "Glibc", "Musl", "Darwin"],
    "JSONFileStore": ["Foundation"],
    "PostgreSQLStore": ["Foundation", "Glibc", "Musl", "Darwin", "Synchronization"],
    "OfflineCopy": ["Foundation", "Synchronization"],
    "RunLog": ["Foundation", "Synchronization", "Glibc", "Musl", "Darwin"],
    "CommandLineKit": ["Foundation", "Synchronization"],
    "StoreOpening": ["Foundation"],
    "TimeSpelling": ["Foundation"],
    "App": ["Foundation", "Dispatch", "Synchronization", "Glibc", "Musl", "Darwin"],
    "TripsMain": [],
    "TripsBenchmarks": ["Foundation", "Glibc", "Musl", "Darwin", "Synchronization"],
    "UseCaseGenerator": ["Foundation"],
    "NewUseCase": ["Foundation", "PackagePlugin"],
    "StringsFileFormat": [],
    "StringTableCompiler": ["Foundation"],
    "StringTables": ["Foundation", "PackagePlugin"],
    "FuzzDriver": ["Foundation"],
    "FuzzCommandLine": ["Foundation"],
    "FuzzTimeArgument": ["Foundation"],
    "FuzzJSONStore": ["Foundation"],
    "FuzzStringsFile": [],
    "FuzzTerminalText": ["Foundation"],
    "LessonTestSupport": ["Foundation", "Synchronization", "Testing"],
    "IntegrationTestSupport": ["Foundation", "Synchronization", "Glibc", "Musl", "Darwin"],
    "DeliveryCheckers": ["Foundation", "Testing"],
    "TripsConcurrencyHelper": ["Foundation", "Glibc", "Musl", "Darwin"],
  ]

  /// The test targets of the lesson and its deliveries: what a team copies with the lesson.
  static let lessonTests: Set<String> = [
    "DomainTests", "PortsTests", "LocalizationTests", "ApplicationTests", "PresentationTests",
    "PresentationConsoleTests",
    "PresentationJSONTests", "PresentationCalendarTests", "PresentationHTMLTests",
    "PresentationScreenTests",
  ]

  /// The adapters that reach a file, a server or a system library. The in-memory store and
  /// the pure-Swift helpers it shares are not among them: the lesson's tests arrange through it.
  static let outsideAdapters: Set<String> = [
    "SQLiteStore", "JSONFileStore", "PostgreSQLStore", "OfflineCopy", "StoreFiles",
  ]

  /// Every target `name` depends on, directly or through others.
  static func closure(of name: String, in targets: [TargetFacts]) -> Set<String> {
    let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
    var reached = Set<String>()
    var waiting = Array(byName[name]?.dependencies ?? [])
    while let next = waiting.popLast() {
      guard reached.insert(next).inserted else { continue }
      waiting.append(contentsOf: byName[next]?.dependencies ?? [])
    }
    return reached
  }

  /// Every way the lesson, the deliveries and their tests reach beyond the toolchain, as
  /// sentences; empty when their closures hold no outside adapter and no system library.
  static func outsideReach(in targets: [TargetFacts]) -> [String] {
    let systemLibraries = Set(targets.filter { $0.kind == "system" }.map(\.name))
    let lessonTargets: Set = ["Domain", "Application", "Presentation"]
    var found: [String] = []
    for name in lessonTests.union(lessonTargets).sorted() {
      let reached = closure(of: name, in: targets)
      for target in reached.intersection(outsideAdapters.union(systemLibraries)).sorted() {
        found.append("\(name) reaches \(target)")
      }
    }
    return found
  }

  /// Every way the targets break the rule, as sentences; empty when they keep it.
  static func violations(in targets: [TargetFacts]) -> [String] {
    var found: [String] = []
    let layers = targets.filter { $0.kind != "test" && $0.kind != "system" }
    for target in layers {
      guard let allowed = allowedDependencies[target.name] else {
        found.append("\(target.name) has no place in the dependency rule")
        continue
      }
      for dependency in target.dependencies.subtracting(allowed).sorted() {
        found.append("\(target.name) depends on \(dependency) in Package.swift")
      }
      let importable = allowed.union(systemModules[target.name] ?? [])
      for module in target.imports.subtracting(importable).sorted() {
        found.append("\(target.name) imports \(module)")
      }
    }
    let appTests: Set = ["AppTests", "AcceptanceTests"]
    for target in targets where target.kind == "test" && !appTests.contains(target.name) {
      if target.imports.contains("App") {
        found.append("\(target.name) imports App; only AppTests and AcceptanceTests may")
      }
    }
    return found
  }
}

/// Reads the facts of the package on disk.
enum PackageFacts {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The manifest as SwiftPM reads it, with every target's sources' imports.
  ///
  /// `swift package dump-package` runs with its own scratch folder, because the test run
  /// holds the lock on `.build`.
  static func load() throws -> [TargetFacts] {
    let manifest = try dumpPackage()
    guard let targets = manifest["targets"] as? [[String: Any]] else { return [] }
    return try targets.map { target in
      let name = target["name"] as? String ?? ""
      let kind = target["type"] as? String ?? ""
      let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap {
        dependency -> String? in
        for key in ["byName", "target", "product"] {
          if let value = dependency[key] as? [Any], let first = value.first as? String {
            return first
          }
        }
        return nil
      }
      let defaultFolder = ["test": "Tests", "plugin": "Plugins"][kind] ?? "Sources"
      let path = target["path"] as? String ?? "\(defaultFolder)/\(name)"
      return TargetFacts(
        name: name, kind: kind, dependencies: Set(dependencies),
        imports: try imports(under: root.appendingPathComponent(path)), path: path)
    }
  }

  /// The modules imported by the Swift files under `folder`.
  static func imports(under folder: URL) throws -> Set<String> {
    var modules = Set<String>()
    for file in try swiftFiles(under: folder) {
      modules.formUnion(imports(in: try String(contentsOf: file, encoding: .utf8)))
    }
    return modules
  }

  /// The modules one source text imports, with or without attributes and access levels
  /// (`@testable import X`, `public import X`, `import struct X.Y`). Lines inside a
  /// multi-line string literal are text, not imports: the generator's templates hold some.
  static func imports(in source: String) -> Set<String> {
    let pattern =
      #/^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|let|var)\s+)?([A-Za-z_][A-Za-z0-9_]*)/#
    var modules = Set<String>()
    var inMultiLineString = false
    for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
      if !inMultiLineString, let match = line.firstMatch(of: pattern) {
        modules.insert(String(match.1))
      }
      if line.split(separator: "\"\"\"", omittingEmptySubsequences: false).count % 2 == 0 {
        inMultiLineString.toggle()
      }
    }
    return modules
  }

  static func swiftFiles(under folder: URL) throws -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
  }

  private static func dumpPackage() throws -> [String: Any] {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("trips-architecture-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
    process.currentDirectoryURL = root
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
  }
}
