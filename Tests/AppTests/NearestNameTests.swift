import Testing

@testable import App

/// Suggestions for mistyped names: the nearest name wins, ties go to the earlier name, and
/// nothing is suggested beyond two edits.
@MainActor @Suite struct NearestNameTests {
  @Test(
    arguments: [
      ("lsit", "list"), ("shwo", "show"), ("dmeo", "demo"), ("ad", "add"), ("deprt", "depart"),
      ("remvoe", "remove"), ("wach", "watch"), ("hlep", "help"), ("manul", "manual"),
      ("completion", "completions"), ("fly", nil), ("", nil), ("departures", nil),
    ] as [(String, String?)])
  func commandTypos_suggestTheNearestCommand(typed: String, expected: String?) {
    #expect(NearestName.suggestion(for: typed, among: CommandList.names) == expected)
  }

  @Test(
    arguments: [
      ("lost", "lost"), ("lust", "list"), ("loss", "lost"), ("lint", "list"), ("lit", "list"),
      ("lst", "list"),
    ] as [(String, String?)])
  func twoNamesOneEditApart_eachKeepsItsOwnTypos(typed: String, expected: String?) {
    #expect(NearestName.suggestion(for: typed, among: ["list", "lost"]) == expected)
  }

  @Test func aNearerNameLaterInTheList_winsOverAFartherEarlierOne() {
    #expect(NearestName.suggestion(for: "shows", among: ["shower", "show"]) == "show")
  }

  @Test(
    arguments: [
      ("--colour", "--color"), ("--formt", "--format"), ("--stor", "--store"),
      ("--timezone", "--time-zone"), ("--verison", "--version"), ("--hlep", "--help"),
      ("--quiet", nil),
    ] as [(String, String?)])
  func optionTypos_suggestTheNearestGlobalOption(typed: String, expected: String?) {
    let names = GlobalOptions.definitions.flatMap(\.names)

    #expect(NearestName.suggestion(for: typed, among: names) == expected)
  }

  @Test(
    arguments: [("", "", 0), ("a", "", 1), ("kitten", "sitting", 3), ("list", "lsit", 2)]
      as [(String, String, Int)])
  func editDistance_countsSingleCharacterEdits(lhs: String, rhs: String, expected: Int) {
    #expect(NearestName.editDistance(lhs, rhs) == expected)
    #expect(NearestName.editDistance(rhs, lhs) == expected)
  }
}
