// swift-tools-version:6.2
// Trips: the lesson (Domain, Application, Presentation), its deliveries, the adapters in
// Persistence, and App, the composition root that the one-line `trips` executable calls.
//
// The dependency rule is written once, as data, in Tests/ArchitectureTests/DependencyRule.swift;
// ARCHITECTURE.md shows it as a table written from there. The architecture tests fail when
// this file or an `import` in Sources/ breaks it.
import PackageDescription

let package = Package(
  name: "Trips",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "trips", targets: ["TripsMain"]),
    .executable(name: "trips-bench", targets: ["TripsBenchmarks"]),
  ],
  dependencies: [],
  targets: [
    .target(
      name: "Domain"
    ),
    .testTarget(
      name: "DomainTests",
      dependencies: [
        "Domain",
        "TestSupport",
      ]
    ),
    .target(
      name: "Presentation"
    ),
    .testTarget(
      name: "PresentationTests",
      dependencies: [
        "Presentation",
        "TestSupport",
      ]
    ),
    // The deliveries of Presentation: each lays out the same view models for one medium.
    .target(
      name: "PresentationConsole",
      dependencies: [
        "Presentation"
      ]
    ),
    .testTarget(
      name: "PresentationConsoleTests",
      dependencies: [
        "Presentation",
        "PresentationConsole",
        "TestSupport",
      ]
    ),
    .target(
      name: "PresentationJSON",
      dependencies: [
        "Presentation",
        // Its messages go to standard error as lines a person reads, escaped as on a terminal.
        "PresentationConsole",
      ]
    ),
    .testTarget(
      name: "PresentationJSONTests",
      dependencies: [
        "Presentation",
        "PresentationJSON",
        "TestSupport",
      ]
    ),
    .target(
      name: "PresentationCalendar",
      dependencies: [
        "Presentation"
      ]
    ),
    .testTarget(
      name: "PresentationCalendarTests",
      dependencies: [
        "Presentation",
        "PresentationCalendar",
        "TestSupport",
      ]
    ),
    .target(
      name: "PresentationHTML",
      dependencies: [
        "Presentation"
      ]
    ),
    .testTarget(
      name: "PresentationHTMLTests",
      dependencies: [
        "Presentation",
        "PresentationHTML",
        "TestSupport",
      ]
    ),
    .target(
      name: "Application",
      dependencies: [
        "Domain",
        "Presentation",
      ],
      // Its sentences are compiled from Resources into StringTables.swift, which is committed
      // so a reader can open every accessor (CommittedStringTablesTests keeps them the same).
      exclude: [
        "Resources"
      ]
    ),
    .testTarget(
      name: "ApplicationTests",
      dependencies: [
        "Application",
        "Domain",
        "Presentation",
        "TestSupport",
      ]
    ),
    .systemLibrary(
      name: "CSQLite",
      providers: [
        .apt(["libsqlite3-dev"]),
        .brew(["sqlite"]),
      ]
    ),
    // libpq's header, for the PostgreSQL store (apt `libpq-dev`, brew `libpq`). Nothing of
    // libpq is linked: the store opens the library with dlopen when it is used, so commands on
    // a file store never load it and the two dozen libraries it needs. `pkgConfig: "libpq"`
    // would link it into every command (decision 12), so the header is found by its path.
    .systemLibrary(
      name: "CLibPQ"
    ),
    .target(
      name: "Persistence",
      dependencies: [
        "Domain",
        "CSQLite",
        "CLibPQ",
      ]
    ),
    .testTarget(
      name: "PersistenceTests",
      dependencies: [
        "Persistence",
        "Domain",
        "CSQLite",
        "TestSupport",
        "TripsConcurrencyHelper",
      ]
    ),
    .executableTarget(
      name: "TripsConcurrencyHelper",
      dependencies: [
        "Domain",
        "Persistence",
      ],
      path: "Tests/ConcurrencyHelper"
    ),
    .executableTarget(
      name: "TripsMain",
      dependencies: [
        "App"
      ]
    ),
    .target(
      name: "App",
      dependencies: [
        "Application",
        "Domain",
        "Persistence",
        "Presentation",
        "PresentationCalendar",
        "PresentationConsole",
        "PresentationHTML",
        "PresentationJSON",
      ],
      exclude: [
        "Resources"
      ],
      plugins: [
        "StringTables"
      ]
    ),
    .testTarget(
      name: "AppTests",
      dependencies: [
        "App",
        "Application",
        "Domain",
        "Persistence",
        "Presentation",
        "PresentationConsole",
        "TestSupport",
        "DeliveryCheckers",
      ],
      exclude: [
        "Golden"
      ]
    ),
    .executableTarget(
      name: "TripsBenchmarks",
      dependencies: [
        "Application",
        "Domain",
        "Persistence",
        "Presentation",
        "TestSupport",
      ]
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "App",
        "Presentation",
        "TestSupport",
        "DeliveryCheckers",
      ]
    ),
    .testTarget(
      name: "ArchitectureTests"
    ),
    .executableTarget(
      name: "UseCaseGenerator"
    ),
    .testTarget(
      name: "UseCaseGeneratorTests",
      dependencies: [
        "UseCaseGenerator",
        "TestSupport",
      ]
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
      dependencies: [
        "StringTableCompiler",
        "UseCaseGenerator",
      ]
    ),
    .target(
      name: "StringsFileFormat"
    ),
    .executableTarget(
      name: "StringTableCompiler",
      dependencies: [
        "StringsFileFormat"
      ]
    ),
    .testTarget(
      name: "StringTableCompilerTests",
      dependencies: [
        "StringTableCompiler",
        "StringsFileFormat",
        "TestSupport",
      ]
    ),
    .plugin(
      name: "StringTables",
      capability: .buildTool(),
      dependencies: [
        "StringTableCompiler"
      ]
    ),
    // Fuzz targets, outside the layers like the benchmarks: `Scripts/fuzz` builds each with
    // AddressSanitizer, coverage and libFuzzer; a plain build makes executables that only say so.
    .target(
      name: "FuzzDriver",
      path: "Fuzz/FuzzDriver"
    ),
    .executableTarget(
      name: "FuzzCommandLine",
      dependencies: ["App", "Application", "PresentationConsole", "Presentation", "FuzzDriver"],
      path: "Fuzz/FuzzCommandLine"
    ),
    .executableTarget(
      name: "FuzzTimeArgument",
      dependencies: ["App", "FuzzDriver"],
      path: "Fuzz/FuzzTimeArgument"
    ),
    .executableTarget(
      name: "FuzzJSONStore",
      dependencies: ["Persistence", "FuzzDriver"],
      path: "Fuzz/FuzzJSONStore"
    ),
    .executableTarget(
      name: "FuzzStringsFile",
      dependencies: ["StringsFileFormat", "FuzzDriver"],
      path: "Fuzz/FuzzStringsFile"
    ),
    .executableTarget(
      name: "FuzzTerminalText",
      dependencies: ["Presentation", "PresentationConsole", "FuzzDriver"],
      path: "Fuzz/FuzzTerminalText"
    ),
    .target(
      name: "TestSupport",
      dependencies: [
        "Domain",
        "Persistence",
        "Presentation",
      ],
      path: "Tests/TestSupport"
    ),
    // The outside programs that judge what the deliveries write (a calendar parser, a JSON
    // Schema validator, headless Chromium), for the acceptance and end-to-end tests.
    .target(
      name: "DeliveryCheckers",
      dependencies: [
        "TestSupport"
      ],
      path: "Tests/DeliveryCheckers"
    ),
  ],
  swiftLanguageModes: [.v6]
)
