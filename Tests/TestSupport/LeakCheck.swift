import Testing

/// Whether an object is freed once nothing holds it: the check EssentialFeed's
/// `trackForMemoryLeaks` makes, written for Swift Testing, which has no tear-down.
///
/// ```swift
/// await expectFreed { TripPresentationControl() } after: { control in
///   control.viewModel = ViewModels.late()
/// }
/// ```
///
/// `make` builds the object; `use` works with it as a test would; then the object must be
/// gone. A strong reference cycle keeps it alive, and the expectation fails naming its type.
///
/// - Parameters:
///   - make: Builds the object under test.
///   - use: What the test does with it.
///   - sourceLocation: Where a failure is reported.
@MainActor
public func expectFreed<Object: AnyObject>(
  _ make: () -> Object, after use: (Object) async -> Void = { _ in },
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  weak var freed: Object?
  do {
    let object = make()
    freed = object
    await use(object)
  }
  #expect(
    freed == nil, "\(Object.self) is still alive: a reference cycle keeps it",
    sourceLocation: sourceLocation)
}
