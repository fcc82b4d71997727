import Testing

@testable import CommandLineKit

/// Suggestions for mistyped names: the nearest name wins, ties go to the earlier name, and
/// nothing is suggested beyond two edits.
@Suite struct NearestNameTests {
  private static let commands = [
    "demo", "show", "list", "add", "depart", "edit", "remove", "move", "copies", "watch",
    "completions", "manual", "help",
  ]
  private static let options = [
    "--store", "--locale", "--time-zone", "--format", "--color", "--fresh-only", "--version",
    "-h", "--help",
  ]

  @Test(
    arguments: [
      ("lsit", "list"), ("shwo", "show"), ("dmeo", "demo"), ("ad", "add"), ("deprt", "depart"),
      ("remvoe", "remove"), ("wach", "watch"), ("hlep", "help"), ("manul", "manual"),
      ("completion", "completions"), ("fly", nil), ("", nil), ("departures", nil),
    ] as [(String, String?)])
  func commandTypos_suggestTheNearestCommand(typed: String, expected: String?) {
    #expect(NearestName.suggestion(for: typed, among: Self.commands) == expected)
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
    #expect(NearestName.suggestion(for: typed, among: Self.options) == expected)
  }

  @Test(
    arguments: [("", "", 0), ("a", "", 1), ("kitten", "sitting", 3), ("list", "lsit", 2)]
      as [(String, String, Int)])
  func editDistance_countsSingleCharacterEdits(lhs: String, rhs: String, expected: Int) {
    #expect(NearestName.editDistance(lhs, rhs) == expected)
    #expect(NearestName.editDistance(rhs, lhs) == expected)
  }
}
