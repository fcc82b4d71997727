import Foundation
import Presentation
import PresentationJSON
import TestSupport
import Testing

@MainActor @Suite struct JSONRendererTests {
  private func makeSUT() -> (sut: JSONRenderer, output: TextBuffer, errors: TextBuffer) {
    let output = TextBuffer()
    let errors = TextBuffer()
    return (JSONRenderer(output: output, errorOutput: errors), output, errors)
  }

  @Test func trip_isOneObject_withTheDocumentedKeysInOrder() {
    let (sut, output, _) = makeSUT()

    sut.display(ViewModels.late())

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
          "delayed": true
        }

        """)
  }

  @Test func onTimeTrip_hasNullDelay_andEscapedNames() throws {
    let (sut, output, _) = makeSUT()
    var viewModel = ViewModels.onTime()
    viewModel.origin = "\"Quoted\"\\ and\nnew line\u{1}"
    viewModel.destination = "Zürich 🚆"

    sut.display(viewModel)

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
    sut.displayListItem(ViewModels.late())
    sut.displayListItem(ViewModels.onTime())
    sut.endList()

    let array = try #require(
      JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [[String: Any]])
    #expect(array.count == 2)
    #expect(output.text.hasPrefix("[\n  {\n    \"id\": 1,"))
    #expect(output.text.hasSuffix("  }\n]\n"))
  }

  @Test func anIdentifierThatIsNotANumber_staysAString() throws {
    let (sut, output, _) = makeSUT()
    var viewModel = ViewModels.late()
    viewModel.id = "A-7"

    sut.display(viewModel)

    #expect(output.text.hasPrefix("{\n  \"id\": \"A-7\",\n"))
  }

  @Test(
    arguments: [
      ("0", #""id": 0,"#), ("10", #""id": 10,"#), ("9", #""id": 9,"#),
      ("1234567890", #""id": 1234567890,"#),
      ("1a", #""id": "1a","#), ("/1", #""id": "/1","#), (":1", #""id": ":1","#),
      ("", #""id": "","#),
    ])
  func identifiers_areNumbersExactlyWhenEveryCharacterIsADigit(id: String, line: String) {
    let (sut, output, _) = makeSUT()
    var viewModel = ViewModels.late()
    viewModel.id = id

    sut.display(viewModel)

    #expect(output.text.contains("\n  \(line)\n"), "\(output.text)")
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
}
