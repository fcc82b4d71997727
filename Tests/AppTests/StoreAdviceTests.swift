import Application
import Domain
import Foundation
import LessonTestSupport
import Localization
import Presentation
import Testing

@testable import App

/// The advice on a store's failure fits the cause and the kind of store the composition root
/// chose, as the command line shows it: Application's message through App's hints. The table
/// holds every pair of problem and kind, and says which pairs no adapter reports: those get the
/// advice of the nearest pair that can occur.
@MainActor @Suite struct StoreAdviceTests {
  /// One problem, and its advice in a file, on a server and in memory.
  struct Row: CustomTestStringConvertible, Sendable {
    let problem: TripStoreError.Problem
    let file: Advice
    let server: Advice
    /// Memory cannot fail; were it to, it would get a file's advice.
    var memory: Advice { .cannotOccur("the in-memory store cannot fail", file.start) }
    var testDescription: String { "\(problem)" }

    func advice(_ kind: StoreKind) -> Advice {
      switch kind {
      case .file: file
      case .server: server
      case .memory: memory
      }
    }
  }

  /// The start of the advice, and why the pair cannot occur when it cannot.
  enum Advice: Sendable {
    case occurs(String)
    case cannotOccur(_ why: String, _ advice: String)

    var start: String {
      switch self {
      case .occurs(let advice), .cannotOccur(_, let advice): advice
      }
    }
  }

  private nonisolated static let moveAside = "Check the path given with --store or TRIPS_STORE,"
  private nonisolated static let access = "Check that this user may read and write the file"
  private nonisolated static let serverLog = "Check the address given with --store or TRIPS_STORE."
  private nonisolated static let newer = "Use the newer Trips that wrote it,"
  private nonisolated static let wait = "Try again in a moment, when the other program"
  private nonisolated static let serverBack = "Try again when the server is back."
  private nonisolated static let lookFirst = "Run 'trips list --all' when the store is back"
  private nonisolated static let password = "Check the user and password for the store."
  private nonisolated static let grant = "Ask the owner of the store's database to grant"
  private nonisolated static let standby = "It is a standby."
  private nonisolated static let refuses = "The server is set to refuse changes"
  private nonisolated static let failover = "None of the hosts in the address takes changes yet"
  private nonisolated static let noServer = "a file has no server"
  private nonisolated static let noSQLState = "PostgreSQL reports a read as failed, not unreadable"

  nonisolated static let table: [Row] = [
    Row(
      problem: .notAStore("x"), file: .occurs(moveAside),
      server: .occurs("The database holds tables that Trips did not make.")),
    Row(
      problem: .damaged("x"), file: .occurs(moveAside),
      server: .occurs("Trips changes nothing it cannot read.")),
    Row(
      problem: .newerVersion(found: 9, supported: 2), file: .occurs(newer), server: .occurs(newer)),
    Row(
      problem: .unreadable("x"), file: .occurs(access),
      server: .cannotOccur(noSQLState, serverLog)),
    Row(problem: .unwritable("x"), file: .occurs(access), server: .occurs(serverLog)),
    Row(problem: .failed("x"), file: .occurs(moveAside), server: .occurs(serverLog)),
    Row(problem: .busy, file: .occurs(wait), server: .occurs(wait)),
    Row(
      problem: .unreachable, file: .cannotOccur(noServer, serverBack), server: .occurs(serverBack)),
    Row(
      problem: .outcomeUnknown, file: .cannotOccur(noServer, lookFirst),
      server: .occurs(lookFirst)),
    Row(
      problem: .accessRefused(.credentials),
      file: .cannotOccur("a file refused is unreadable", access), server: .occurs(password)),
    Row(
      problem: .accessRefused(.privilege),
      file: .cannotOccur("a file refused is unreadable", access), server: .occurs(grant)),
    Row(
      problem: .readOnly(.replica), file: .cannotOccur(noServer, standby),
      server: .occurs(standby)),
    Row(
      problem: .readOnly(.refusesChanges), file: .cannotOccur(noServer, refuses),
      server: .occurs(refuses)),
    Row(
      problem: .readOnly(.noneTakesChangesYet), file: .cannotOccur(noServer, failover),
      server: .occurs(failover)),
  ]

  @Test(arguments: table, StoreKind.allCases)
  func everyProblem_inEveryKindOfStore_getsAdviceThatFits(row: Row, kind: StoreKind) async {
    let hint = await hint(for: row.problem, in: kind)

    #expect(hint.hasPrefix(row.advice(kind).start), "\(hint)")
    if kind == .server { #expect(!hint.contains("file aside")) }
    if kind == .file { #expect(!hint.contains("password")) }
  }

  @Test func theTable_holdsEveryProblemOnce() {
    let names = Self.table.map { Self.name(of: $0.problem) }
    #expect(Set(names).count == names.count)
    #expect(names.count == 14)
  }

  /// The name of the problem's case, down to the refusal or read-only cause. The switch has
  /// no default, so a new problem does not compile until it is named here and counted above.
  private static func name(of problem: TripStoreError.Problem) -> String {
    switch problem {
    case .notAStore: "notAStore"
    case .damaged: "damaged"
    case .newerVersion: "newerVersion"
    case .unreadable: "unreadable"
    case .unwritable: "unwritable"
    case .failed: "failed"
    case .busy: "busy"
    case .unreachable: "unreachable"
    case .outcomeUnknown: "outcomeUnknown"
    case .accessRefused(.credentials): "credentials"
    case .accessRefused(.privilege): "privilege"
    case .readOnly(.replica): "standby"
    case .readOnly(.refusesChanges): "refusesChanges"
    case .readOnly(.noneTakesChangesYet): "noneTakesChangesYet"
    }
  }

  @Test(arguments: [
    (
      TripStoreError.Problem.failed("ERROR:  relation \"trips\" does not exist"),
      "/s could not be used. Nothing was changed."
    ),
    (
      .unwritable("ERROR:  could not extend file"),
      "/s could not write the change. Nothing was changed."
    ),
  ])
  func aServersOwnWords_areADetail_notTheReason(problem: TripStoreError.Problem, text: String)
    async
  {
    let view = ViewSpy()

    _ = Self.hinted(view).report(
      .store(TripStoreError(location: "/s", problem: problem)), formats: Self.english,
      storeKind: .server)

    let detail: String? =
      switch problem {
      case .failed(let words), .unwritable(let words): words
      default: nil
      }
    #expect(
      view.receivedMessages == [
        .error(
          Message(
            text,
            hint: "Check the address given with --store or TRIPS_STORE. If it is right,"
              + " the server's log says more.", detail: detail, subject: .serverFailed))
      ])
  }

  /// The hint a failure of `ShowExistingTrip` is reported with when the store fails with `problem`.
  private func hint(for problem: TripStoreError.Problem, in kind: StoreKind) async -> String {
    let view = ViewSpy()

    _ = Self.hinted(view).report(
      .store(TripStoreError(location: "/s", problem: problem)), formats: Self.english,
      storeKind: kind)

    guard view.receivedMessages.count == 1, case .error(let message) = view.receivedMessages[0]
    else {
      Issue.record("expected one error, got \(view.receivedMessages)")
      return ""
    }
    return message.hint ?? ""
  }

  /// The formats of the person, in English.
  private static let english = TripFormats(
    locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Amsterdam")!)

  /// `view` behind the command line's hints, in English, as App composes every message view.
  private static func hinted(_ view: ViewSpy) -> CommandLineHints {
    CommandLineHints(
      view, strings: LocalizedStrings(locale: english.locale, tables: StringTables.table))
  }
}
