import Application
import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

/// Every problem a store can report, sent through every use case that reads or writes the
/// store: each one ends with the sentence for that problem, advice that fits it, and the
/// outcome that sets the exit status. `StoreAdviceTests` has the advice for every kind of
/// store.
@MainActor @Suite struct StoreProblemWordingTests {
  /// A use case run against a failing spy; returns its outcome. `asked` is what it asks the
  /// store before the failure stops it, `shownBefore` what it shows before the error.
  struct UseCase: CustomTestStringConvertible, Sendable {
    let name: String
    var asked: [TripStoreSpy.ReceivedMessage]
    var shownBefore: [ViewSpy.ReceivedMessage] = []
    let run: @Sendable (TripStoreSpy, ViewSpy, TripFormats, StoreKind) async -> UseCaseOutcome
    var testDescription: String { name }
  }

  /// The trip `add` plans, as the store is asked to keep it.
  nonisolated static let plannedDraft = try! TripDraft(
    departure: Fixtures.articleDeparture, arrival: Fixtures.articleArrival)

  nonisolated static let useCases: [UseCase] = [
    UseCase(name: "show", asked: [.find(Fixtures.tripID(1))]) {
      repository, view, formats, storeKind in
      do throws(ShowExistingTrip.Problem) {
        try await ShowExistingTrip(
          repository: repository, presenter: TripPresenter(view: view, formats: formats)
        ).show(tripWithID: Fixtures.tripID(1))
        return .completed
      } catch {
        return await view.report(error, formats: formats, storeKind: storeKind)
      }
    },
    UseCase(name: "demo", asked: [.page(after: nil, limit: 512)]) {
      repository, view, formats, storeKind in
      await ShowSampleTrip(
        repository: repository, sample: Fixtures.lateDraft(),
        presenter: TripPresenter(view: view, formats: formats), messageView: view,
        formats: formats, storeKind: storeKind
      ).show()
    },
    UseCase(
      name: "list", asked: [.page(after: nil, limit: 512)], shownBefore: [.beginList, .endList]
    ) { repository, view, formats, storeKind in
      await ListTrips(
        repository: repository, presenter: TripListPresenter(view: view, formats: formats),
        messageView: view, formats: formats,
        storeKind: storeKind,
        now: { Fixtures.articleDeparture }
      ).list(.all)
    },
    UseCase(name: "add", asked: [.add(plannedDraft)]) { repository, view, formats, storeKind in
      await PlanTrip(
        repository: repository, presenter: TripPresenter(view: view, formats: formats),
        messageView: view, formats: formats, storeKind: storeKind,
        now: { Fixtures.articleDeparture }
      )
      .plan(
        PlanTrip.Request(
          departure: .instant(Fixtures.articleDeparture),
          arrival: .instant(Fixtures.articleArrival)))
    },
    UseCase(name: "depart", asked: [.find(Fixtures.tripID(1))]) {
      repository, view, formats, storeKind in
      await RecordActualDeparture(
        repository: repository, presenter: TripPresenter(view: view, formats: formats),
        messageView: view, formats: formats, storeKind: storeKind
      ).record(.delayed(minutes: 5), forTripWithID: Fixtures.tripID(1))
    },
    UseCase(name: "edit", asked: [.find(Fixtures.tripID(1))]) {
      repository, view, formats, storeKind in
      await EditTrip(
        repository: repository, presenter: TripPresenter(view: view, formats: formats),
        messageView: view, formats: formats, storeKind: storeKind
      )
      .edit(.init(destination: "Delft"), tripWithID: Fixtures.tripID(1))
    },
    UseCase(name: "remove", asked: [.find(Fixtures.tripID(1))]) {
      repository, view, formats, storeKind in
      await CancelTrip(
        repository: repository, messageView: view, formats: formats, storeKind: storeKind
      )
      .cancel(tripWithID: Fixtures.tripID(1))
    },
    UseCase(name: "watch", asked: [.changeToken]) { repository, view, formats, storeKind in
      await WatchTrip(
        repository: repository, changes: repository,
        presenter: TripPresenter(view: view, formats: formats), messageView: view,
        formats: formats, storeKind: storeKind
      ).start(tripWithID: Fixtures.tripID(1))
    },
  ]

  private nonisolated static let checkTheFile = ExpectedAdvice.subject(.storeFileFailed)
  private nonisolated static let checkAccess = ExpectedAdvice.hint(
    "Check that this user may read and write the file and its folder, and that the disk has room.")

