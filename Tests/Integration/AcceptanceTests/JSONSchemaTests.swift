import DeliveryCheckers
import Foundation
import LessonTestSupport
import Testing

/// `Schemas/trip.schema.json` is the contract of `--format json`. Every JSON document the
/// acceptance tests produce is validated against it (``InProcessTrips``); these tests show
/// that the validator runs and that it refuses what breaks the contract.
@MainActor @Suite struct JSONSchemaTests {
  private static let trip = """
    {"id": 1, "origin": null, "destination": "Rotterdam", "date": "10/9/35",
     "departure": "8:15 AM", "arrival": "9:02 AM", "duration": "47 min", "delay": null,
     "delayed": false, "departureAt": "2035-10-09T08:15:00+02:00",
     "arrivalAt": "2035-10-09T09:02:00+02:00", "recordedDepartureAt": null,
     "durationMinutes": 47, "delayMinutes": 0}
    """

  @Test func theValidator_runs_andAcceptsATripAndAList() async {
    guard Checkers.require(Checkers.python) != nil else { return }

    #expect(await Checkers.schemaProblems(in: Self.trip) == [])
    #expect(await Checkers.schemaProblems(in: "[\(Self.trip), \(Self.trip)]") == [])
    #expect(await Checkers.schemaProblems(in: "[]") == [])
    #expect(await Checkers.schemaProblems(in: #"{"version": 1, "changes": []}"#) == [])
    #expect(
      await Checkers.schemaProblems(
        in: #"{"version": 1, "changes": [{"trip": 3, "state": "waiting"}, "#
          + #"{"trip": 1, "state": "conflict", "fields": ["destination"], "theirs": \#(Self.trip), "#
          + #""mine": null}]}"#) == [])
    #expect(
      await Checkers.schemaProblems(
        in: #"{"version": 1, "changes": [{"trip": 3, "state": "waiting", "fields": []}]}"#)?
        .isEmpty == false)
    for mark in ["waiting", "conflict"] {
      let marked = Self.trip.replacingOccurrences(
        of: #""delayMinutes": 0}"#, with: #""delayMinutes": 0, "pendingChange": "\#(mark)"}"#)
      #expect(await Checkers.schemaProblems(in: marked) == [], "\(mark)")
    }
  }

  @Test(arguments: [
    ("the id as text", #""id": 1,"#, #""id": "1","#),
    ("a key missing", #""delayMinutes": 0}"#, #""delayMinutes2": 0}"#),
    ("a key added", #""delayMinutes": 0}"#, #""delayMinutes": 0, "late": true}"#),
    ("an instant without offset", #""2035-10-09T08:15:00+02:00""#, #""2035-10-09T08:15:00""#),
    ("minutes as text", #""durationMinutes": 47"#, #""durationMinutes": "47""#),
    ("an unknown mark", #""delayMinutes": 0}"#, #""delayMinutes": 0, "pendingChange": "sent"}"#),
  ])
  func aWrongDocument_fails(defect: String, sound: String, broken: String) async {
    guard Checkers.require(Checkers.python) != nil else { return }
    let document = Self.trip.replacingOccurrences(of: sound, with: broken)
    #expect(document != Self.trip)

    let problems = await Checkers.schemaProblems(in: document)

    #expect(problems?.isEmpty == false, "\(defect)")
  }

  /// Version 2 added the one key a trip may leave out: `pendingChange`, on a trip with a
  /// change made on this computer that the team store has not applied.
  @Test func theSchema_carriesAVersion_andRequiresEveryKeyItDescribes_butTheMark() throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: Checkers.schema)))
        as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let trip = try #require(definitions["trip"] as? [String: Any])
    let properties = try #require(trip["properties"] as? [String: Any])

    #expect(schema["version"] as? Int == 3)
    #expect(trip["additionalProperties"] as? Bool == false)
    #expect(
      Set(try #require(trip["required"] as? [String])).union(["pendingChange"])
        == Set(properties.keys))
  }
}
