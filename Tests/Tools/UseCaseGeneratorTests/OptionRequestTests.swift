import Testing

@testable import UseCaseGenerator

/// `--option NAME:KIND[:required][:HELP]`, as the generator reads it.
@Suite struct OptionRequestTests {
  @Test func aRequiredDay_withItsHelp() throws {
    let option = try OptionRequest(parsing: "to-date:day:required:The day: when it leaves.")

    #expect(option.name == "to-date")
    #expect(option.kind == .day)
    #expect(option.isRequired)
    #expect(option.help == "The day: when it leaves.")
    #expect(option.propertyName == "toDate")
    #expect(option.typeName == "CalendarDay")
    #expect(option.valueKind == ".day")
  }

  @Test(arguments: OptionRequest.Kind.allCases)
  func anOptionalOption_ofEachKind_getsItsKindsHelp_andAnOptionalType(kind: OptionRequest.Kind)
    throws
  {
    let option = try OptionRequest(parsing: "at:\(kind.rawValue)")

    #expect(!option.isRequired)
    #expect(option.help == kind.help)
    #expect(option.typeName.hasSuffix("?"))
  }

  @Test(arguments: [
    "to-date", "to-date:week", "ToDate:day", "to_date:day", ":day", "to-date::required",
    "at:time:required:Say \"when\"",
  ])
  func anythingElse_isAUsageError(text: String) {
    #expect(throws: GeneratorError.self) { try OptionRequest(parsing: text) }
  }

  @Test func anOptionAskedForTwice_isRefused() {
    #expect(throws: GeneratorError.self) {
      try UseCaseRequest(name: "CopyTrip", kind: "copy", options: ["at:time", "at:day"])
    }
  }
}
