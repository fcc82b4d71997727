// swift-tools-version:6.2
// Trips, in the order a reader meets it: the lesson, its deliveries, the adapters, App (the
// composition root), the tools, and the tests.
//
// The dependency rule is written once, as data, in Tests/ArchitectureTests/DependencyRule.swift;
// ARCHITECTURE.md shows it as a table written from there. The architecture tests fail when
// this file or an `import` in the sources breaks it.
import PackageDescription

// MARK: - The lesson: the articles' code. Any target may depend on it.

let lesson: [Target] = [
  .target(
    name: "Domain"
  ),
  .target(
    name: "Presentation"
  ),
  .target(
    name: "Application",
    dependencies: [
      "Domain", "Presentation", "StoreCapabilities", "OfflineChanges", "Localization",
    ],
    // Its sentences are compiled from Resources by the StringTables build plugin, as App's
    // and CommandLineKit's are; the card's English words are in TripFormats.swift.
    exclude: ["Resources"],
    plugins: ["StringTables"]
  ),
]

// MARK: - Ports beside the lesson's: what only some use cases need of a store, each in a thin
// interface target its adapters implement, as a client's interface stays apart from its live
// implementation.

let ports: [Target] = [
  // A change token, announcements, moving and identity.
  .target(
    name: "StoreCapabilities",
    dependencies: ["Domain"],
    path: "Sources/Ports/StoreCapabilities"
  ),
  // Changes made on this computer and kept until the store applies them under their keys.
  .target(
    name: "OfflineChanges",
    dependencies: ["Domain"],
    path: "Sources/Ports/OfflineChanges"
  ),
  // What only an adapter knows (the server it reached, the changes it tried again), told to
  // whoever the composition root chooses: the run's log, or nobody.
  .target(
    name: "StoreEvents",
    dependencies: ["Domain"],
    path: "Sources/Ports/StoreEvents"
  ),
]

// MARK: - Sentences: how every module with words picks its language's table. The StringTables
// plugin compiles each module's tables and typed accessors onto this target's type.

let sentences: [Target] = [
  .target(
    name: "Localization"
  )
]

// MARK: - Deliveries: the same view models laid out for one medium. App and tools use them.

let deliveries: [Target] = [
  // What the text deliveries share: text from people and programs escaped for a terminal, and
  // messages as lines on standard error, for the deliveries whose output is a document.
  .target(
    name: "PresentationText",
    dependencies: ["Presentation"]
  ),
  .target(
    name: "PresentationConsole",
    dependencies: ["Presentation", "PresentationText"]
  ),
  .target(
    name: "PresentationJSON",
    dependencies: ["Presentation", "PresentationText"]
  ),
  .target(
    name: "PresentationCalendar",
    dependencies: ["Presentation"]
  ),
  .target(
    name: "PresentationHTML",
    dependencies: ["Presentation"]
  ),
  // What a screen that stays open shows around a use case's pushes (loading, failure with
  // Retry, empty) and the weak proxy a use case holds it by: the window's states, without GTK.
  .target(
    name: "PresentationScreen",
    dependencies: ["Presentation"]
  ),
  // Not a delivery but the console's devices: the process's standard streams and environment,
  // and the terminal of `watch` (raw mode, keys, width and Control-C), for App.
  .target(
    name: "ConsoleTerminal"
  ),
]

// MARK: - Adapters: one target per store, behind Domain's ports. App, the tools and the tests
// use them; the lesson's tests use only the in-memory store.

let adapters: [Target] = [
  // Pure Swift, shared by the stores: the table every store keeps, a move's source and the
  // serial executor the stores run on.
  .target(
    name: "StoreSupport",
    dependencies: ["Domain", "StoreCapabilities", "OfflineChanges"],
    path: "Sources/Adapters/StoreSupport"
  ),
  // Pure Swift, shared by the file stores: checking, locking and replacing a store's file.
  .target(
    name: "StoreFiles",
    dependencies: ["Domain"],
    path: "Sources/Adapters/StoreFiles"
  ),
  .target(
    name: "InMemoryStore",
    dependencies: ["Domain", "StoreCapabilities", "OfflineChanges", "StoreSupport"],
    path: "Sources/Adapters/InMemoryStore"
  ),
  .target(
    name: "SQLiteStore",
    dependencies: ["Domain", "StoreCapabilities", "StoreSupport", "StoreFiles", "CSQLite"],
    path: "Sources/Adapters/SQLiteStore"
  ),
  .target(
    name: "JSONFileStore",
    dependencies: ["Domain", "StoreCapabilities", "StoreSupport", "StoreFiles"],
    path: "Sources/Adapters/JSONFileStore"
  ),
  .target(
    name: "PostgreSQLStore",
    dependencies: [
      "Domain", "StoreCapabilities", "OfflineChanges", "StoreEvents", "StoreSupport", "CLibPQ",
    ],
    path: "Sources/Adapters/PostgreSQLStore"
  ),
  // The team store's local copy for offline reads, kept in a SQLite store.
  .target(
    name: "OfflineCopy",
    dependencies: [
      "Domain", "StoreCapabilities", "OfflineChanges", "StoreEvents", "SQLiteStore",
      "StoreSupport",
    ],
    path: "Sources/Adapters/OfflineCopy"
  ),
  .systemLibrary(
    name: "CSQLite",
    path: "Sources/Adapters/CSQLite",
    providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
  ),
  // libpq's header, for the PostgreSQL store (apt `libpq-dev`, brew `libpq`). Nothing of
  // libpq is linked: the store opens the library with dlopen when it is used, so commands on
  // a file store never load it and the two dozen libraries it needs. `pkgConfig: "libpq"`
  // would link it into every command (decision 12), so the header is found by its path.
  .systemLibrary(
    name: "CLibPQ",
    path: "Sources/Adapters/CLibPQ"
  ),
]

