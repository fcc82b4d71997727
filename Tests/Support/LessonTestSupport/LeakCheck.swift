/// Whether an object is freed once nothing holds it: the check EssentialFeed's
/// `trackForMemoryLeaks` makes, for Swift Testing, which has no tear-down.
///
/// ```swift
/// #expect(await isFreed { TripPresentationControl() } after: { control in
///   control.viewModel = ViewModels.late()
/// })
/// ```
///
/// `make` builds the object; `use` works with it as a test would; then the object must be
/// gone. A strong reference cycle keeps it alive, and the answer is `false`.
///
/// - Parameters:
///   - make: Builds the object under test.
///   - use: What the test does with it.
/// - Returns: Whether the object was freed when the test let go of it.
@MainActor
public func isFreed<Object: AnyObject>(
  _ make: () -> Object, after use: (Object) async -> Void = { _ in }
) async -> Bool {
  weak var freed: Object?
  do {
    let object = make()
    freed = object
    await use(object)
  }
  return freed == nil
}
