import Application
import CommandLineKit
import Domain
import Foundation
import LessonTestSupport
import Testing

@testable import App

/// How each usage error reads: the sentence after `error: ` and the `hint: ` line, pinned in
/// English, with spot checks of the translations.
@MainActor @Suite struct UsageErrorTextTests {
  private static func message(_ error: UsageError, _ locale: String) -> String {
    error.message(Locale(identifier: locale), program: CommandList.program)
  }

  private static func hint(_ error: UsageError, _ locale: String) -> String? {
    error.hint(Locale(identifier: locale), program: CommandList.program)
  }

  @Test(
    arguments: [
      (
        UsageError.Problem.noCommand, "no command given",
        "Run 'trips demo' to see a trip, or 'trips help'."
      ),
      (
        .unknownCommand("lsit", suggestion: "list"), "unknown command 'lsit'",
        "Did you mean 'list'?"
      ),
      (
        .unknownCommand("fly", suggestion: nil), "unknown command 'fly'",
        "Run 'trips help' to see the commands: \(CommandList.names.joined(separator: ", "))."
      ),
      (
        .unknownOption("--x", command: nil, suggestion: nil), "unknown option '--x'",
        "Run 'trips help' to see the options."
      ),
      (
        .unknownOption("--all", command: "show", suggestion: nil),
        "unknown option '--all' for 'show'",
        "Run 'trips help show' to see its options."
      ),
      (
        .missingValue(option: "--store"), "missing value for '--store'",
        "Write the value after the option: --store VALUE."
      ),
      (
        .invalidValue("xml", option: "--format", .notAChoice(allowed: ["text", "json"])),
        "'xml' is not a value of '--format'", "Use one of: text, json."
      ),
      (.repeatedOption("--all"), "option '--all' is given more than once", nil),
      (.optionTakesNoValue("--all"), "option '--all' does not take a value", nil),
      (
        .missing("<id>", command: "show"), "'show' needs '<id>'",
        "For example: trips show 1 --format json"
      ),
      (
        .invalidValue("x", option: "<id>", .notATripNumber),
        "'x' given to '<id>' is not a trip number",
        "Trip numbers are whole numbers from 1 up; 'trips list --all' shows them."
      ),
      (
        .unexpectedArgument("2", command: "show"), "unexpected argument '2' for 'show'",
        "Run 'trips help show' to see what it takes."
      ),
      (
        .missing("--arrival <time>", command: "add"), "'add' needs '--arrival <time>'",
        "For example: trips add --departure \"2035-10-09 8:15\" --arrival 9:02 --from Amsterdam"
      ),
      (
        .needsOneOf(["--at", "--delay"], command: "depart"),
        "'depart' needs one of '--at', '--delay'", "For example: trips depart 1 --delay 7"
      ),
      (
        .needsAtLeastOne(["--from", "--to"], command: "edit"),
        "'edit' needs at least one of '--from', '--to'",
        "For example: trips edit 1 --departure 8:20 --arrival 9:07"
      ),
      (.exclusiveOptions(["--at", "--delay"]), "'--at', '--delay' cannot be given together", nil),
      (
        .unknownOption("--al", command: "list", suggestion: "--all"),
        "unknown option '--al' for 'list'", "Did you mean '--all'?"
      ),
      (
        .unknownOption("--colour", command: nil, suggestion: "--color"),
        "unknown option '--colour'", "Did you mean '--color'?"
      ),
      (
        .missing("<shell>", command: "completions"), "'completions' needs '<shell>'",
        "For example: source <(trips completions bash)"
      ),
      (
        .invalidValue("soon", option: "--delay", .notMinutes),
        "'soon' given to '--delay' is not a whole number of minutes",
        "Give whole minutes, such as 5 or -2."
      ),
      (
        .invalidValue("tomorrow", option: "--at", .notATime),
        "'tomorrow' given to '--at' is not a time",
        "Write '15:09', '2015-10-09 15:09' (in the time zone) or '2015-10-09T15:09:53+02:00'."
      ),
      (
        .invalidValue("Friday", option: "--to-date", .notADay),
        "'Friday' given to '--to-date' is not a day",
        "Write a day as YYYY-MM-DD, such as 2035-10-09."
      ),
      (
        .invalidValue("lis", option: "[<subcommand>]", .notAName(suggestion: "list")),
        "unknown command 'lis'", "Did you mean 'list'?"
      ),
      (
        .missing("<id>", command: "remove"), "'remove' needs '<id>'",
        "For example: trips remove 3"
      ),
      (
        .unknownTimeZone("Mars"), "unknown time zone 'Mars'",
        "Use an IANA name such as 'Europe/Amsterdam', 'America/New_York' or 'UTC'."
      ),
      (
        .unknownTimeZoneInTZ("Mars"), "unknown time zone 'Mars' in TZ",
        "Set TZ to an IANA name such as 'Europe/Amsterdam', or pass --time-zone."
      ),
      (
        .emptyStorePath, "the store path is empty", "Give a file, for example --store trips.sqlite."
      ),
      (
        .noHomeDirectory, "there is no default store because HOME is not set",
        "Choose a store with --store PATH or TRIPS_STORE."
      ),
    ] as [(UsageError.Problem, String, String?)])
  func english(problem: UsageError.Problem, message: String, hint: String?) {
    let error = UsageError(problem)

    #expect(Self.message(error, "en_US") == message)
    #expect(Self.hint(error, "en_US") == hint)
  }

  @Test func german_andChinese() {
    let error = UsageError(.unknownOption("--bogus", command: "show", suggestion: nil))

    #expect(Self.message(error, "de_DE") == "unbekannte Option '--bogus' für 'show'")
    #expect(Self.message(error, "zh_Hans_CN") == "'show' 没有选项 '--bogus'")
  }
}