// MARK: - The run's log: decorators of the ports that write what a command did as JSON lines.
// Only App composes them; nothing of the lesson knows they are there.

let log: [Target] = [
  .target(
    name: "RunLog",
    dependencies: [
      "Domain", "StoreCapabilities", "OfflineChanges", "StoreEvents", "Presentation",
    ]
  )
]

// MARK: - App: the composition root and the commands, with the command-line kit they are
// written in. The executables, the fuzz targets and App's own tests use it.

let app: [Target] = [
  // The command-line kit: declarations, parser, usage errors, help, completions and the manual
  // page, with its own sentences. It knows no trip; only App uses it.
  .target(
    name: "CommandLineKit",
    dependencies: ["Localization"],
    exclude: ["Resources"],
    plugins: ["StringTables"]
  ),
  // What every delivery composes the same way, so a second one (the window in Window/) shares
  // it: the settings that name a store, a wait and a time zone, and the store opened with its
  // adapter, behind its offline copy. The only product code besides App that sees the adapters.
  .target(
    name: "StoreOpening",
    dependencies: [
      "Application", "Domain", "StoreCapabilities", "OfflineChanges", "StoreEvents", "Presentation",
      "InMemoryStore", "JSONFileStore", "OfflineCopy", "PostgreSQLStore", "SQLiteStore",
    ]
  ),
  // How a person types a time or a day, on the command line and in the window alike.
  .target(
    name: "TimeSpelling",
    dependencies: ["Application"]
  ),
  .target(
    name: "App",
    dependencies: [
      "Application", "CommandLineKit", "Domain", "Localization", "StoreCapabilities",
      "OfflineChanges", "Presentation", "PresentationCalendar", "PresentationConsole",
      "PresentationHTML", "PresentationJSON", "PresentationText", "ConsoleTerminal",
      "InMemoryStore", "OfflineCopy", "PostgreSQLStore", "RunLog", "StoreEvents", "StoreOpening",
      "TimeSpelling",
    ],
    exclude: ["Resources"],
    plugins: ["StringTables"]
  ),
  // The `trips` executable: one call into the composition root.
  .executableTarget(
    name: "TripsMain",
    dependencies: ["App"]
  ),
]

// MARK: - Tools: the generator, the string tables, the benchmarks and the fuzz targets.
// App's build runs the StringTables plugin; no product code links a tool.

