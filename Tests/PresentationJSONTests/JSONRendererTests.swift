import Foundation
import LessonTestSupport
import Presentation
import PresentationJSON
import Testing

@MainActor @Suite struct JSONRendererTests {
  private func makeSUT() -> (sut: JSONRenderer, output: TextBuffer, errors: TextBuffer) {
    let output = TextBuffer()
    let errors = TextBuffer()
    let instants = InstantText(timeZone: TimeZone(identifier: "Europe/Amsterdam")!)
    return (JSONRenderer(output: output, errorOutput: errors, instants: instants), output, errors)
  }

  @Test func trip_isOneObject_withTheDocumentedKeysInOrder() {
    let (sut, output, _) = makeSUT()

    sut.display(ViewModels.late(), values: ViewModels.values(late: true))

    #expect(
      output.text == """
        {
          "id": 1,
          "origin": null,
          "destination": null,
          "date": "10/9/15",
          "departure": "3:09 PM",
          "arrival": "3:26 PM",
          "duration": "17 min",
          "delay": "5 minutes delay",
          "delayed": true,
          "departureAt": "2015-10-09T17:09:00+02:00",
          "arrivalAt": "2015-10-09T17:26:00+02:00",
          "recordedDepartureAt": "2015-10-09T17:14:00+02:00",
          "durationMinutes": 17,
          "delayMinutes": 5
        }

        """)
  }

  @Test func onTimeTrip_hasNullRecordedDeparture_andNoDelayMinutes() throws {
    let (sut, output, _) = makeSUT()

    sut.display(ViewModels.onTime(), values: ViewModels.values(late: false, id: 42))

    let object = try #require(
      JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
    #expect(object["id"] as? Int == 42)
    #expect(object["recordedDepartureAt"] is NSNull)
    #expect(object["delayMinutes"] as? Int == 0)
    #expect(object["durationMinutes"] as? Int == 17)
  }

  @Test func onTimeTrip_hasNullDelay_andEscapedNames() throws {
    let (sut, output, _) = makeSUT()
    var values = ViewModels.values(late: false)
    values.origin = "\"Quoted\"\\ and\nnew line\u{1}"
    values.destination = "Zürich 🚆"

    sut.display(ViewModels.onTime(), values: values)

    let object = try #require(
      JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
    #expect(object["origin"] as? String == "\"Quoted\"\\ and\nnew line\u{1}")
    #expect(object["destination"] as? String == "Zürich 🚆")
    #expect(object["delay"] is NSNull)
    #expect(object["delayed"] as? Bool == false)
  }

  @Test func list_isAnArray_thatParses() throws {
    let (sut, output, _) = makeSUT()

    sut.beginList()
    sut.displayListItem(ViewModels.late(), values: ViewModels.values(late: true))
    sut.displayListItem(ViewModels.onTime(), values: ViewModels.values(late: false, id: 2))
    sut.endList()

    let array = try #require(
      JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [[String: Any]])
    #expect(array.count == 2)
    #expect(output.text.hasPrefix("[\n  {\n    \"id\": 1,"))
    #expect(output.text.hasSuffix("  }\n]\n"))
  }

  @Test func pendingChanges_areOneObject_withTheWaitingAndTheConflicts() {
    let (sut, output, _) = makeSUT()
    let late = PendingChangeData.Card(ViewModels.late(), ViewModels.values(late: true))

    sut.displayPendingChanges([
      PendingChangeData(tripID: nil, state: .waiting),
      PendingChangeData(
        tripID: 1, state: .conflict, fields: ["origin", "destination"], theirs: late, mine: nil),
      PendingChangeData(tripID: 4, state: .conflict, fields: []),
    ])

    #expect(
      output.text == """
        {
          "version": 1,
          "changes": [
            {
              "trip": null,
              "state": "waiting"
            },
            {
              "trip": 1,
              "state": "conflict",
              "fields": ["origin", "destination"],
              "theirs": {
                "id": 1,
                "origin": null,
                "destination": null,
                "date": "10/9/15",
                "departure": "3:09 PM",
                "arrival": "3:26 PM",
                "duration": "17 min",
                "delay": "5 minutes delay",
                "delayed": true,
                "departureAt": "2015-10-09T17:09:00+02:00",
                "arrivalAt": "2015-10-09T17:26:00+02:00",
                "recordedDepartureAt": "2015-10-09T17:14:00+02:00",
                "durationMinutes": 17,
                "delayMinutes": 5
              },
              "mine": null
            },
            {
              "trip": 4,
              "state": "conflict",
              "fields": [],
              "theirs": null,
              "mine": null
            }
          ]
        }

        """)
  }

  @Test func noPendingChange_isAnEmptyList() {
    let (sut, output, _) = makeSUT()

    sut.displayPendingChanges([PendingChangeData]())

    #expect(output.text == "{\n  \"version\": 1,\n  \"changes\": []\n}\n")
  }

  @Test func emptyList_isAnEmptyArray() {
    let (sut, output, _) = makeSUT()

    sut.beginList()
    sut.endList()

    #expect(output.text == "[]\n")
  }

  @Test func messages_goToErrorOutput_keepingOutputPureJSON() {
    let (sut, output, errors) = makeSUT()

    sut.displayInformation(Message("Removed trip 1."))
    sut.displayError(Message("There is no trip 9.", hint: "Run 'trips list --all'."))

    #expect(output.text.isEmpty)
    #expect(
      errors.text == "Removed trip 1.\nerror: There is no trip 9.\nhint: Run 'trips list --all'.\n")
  }

  @Test func severalTrips_areOneArray_ofTheObjectsOneTripWrites() throws {
    let (sut, output, _) = makeSUT()

    sut.display(
      [ViewModels.late(), ViewModels.onTime()],
      values: [ViewModels.values(late: true), ViewModels.values(late: false, id: 2)])

    let array = try #require(
      JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [[String: Any]])
    #expect(array.map { $0["id"] as? Int } == [1, 2])
    #expect(array.map { $0["delay"] as? String } == ["5 minutes delay", nil])
    #expect(output.text.hasPrefix("[\n  {\n    \"id\": 1,\n    \"origin\": null,\n"))
    #expect(output.text.hasSuffix("\n  }\n]\n"))
  }
}
