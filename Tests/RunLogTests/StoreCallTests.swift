import DeliveryCheckers
import Foundation
import RunLog
import Testing

/// The calls `Schemas/log.schema.json` allows on a `store` line are the decorators' calls: the
/// schema's list follows from the ports, through ``StoreCall``, and is never kept by hand alone.
@Suite struct StoreCallTests {
  /// The `enum` of `call` in each of the schema's kinds of line that has one, in order.
  private static func calls(of event: String) throws -> [String] {
    let document = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: Checkers.logSchema)))
    let root = try #require(document as? [String: Any])
    let lines = try #require(root["oneOf"] as? [[String: Any]])
    let line = try #require(
      lines.first {
        (($0["properties"] as? [String: Any])?["event"] as? [String: Any])?["const"] as? String
          == event
      })
    let properties = try #require(line["properties"] as? [String: Any])
    let call = try #require(properties["call"] as? [String: Any])
    return try #require(call["enum"] as? [String])
  }

  @Test func aStoreLine_allowsExactlyTheDecoratorsCalls_andThoseAnEarlierVersionWrote() throws {
    #expect(
      try Self.calls(of: "store")
        == StoreCall.allCases.map(\.rawValue) + ["add", "update", "remove"])
    #expect(StoreCall.writtenBefore == ["add", "update", "remove"])
  }

  @Test func aListLine_allowsTheTwoCallsThatReadPages() throws {
    #expect(
      try Self.calls(of: "list") == [StoreCall.trips.rawValue, StoreCall.upcomingTrips.rawValue])
  }
}
