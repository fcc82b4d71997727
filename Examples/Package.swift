// swift-tools-version: 6.0
// The trip screen in the four shapes the articles compare, beside the root package: each shape
// a target, all filling the same labels and the same console card through the root's public
// products, and one suite every shape passes (docs/lesson.md, "Which shape when").
import PackageDescription

/// The root package, by the name its manifest gives (a bare path would take the folder's).
let trips = "Trips"

let package = Package(
  name: "TripShapes",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: trips, path: "..")],
  targets: [
    // What every shape fills: the articles' passive labels, and the card drawn from them.
    .target(
      name: "ShapeSupport",
      dependencies: [
        .product(name: "Presentation", package: trips),
        .product(name: "PresentationConsole", package: trips),
      ]
    ),
    // 1. A controller that formats straight from `Trip` into its labels.
    .target(
      name: "PlainController",
      dependencies: [
        "ShapeSupport", .product(name: "Domain", package: trips),
        .product(name: "Application", package: trips),
      ]
    ),
    // 2. The first article's view model, made from a `Trip`, bound by its controller.
    .target(
      name: "ArticleViewModel",
      dependencies: [
        "ShapeSupport", .product(name: "Domain", package: trips),
        .product(name: "Application", package: trips),
        .product(name: "Presentation", package: trips),
      ]
    ),
    // 3. The first article's presentation control, which takes a `Trip`.
    .target(
      name: "ArticleControl",
      dependencies: [
        "ShapeSupport", .product(name: "Domain", package: trips),
        .product(name: "Application", package: trips),
        .product(name: "Presentation", package: trips),
      ]
    ),
    // 4. Trips' own path: the root's use case, factory, view model and control, not a copy.
    .target(
      name: "DecoupledPath",
      dependencies: [
        "ShapeSupport", .product(name: "Domain", package: trips),
        .product(name: "Application", package: trips),
        .product(name: "Presentation", package: trips),
      ]
    ),
    // The suite every shape passes: the card `trips show` draws, byte for byte.
    .testTarget(
      name: "SharedCardTests",
      dependencies: [
        "ShapeSupport", "PlainController", "ArticleViewModel", "ArticleControl", "DecoupledPath",
        .product(name: "Domain", package: trips),
        .product(name: "Application", package: trips),
        .product(name: "InMemoryStore", package: trips),
        .product(name: "LessonTestSupport", package: trips),
      ]
    ),
    // Each shape's own tests, in the style its shape allows.
    .testTarget(
      name: "PlainControllerTests",
      dependencies: [
        "PlainController", .product(name: "Domain", package: trips),
        .product(name: "Application", package: trips),
        .product(name: "LessonTestSupport", package: trips),
      ]
    ),
    .testTarget(
      name: "ArticleViewModelTests",
      dependencies: [
        "ArticleViewModel", .product(name: "Domain", package: trips),
        .product(name: "Application", package: trips),
        .product(name: "Presentation", package: trips),
        .product(name: "LessonTestSupport", package: trips),
      ]
    ),
    .testTarget(
      name: "ArticleControlTests",
      dependencies: [
        "ArticleControl", "ShapeSupport", .product(name: "Domain", package: trips),
        .product(name: "Application", package: trips),
        .product(name: "Presentation", package: trips),
        .product(name: "LessonTestSupport", package: trips),
      ]
    ),
    .testTarget(
      name: "DecoupledPathTests",
      dependencies: [
        "DecoupledPath", .product(name: "Domain", package: trips),
        .product(name: "Application", package: trips),
        .product(name: "Presentation", package: trips),
        .product(name: "LessonTestSupport", package: trips),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
