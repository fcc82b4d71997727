// swift-tools-version:6.2
// The trip screen on real widgets: GTK 4, driven by the same use cases as `trips`.
//
// A package of its own, so that the root's `swift run trips demo` and `swift test` need no GTK.
// It names the root as "Trips": a bare path would take its identity from the folder's name.
import PackageDescription

let trips = "Trips"

let package = Package(
  name: "TripsWindow",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "trips-window", targets: ["TripsWindow"])
  ],
  dependencies: [
    .package(name: trips, path: "..")
  ],
  targets: [
    // GTK 4 through its headers, with helpers for the macros and variadics Swift cannot call.
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"]), .brew(["gtk4"])]
    ),
    // The passive views on widgets: a GtkLabel behind the articles' `Label`, the card, the
    // list, the screen's states, and what ties Swift's main actor to GTK's loop.
    .target(
      name: "GtkViews",
      dependencies: [
        "CGtk",
        .product(name: "Presentation", package: trips),
        .product(name: "PresentationScreen", package: trips),
        .product(name: "PresentationText", package: trips),
        .product(name: "Localization", package: trips),
      ],
      exclude: ["Resources"],
      plugins: [.plugin(name: "StringTables", package: trips)]
    ),
    // The window's composition root: the same settings, store opening and use cases as
    // `trips`, pushing into the widgets through weak proxies.
    .target(
      name: "WindowApp",
      dependencies: [
        "CGtk", "GtkViews",
        .product(name: "Domain", package: trips),
        .product(name: "Application", package: trips),
        .product(name: "Presentation", package: trips),
        .product(name: "PresentationScreen", package: trips),
        .product(name: "StoreCapabilities", package: trips),
        .product(name: "StoreOpening", package: trips),
        .product(name: "OfflineChanges", package: trips),
        .product(name: "OfflineCopy", package: trips),
        .product(name: "TimeSpelling", package: trips),
        .product(name: "PresentationText", package: trips),
        .product(name: "Localization", package: trips),
      ],
      exclude: ["Resources"],
      plugins: [.plugin(name: "StringTables", package: trips)]
    ),
    // `trips-window`: one call into the composition root.
    .executableTarget(
      name: "TripsWindow",
      dependencies: ["WindowApp"]
    ),
    // Widgets read back from GTK under Xvfb, and the built window run with a script.
    .testTarget(
      name: "WindowTests",
      dependencies: [
        "CGtk", "GtkViews", "WindowApp", "TripsWindow",
        .product(name: "Domain", package: trips),
        .product(name: "Application", package: trips),
        .product(name: "Presentation", package: trips),
        .product(name: "PresentationScreen", package: trips),
        .product(name: "StoreOpening", package: trips),
        .product(name: "StoreCapabilities", package: trips),
        .product(name: "InMemoryStore", package: trips),
        .product(name: "LessonTestSupport", package: trips),
        .product(name: "IntegrationTestSupport", package: trips),
        // The second process of the end-to-end test, which changes a trip under the window.
        .product(name: "trips", package: trips),
      ],
      exclude: ["Golden"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
