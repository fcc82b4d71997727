import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import PostgreSQLStore
import Testing

/// A server that stops at once in the middle of adds, as a crash would: every trip the store
/// acknowledged is there when the server is back, and a change that was not acknowledged is
/// either all there or not at all.
@Suite(.enabled(if: PostgreSQLTestServer.running != nil))
struct PostgreSQLCrashTests {
  @Test func aServerStoppedInTheMiddleOfAdds_keepsEveryAcknowledgedTrip() async throws {
    let server = try PostgreSQLTestServer.startNew()
    defer { server.remove() }
    let address = server.address(of: try server.newDatabase())
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: BuiltProducts.executable("TripsConcurrencyHelper"))
    writer.arguments = ["postgresql", address, "100000"]
    let output = Pipe()
    writer.standardOutput = output
    writer.standardError = FileHandle.nullDevice
    try writer.run()

    // Stop the server once the writer has 50 acknowledged trips, then read what it printed.
    var printed = Data()
    while printed.filter({ $0 == UInt8(ascii: "\n") }).count < 50 {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      printed += chunk
    }
    try server.stop()
    printed += output.fileHandleForReading.readDataToEndOfFile()
    writer.waitUntilExit()
    try server.restart()

    let acknowledged = Set(
      String(decoding: printed, as: UTF8.self).split(separator: "\n").compactMap { Int64($0) })
    var stored = Set<Int64>()
    for try await trip in PostgreSQLTripRepository(
      address: PostgreSQLAddress(address)!, environment: [:]
    ).allTrips() {
      stored.insert(trip.id.rawValue)
    }
    #expect(writer.terminationStatus == 74)
    #expect(acknowledged.count >= 50)
    #expect(acknowledged.isSubset(of: stored))
    #expect(stored.count <= acknowledged.count + 1, "at most the add in flight, whole")
  }
}
