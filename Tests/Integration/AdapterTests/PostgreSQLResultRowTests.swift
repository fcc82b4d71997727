import Domain
import IntegrationTestSupport
import LessonTestSupport
import Testing

@testable import PostgreSQLStore

/// Whole numbers read where libpq keeps them, without a `String` in between: every form the
/// server can send, and text that is not a number, read as `Int64` reads it.
@Suite(.enabled(if: PostgreSQLTestServer.running != nil))
struct PostgreSQLResultRowTests {
  private let server = PostgreSQLTestServer.running!

  @Test func integers_readAsInt64ReadsThem() throws {
    let store = PostgreSQLTripRepository(
      address: PostgreSQLAddress(server.address(of: "postgres"))!, environment: [:])
    let connection = try store.openConnection()
    let texts = [
      "0", "42", "-42", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
      "-9223372036854775809", "12a", "", "-", "+1", " 1",
    ]
    let select =
      "SELECT " + texts.indices.map { "$\($0 + 1)::text" }.joined(separator: ", ")
      + ", NULL"

    let read = try connection.query(select, texts) { row in
      (0..<row.columnCount).map { row.integer($0) }
    }

    #expect(read == [texts.map { Int64($0) } + [nil]])
  }
}
