import Testing

@testable import UseCaseGenerator

/// The names a request accepts, and what it derives from them.
@Suite struct UseCaseRequestTests {
  @Test func aName_givesTheCommand_itsType_theVerb_andTheAbstract() throws {
    let request = try UseCaseRequest(name: "ListDelayedTrips", kind: "list")

    #expect(request.kind == .list)
    #expect(request.commandName == "list-delayed-trips")
    #expect(request.commandTypeName == "ListDelayedTripsCommand")
    #expect(request.verb == "list")
    #expect(request.lowerCamelName == "listDelayedTrips")
    #expect(request.abstract == "List delayed trips.")
  }

  @Test func aCommandAndAnAbstract_canBeGiven() throws {
    let request = try UseCaseRequest(
      name: "EditTrip", kind: "change", commandName: "edit", abstract: "Change a trip's plan.")

    #expect(request.commandName == "edit")
    #expect(request.commandTypeName == "EditCommand")
    #expect(request.verb == "edit")
    #expect(request.abstract == "Change a trip's plan.")
  }

  @Test(arguments: ["editTrip", "Edit_Trip", "Edit Trip", "EDIT", "", "Édit", "2Trips"])
  func aNameThatIsNotUpperCamelCase_isRefused(name: String) {
    #expect(throws: GeneratorError.self) {
      try UseCaseRequest(name: name, kind: "show")
    }
  }

  @Test func anUnknownKind_isRefused_withTheKindsThereAre() {
    #expect(
      throws: GeneratorError.usage(
        "'edit' is not a kind of use case", hint: "Use one of: show, change, list, copy.")
    ) {
      try UseCaseRequest(name: "EditTrip", kind: "edit")
    }
  }

  @Test(arguments: ["Edit", "edit trip", "-edit", "edit-", "edit--trip"])
  func aCommandNameThatIsNotKebabCase_isRefused(command: String) {
    #expect(throws: GeneratorError.self) {
      try UseCaseRequest(name: "EditTrip", kind: "change", commandName: command)
    }
  }

  @Test func aChange_mayNameSeveralTrips() throws {
    #expect(try UseCaseRequest(name: "SwapPlans", kind: "change", trips: "2").tripCount == 2)
    #expect(try UseCaseRequest(name: "EditTrip", kind: "change").tripCount == 1)
  }

  @Test(arguments: ["0", "4", "two", ""])
  func aNumberOfTripsOutsideOneToThree_isRefused(trips: String) {
    #expect(
      throws: GeneratorError.usage(
        "'\(trips)' is not a number of trips", hint: "Give a number from 1 to 3.")
    ) {
      try UseCaseRequest(name: "SwapPlans", kind: "change", trips: trips)
    }
  }

  @Test(arguments: ["show", "list", "copy"])
  func onlyAChange_namesSeveralTrips(kind: String) {
    #expect(
      throws: GeneratorError.usage(
        "only '--kind change' names more than one trip",
        hint: "Leave '--trips' out, or use '--kind change'.")
    ) {
      try UseCaseRequest(name: "ShowTwo", kind: kind, trips: "2")
    }
  }
}
