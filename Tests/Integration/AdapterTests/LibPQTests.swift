import Testing

@testable import PostgreSQLStore

/// libpq is found at run time, and a library that is missing, or is not libpq, is reported
/// with the reason.
@Suite struct LibPQTests {
  @Test func theInstalledLibrary_isFound() {
    #expect((try? LibPQ.load(from: LibPQ.libraryNames).get()) != nil)
  }

  @Test func aMissingLibrary_isReported() throws {
    let failure = try #require(
      LibPQ.load(from: ["libtrips-not-there.so.0"]).failureReason)

    #expect(failure.contains("libtrips-not-there.so.0"))
  }

  @Test func aLibraryThatIsNotLibpq_isReported() throws {
    let failure = try #require(LibPQ.load(from: ["libsqlite3.so.0"]).failureReason)

    #expect(failure == "libpq has no PQconnectdbParams")
  }
}

extension Result where Failure == LibPQ.LoadFailure {
  /// The reason of a failure; `nil` for a success.
  fileprivate var failureReason: String? {
    if case .failure(let failure) = self { failure.reason } else { nil }
  }
}