let tools: [Target] = [
  .executableTarget(
    name: "UseCaseGenerator",
    path: "Tools/UseCaseGenerator"
  ),
  .plugin(
    name: "NewUseCase",
    capability: .command(
      intent: .custom(
        verb: "new-use-case",
        description: "Write a new use case with its tests, command, strings and golden help."
      ),
      permissions: [
        .writeToPackageDirectory(
          reason: "new-use-case writes the new use case's files into the package.")
      ]
    ),
    dependencies: ["StringTableCompiler", "UseCaseGenerator"]
  ),
  .target(
    name: "StringsFileFormat",
    path: "Tools/StringsFileFormat"
  ),
  .executableTarget(
    name: "StringTableCompiler",
    dependencies: ["StringsFileFormat"],
    path: "Tools/StringTableCompiler"
  ),
  .plugin(
    name: "StringTables",
    capability: .buildTool(),
    dependencies: ["StringTableCompiler"]
  ),
  // A second composition root: it wires real adapters to measure them.
  .executableTarget(
    name: "TripsBenchmarks",
    dependencies: [
      "Application", "Domain", "Presentation", "JSONFileStore", "OfflineCopy", "PostgreSQLStore",
      "SQLiteStore", "IntegrationTestSupport",
    ],
    path: "Tools/TripsBenchmarks"
  ),
  // `Scripts/fuzz` builds each with AddressSanitizer, coverage and libFuzzer; a plain build
  // makes executables that only say so.
  .target(
    name: "FuzzDriver",
    path: "Tools/Fuzz/FuzzDriver"
  ),
  .executableTarget(
    name: "FuzzCommandLine",
    dependencies: [
      "App", "Application", "CommandLineKit", "PresentationText", "Presentation", "FuzzDriver",
    ],
    path: "Tools/Fuzz/FuzzCommandLine"
  ),
  .executableTarget(
    name: "FuzzTimeArgument",
    dependencies: ["TimeSpelling", "FuzzDriver"],
    path: "Tools/Fuzz/FuzzTimeArgument"
  ),
  .executableTarget(
    name: "FuzzJSONStore",
    dependencies: ["JSONFileStore", "FuzzDriver"],
    path: "Tools/Fuzz/FuzzJSONStore"
  ),
  .executableTarget(
    name: "FuzzStringsFile",
    dependencies: ["StringsFileFormat", "FuzzDriver"],
    path: "Tools/Fuzz/FuzzStringsFile"
  ),
  .executableTarget(
    name: "FuzzTerminalText",
    dependencies: ["Presentation", "PresentationConsole", "PresentationText", "FuzzDriver"],
    path: "Tools/Fuzz/FuzzTerminalText"
  ),
]

// MARK: - Tests. The lesson's and the deliveries' tests link the lesson, the in-memory store
// and LessonTestSupport; the integration tests also start servers and outside programs.

let tests: [Target] = [
  // Spies that only record, fixtures, the golden helper and leak checks: all a lesson test
  // arranges through.
  .target(
    name: "LessonTestSupport",
    dependencies: [
      "Domain", "StoreCapabilities", "OfflineChanges", "Presentation", "InMemoryStore",
    ],
    path: "Tests/Support/LessonTestSupport"
  ),
  // Throwaway PostgreSQL servers, temporary folders, subprocesses, the built binaries, and the
  // seeded random numbers the benchmarks share.
  .target(
    name: "IntegrationTestSupport",
    path: "Tests/Support/IntegrationTestSupport"
  ),
  // The outside programs that judge what the deliveries write (a calendar parser, a JSON
  // Schema validator, headless Chromium), for the acceptance and end-to-end tests.
  .target(
    name: "DeliveryCheckers",
    dependencies: ["IntegrationTestSupport"],
    path: "Tests/Support/DeliveryCheckers"
  ),
  .testTarget(
    name: "DomainTests",
    dependencies: ["Domain", "LessonTestSupport"]
  ),
  // The ports beside the lesson's: what their values say, apart from any store.
  .testTarget(
    name: "LocalizationTests",
    dependencies: ["Localization"]
  ),
  .testTarget(
    name: "PortsTests",
    dependencies: ["Domain", "OfflineChanges", "LessonTestSupport"]
  ),
  .testTarget(
    name: "PresentationTests",
    dependencies: ["Presentation", "LessonTestSupport"]
  ),
  .testTarget(
    name: "ApplicationTests",
    dependencies: [
      "Application", "Domain", "Localization", "OfflineChanges", "Presentation", "InMemoryStore",
      "LessonTestSupport",
    ]
  ),
  .testTarget(
    name: "PresentationConsoleTests",
    dependencies: ["Presentation", "PresentationConsole", "PresentationText", "LessonTestSupport"]
  ),
  .testTarget(
    name: "PresentationJSONTests",
    dependencies: ["Presentation", "PresentationJSON", "LessonTestSupport"]
  ),
  .testTarget(
    name: "PresentationCalendarTests",
    dependencies: ["Presentation", "PresentationCalendar", "LessonTestSupport"]
  ),
  .testTarget(
    name: "PresentationHTMLTests",
    dependencies: ["Presentation", "PresentationHTML", "LessonTestSupport"]
  ),
  .testTarget(
    name: "PresentationScreenTests",
    dependencies: ["Presentation", "PresentationScreen", "LessonTestSupport"]
  ),
  // The composition every delivery shares: the settings that name a store, and its opening.
  .testTarget(
    name: "StoreOpeningTests",
    dependencies: ["StoreOpening", "SQLiteStore", "PostgreSQLStore"]
  ),
  .testTarget(
    name: "AppTests",
    dependencies: [
      "App", "Application", "CommandLineKit", "Domain", "Localization", "StoreCapabilities",
      "Presentation", "PresentationConsole", "ConsoleTerminal", "StoreOpening",
      "InMemoryStore", "OfflineCopy", "PostgreSQLStore", "SQLiteStore", "LessonTestSupport",
      "IntegrationTestSupport", "TimeSpelling",
    ],
    exclude: ["Golden"]
  ),
  .testTarget(
    name: "TimeSpellingTests",
    dependencies: ["TimeSpelling", "Application"]
  ),
  // The command-line kit on its own, with a program of its tests' making.
  .testTarget(
    name: "CommandLineKitTests",
    dependencies: ["CommandLineKit"]
  ),
  .testTarget(
    name: "ArchitectureTests"
  ),
  // The run's log: its decorators with spies, its lines against golden text, its file.
  .testTarget(
    name: "RunLogTests",
    dependencies: [
      "RunLog", "Domain", "StoreCapabilities", "OfflineChanges", "Presentation", "StoreEvents",
      "InMemoryStore", "LessonTestSupport",
      "IntegrationTestSupport", "DeliveryCheckers",
    ]
  ),
  // Integration: every store against the contract suite and its own failures, with real
  // servers and concurrent processes.
  .testTarget(
    name: "AdapterTests",
    dependencies: [
      "Domain", "StoreCapabilities", "OfflineChanges", "StoreEvents", "StoreSupport", "StoreFiles",
      "InMemoryStore", "SQLiteStore", "JSONFileStore",
      "PostgreSQLStore", "OfflineCopy", "CSQLite", "RunLog",
      "LessonTestSupport", "IntegrationTestSupport", "TripsConcurrencyHelper",
    ],
    path: "Tests/Integration/AdapterTests"
  ),
  .executableTarget(
    name: "TripsConcurrencyHelper",
    dependencies: ["Domain", "JSONFileStore", "PostgreSQLStore", "SQLiteStore"],
    path: "Tests/Integration/ConcurrencyHelper"
  ),
  // Integration: the whole program in process, as a person or a script uses it, judged by
  // real shells, groff, a calendar parser, a schema validator and a browser, and the pages
  // whose sessions and names are checked against the code.
  .testTarget(
    name: "AcceptanceTests",
    dependencies: [
      "App", "CommandLineKit", "Domain", "StoreCapabilities", "StoreOpening", "InMemoryStore",
      "JSONFileStore", "SQLiteStore",
      "LessonTestSupport", "IntegrationTestSupport", "DeliveryCheckers",
    ],
    path: "Tests/Integration/AcceptanceTests"
  ),
  // Integration: the built `trips` binary, in processes and terminals.
  .testTarget(
    name: "EndToEndTests",
    dependencies: [
      "App", "Presentation", "LessonTestSupport", "IntegrationTestSupport", "DeliveryCheckers",
    ],
    path: "Tests/Integration/EndToEndTests"
  ),
  .testTarget(
    name: "UseCaseGeneratorTests",
    dependencies: ["UseCaseGenerator", "IntegrationTestSupport"],
    path: "Tests/Tools/UseCaseGeneratorTests"
  ),
  .testTarget(
    name: "StringTableCompilerTests",
    dependencies: ["StringTableCompiler", "StringsFileFormat", "IntegrationTestSupport"],
    path: "Tests/Tools/StringTableCompilerTests"
  ),
]