  /// Every problem of the port, once: its sentence, its advice and how the use case ends.
  nonisolated static let problems:
    [(TripStoreError.Problem, String, ExpectedAdvice, UseCaseOutcome)] = [
      (
        .notAStore("the file is empty"), "/s is not a Trips store (the file is empty).",
        checkTheFile, .storageFailed
      ),
      (.damaged("page 3"), "/s is damaged (page 3).", checkTheFile, .storageFailed),
      (
        .newerVersion(found: 9, supported: 2),
        "/s was written by a newer Trips (store version 9; this one knows up to 2).",
        .subject(.storeFromNewerVersion), .storageFailed
      ),
      (
        .unreadable("Permission denied"), "/s cannot be read (Permission denied).", checkAccess,
        .storageFailed
      ),
      (
        .unwritable("No space left on device"), "/s cannot be written (No space left on device).",
        checkAccess, .storageFailed
      ),
      (
        .failed("disk I/O error"), "/s could not be used (disk I/O error).", checkTheFile,
        .storageFailed
      ),
      (
        .busy,
        "/s is in use by another program, which did not let go in time. Nothing was changed.",
        .hint("Try again in a moment, when the other program has finished with the store."),
        .storeBusy
      ),
      (
        .unreachable, "/s cannot be reached. Nothing was changed.",
        .subject(.storeUnreachable), .storeBusy
      ),
      (
        .outcomeUnknown,
        "/s stopped answering while the change was being saved, so it may have been saved.",
        .subject(.outcomeUnknown), .storeBusy
      ),
      (
        .accessRefused(.credentials),
        "/s did not accept the user name or password. Nothing was changed.",
        .hint(
          "Check the user and password for the store. Keep a password in a password file (for "
            + "PostgreSQL, ~/.pgpass or the file PGPASSFILE names), not in the address."),
        .accessRefused
      ),
      (
        .accessRefused(.privilege),
        "/s refused this user what the command needs. Nothing was changed.",
        .hint("Ask the owner of the store's database to grant this user the access it needs."),
        .accessRefused
      ),
      (
        .readOnly(.replica), "/s takes no changes now. Nothing was changed.",
        .subject(.storeIsStandby), .storeBusy
      ),
      (
        .readOnly(.refusesChanges), "/s takes no changes now. Nothing was changed.",
        .hint(
          "The server is set to refuse changes (default_transaction_read_only). Ask its "
            + "administrator."), .storeBusy
      ),
      (
        .readOnly(.noneTakesChangesYet), "/s takes no changes now. Nothing was changed.",
        .hint(
          "None of the hosts in the address takes changes yet, as while a standby becomes the "
            + "primary. Try again in a moment."), .storeBusy
      ),
    ]

  @Test(arguments: useCases, problems)
  func everyStoreProblem_throughEveryUseCase_endsWithItsSentenceAndOutcome(
    useCase: UseCase, problem: (TripStoreError.Problem, String, ExpectedAdvice, UseCaseOutcome)
  ) async {
    let (kind, sentence, advice, expectedOutcome) = problem
    let faults = StoreFaults()
    let repository = TripStoreSpy(trips: [Fixtures.lateTrip(id: 1)], faults: faults)
    faults.failAll(with: TripStoreError(location: "/s", problem: kind))
    let view = ViewSpy()
    let outcome = await useCase.run(
      repository, view, amsterdamEnglish, Self.kindOfStore(reporting: kind))

    #expect(outcome == expectedOutcome)
    #expect(repository.receivedMessages == useCase.asked)
    #expect(view.receivedMessages == useCase.shownBefore + [.error(advice.message(sentence))])
  }

  /// A server for the problems only a server reports, a file for the others.
  private static func kindOfStore(reporting problem: TripStoreError.Problem) -> StoreKind {
    switch problem {
    case .unreachable, .outcomeUnknown, .accessRefused, .readOnly: .server
    default: .file
    }
  }

  @Test func everyTripError_throughPlanTrip_isARefusal() async {
    let repository = TripStoreSpy()
    let view = ViewSpy()
    let request = PlanTrip.Request(
      departure: .instant(Fixtures.articleArrival), arrival: .instant(Fixtures.articleDeparture))

    let outcome = await PlanTrip(
      repository: repository, presenter: TripPresenter(view: view, formats: amsterdamEnglish),
      messageView: view, formats: amsterdamEnglish, storeKind: .file,
      now: { Fixtures.articleDeparture }
    ).plan(request)

    #expect(outcome == .rejected)
    #expect(
      view.receivedMessages == [
        .error(
          Message(
            "The arrival (10/9/15 3:09 PM) must be after the departure (10/9/15 3:26 PM)."))
      ])
    #expect(repository.receivedMessages == [])
  }

  @Test func storeProblems_areTranslated_withTheirAdvice() async {
    for (locale, sentence, hint) in [
      (
        "de_DE",
        "/s wird von einem anderen Programm benutzt, das ihn nicht rechtzeitig freigegeben hat. Nichts wurde geändert.",
        "Versuchen Sie es gleich noch einmal, wenn das andere Programm den Speicher nicht mehr benutzt."
      ),
      ("zh_Hans_CN", "/s 正被另一个程序使用，且未能及时释放。没有做任何更改。", "请稍后再试，等另一个程序用完这个存储。"),
    ] {
      let view = ViewSpy()
      let formats = TripFormats(locale: Locale(identifier: locale), timeZone: .gmt)

      _ = view.report(
        .store(TripStoreError(location: "/s", problem: .busy)), formats: formats, storeKind: .file)

      #expect(view.receivedMessages == [.error(Message(sentence, hint: hint))])
    }
  }
}