let package = Package(
  name: "Trips",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "trips", targets: ["TripsMain"]),
    .executable(name: "trips-bench", targets: ["TripsBenchmarks"]),
    // What a second delivery builds on: the window in Window/, a package of its own, so that
    // this one needs no GTK. It composes the same use cases, words and store opening. The
    // shapes in Examples/ fill the same labels and console card.
    .library(name: "Domain", targets: ["Domain"]),
    .library(name: "Presentation", targets: ["Presentation"]),
    .library(name: "PresentationText", targets: ["PresentationText"]),
    .library(name: "PresentationConsole", targets: ["PresentationConsole"]),
    .library(name: "PresentationScreen", targets: ["PresentationScreen"]),
    .library(name: "Application", targets: ["Application"]),
    .library(name: "Localization", targets: ["Localization"]),
    .library(name: "StoreCapabilities", targets: ["StoreCapabilities"]),
    .library(name: "OfflineChanges", targets: ["OfflineChanges"]),
    .library(name: "OfflineCopy", targets: ["OfflineCopy"]),
    .library(name: "StoreOpening", targets: ["StoreOpening"]),
    .library(name: "TimeSpelling", targets: ["TimeSpelling"]),
    // And what the window's tests arrange through, as the lesson's tests do.
    .library(name: "InMemoryStore", targets: ["InMemoryStore"]),
    .library(name: "LessonTestSupport", targets: ["LessonTestSupport"]),
    .library(name: "IntegrationTestSupport", targets: ["IntegrationTestSupport"]),
    .plugin(name: "StringTables", targets: ["StringTables"]),
  ],
  dependencies: [],
  targets: lesson + ports + sentences + deliveries + adapters + log + app + tools + tests,
  swiftLanguageModes: [.v6]
)
