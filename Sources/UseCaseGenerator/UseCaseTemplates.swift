/// The files a new use case needs, as text: each a path inside the package and its contents.
///
/// The code they hold is the least a use case of its kind needs. The steps every use case of
/// a kind shares are not copied into it: a show or change use case calls `OneTripFlow`, a
/// list use case `TripListing`, both in Application.
struct UseCaseTemplates {
  /// A file to create.
  struct File: Equatable {
    /// Its path, relative to the package's folder.
    let path: String
    /// Its contents.
    let contents: String
  }

  /// What to write.
  let request: UseCaseRequest

  /// Every file to create, in the order they are written.
  var files: [File] {
    [
      File(path: "Sources/Application/\(request.name).swift", contents: useCase),
      File(path: "Tests/ApplicationTests/\(request.name)Tests.swift", contents: tests),
      File(path: "Sources/App/Commands/\(request.commandTypeName).swift", contents: command),
    ]
  }

  /// The English sentences the use case shows, as lines of `Localizable.strings`; none for
  /// the kinds whose messages every use case shares.
  var englishStrings: String? {
    guard request.kind == .list else { return nil }
    return """

      /* \(request.name): the list is empty. */
      "\(emptyKey)" = "There are no trips to list.";
      "\(emptyHintKey)" = "Plan one with 'trips add --departure TIME --arrival TIME'.";

      """
  }

  /// The line that registers the command in `CommandList.commands`.
  var registration: String { "    \(request.commandTypeName).self,\n" }

  private var emptyKey: String { "message.\(request.lowerCamelName).empty" }
  private var emptyHintKey: String { "hint.\(request.lowerCamelName).empty" }

  // MARK: - The use case

  private var useCase: String {
    switch request.kind {
    case .show: showUseCase
    case .change: changeUseCase
    case .list: listUseCase
    }
  }

  private var oneTripInitializer: String {
    """
      /// Creates the use case.
      ///
      /// - Parameters:
      ///   - repository: Where trips are stored.
      ///   - tripView: Where the trip is shown.
      ///   - messageView: Where a refusal or a failure is reported.
      ///   - formats: How the trip is put into words.
      public init(
        repository: any TripRepository,
        tripView: any TripView,
        messageView: any MessageView,
        formats: TripFormats
      ) {
        self.flow = OneTripFlow(
          repository: repository, tripView: tripView, messageView: messageView, formats: formats)
      }
    """
  }

  private var showUseCase: String {
    """
    import Domain
    import Presentation

    /// \(request.abstract.dropLast()): the use case behind `trips \(request.commandName) <id>`.
    ///
    /// It finds the trip and shows it, through the steps every use case about one trip
    /// shares. A missing trip or a failing store reaches the message view instead.
    @MainActor
    public struct \(request.name) {
      private let flow: OneTripFlow

    \(oneTripInitializer)

      /// Shows the trip with the given identifier.
      ///
      /// - Parameter id: The trip.
      /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/notFound``,
      ///   ``UseCaseOutcome/storageFailed`` or ``UseCaseOutcome/storeBusy``.
      @discardableResult
      public func \(request.verb)(tripWithID id: TripID) async -> UseCaseOutcome {
        await flow.show(tripWithID: id)
      }
    }

    """
  }

  private var changeUseCase: String {
    """
    import Domain
    import Presentation

    /// \(request.abstract.dropLast()): the use case behind `trips \(request.commandName) <id>`.
    ///
    /// It finds the trip, changes it, stores the change and shows the trip again, through the
    /// steps every use case about one trip shares. A missing trip, a refused change and a
    /// failing store reach the message view instead; a change that changes nothing stores
    /// nothing.
    @MainActor
    public struct \(request.name) {
      private let flow: OneTripFlow

    \(oneTripInitializer)

      /// Changes the trip with the given identifier, stores it and shows it.
      ///
      /// - Parameter id: The trip to change.
      /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/notFound``,
      ///   ``UseCaseOutcome/rejected``, ``UseCaseOutcome/storageFailed`` or
      ///   ``UseCaseOutcome/storeBusy``.
      @discardableResult
      public func \(request.verb)(tripWithID id: TripID) async -> UseCaseOutcome {
        await flow.change(tripWithID: id) { trip throws(Refusal) in
          try changed(trip)
        }
      }

      /// The change this use case makes. As written by `new-use-case` it records that the
      /// trip left on time, a real change, so that the tests run the whole flow; write the
      /// change here, throwing a `Refusal` with a message when a rule refuses it.
      private func changed(_ trip: Trip) throws(Refusal) -> Trip {
        trip.departing(at: trip.departure)
      }
    }

    """
  }

  private var listUseCase: String {
    """
    import Domain
    import Presentation

    /// \(request.abstract.dropLast()): the use case behind `trips \(request.commandName)`.
    ///
    /// Trips are read a page at a time and shown one by one, through the steps every use case
    /// that lists trips shares. An empty list is news, not a failure.
    @MainActor
    public struct \(request.name) {
      private let repository: any TripRepository
      private let listing: TripListing

      /// Creates the use case.
      ///
      /// - Parameters:
      ///   - repository: Where trips are stored.
      ///   - listView: Where the trips are shown.
      ///   - messageView: Where an empty list and failures are reported.
      ///   - formats: How trips are put into words.
      public init(
        repository: any TripRepository,
        listView: any TripListView,
        messageView: any MessageView,
        formats: TripFormats
      ) {
        self.repository = repository
        self.listing = TripListing(listView: listView, messageView: messageView, formats: formats)
      }

      /// Lists the trips, in departure order.
      ///
      /// - Returns: ``UseCaseOutcome/completed`` (also for an empty list),
      ///   ``UseCaseOutcome/storageFailed`` or ``UseCaseOutcome/storeBusy``.
      @discardableResult
      public func \(request.verb)() async -> UseCaseOutcome {
        let strings = listing.formats.strings
        return await listing.show(
          repository.allTrips(),
          whenEmpty: Message(
            strings("\(emptyKey)"),
            hint: strings("\(emptyHintKey)")))
      }
    }

    """
  }

  // MARK: - The tests

  private var tests: String {
    let body: String
    switch request.kind {
    case .show: body = showTests
    case .change: body = changeTests
    case .list: body = listTests
    }
    let views =
      request.kind == .list
      ? "listView: view, messageView: view" : "tripView: view, messageView: view"
    return """
      import Application
      import Domain
      import Presentation
      import TestSupport
      import Testing

      @MainActor @Suite struct \(request.name)Tests {
        private let id = Fixtures.tripID(1)

        private func makeSUT(trips: [Trip] = []) -> (
          sut: \(request.name), repository: TripRepositorySpy, view: ViewSpy
        ) {
          let repository = TripRepositorySpy(trips: trips)
          let view = ViewSpy()
          let sut = \(request.name)(
            repository: repository, \(views), formats: amsterdamEnglish)
          return (sut, repository, view)
        }
      \(body)}

      """
  }

  private var oneTripSadPaths: String {
    let verb = request.verb
    return """

        @Test func \(verb)_reportsNotFound_whenTheTripIsMissing() async {
          let (sut, repository, view) = makeSUT()

          let outcome = await sut.\(verb)(tripWithID: id)

          #expect(outcome == .notFound)
          #expect(repository.receivedMessages == [.find(id)])
          #expect(view.receivedMessages == [.error(Message("There is no trip 1.", hint: notFoundHint))])
        }

        @Test func \(verb)_reportsTheFailure_whenTheStoreCannotBeRead() async {
          let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
          repository.failAll()

          let outcome = await sut.\(verb)(tripWithID: id)

          #expect(outcome == .storageFailed)
          #expect(repository.receivedMessages == [.find(id)])
          #expect(view.receivedMessages == [.error(storeFailureMessage)])
        }

      """
  }

  private var showTests: String {
    let verb = request.verb
    return """

        @Test func \(verb)_showsTheTrip() async {
          let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])

          let outcome = await sut.\(verb)(tripWithID: id)

          #expect(outcome == .completed)
          #expect(repository.receivedMessages == [.find(id)])
          #expect(view.receivedMessages == [.display(articleViewModel(late: true))])
        }

      """ + oneTripSadPaths
  }

  private var changeTests: String {
    let verb = request.verb
    return """

        @Test func \(verb)_storesTheChangedTrip_andShowsIt() async {
          let trip = Fixtures.onTimeTrip(id: 1)
          let (sut, repository, view) = makeSUT(trips: [trip])

          let outcome = await sut.\(verb)(tripWithID: id)

          #expect(outcome == .completed)
          #expect(repository.receivedMessages == [.find(id), .update(changed(trip))])
          #expect(view.receivedMessages == [.display(articleViewModel(late: false))])
        }

      """ + oneTripSadPaths + """

          @Test func \(verb)_reportsTheFailure_whenOnlyTheUpdateFails() async {
            let trip = Fixtures.onTimeTrip(id: 1)
            let (sut, repository, view) = makeSUT(trips: [trip])
            repository.fail(.update)

            let outcome = await sut.\(verb)(tripWithID: id)

            #expect(outcome == .storageFailed)
            #expect(repository.receivedMessages == [.find(id), .update(changed(trip))])
            #expect(view.receivedMessages == [.error(storeFailureMessage)])
          }

          @Test func \(verb)_reportsNotFound_whenTheTripIsRemovedBeforeTheUpdate() async {
            let trip = Fixtures.onTimeTrip(id: 1)
            let (sut, repository, view) = makeSUT(trips: [trip])
            repository.failWithNotFound(.update)

            let outcome = await sut.\(verb)(tripWithID: id)

            #expect(outcome == .notFound)
            #expect(repository.receivedMessages == [.find(id), .update(changed(trip))])
            #expect(view.receivedMessages == [.error(Message("There is no trip 1.", hint: notFoundHint))])
          }

          /// The trip as the use case must store it; change it with the use case's change.
          private func changed(_ trip: Trip) -> Trip {
            trip.departing(at: trip.departure)
          }

        """
  }

  private var listTests: String {
    let verb = request.verb
    return """

        @Test func \(verb)_showsEveryTrip_inDepartureOrder() async {
          let (sut, repository, view) = makeSUT(trips: [
            Fixtures.lateTrip(id: 2), Fixtures.onTimeTrip(id: 1),
          ])

          let outcome = await sut.\(verb)()

          #expect(outcome == .completed)
          #expect(repository.receivedMessages == [.page(after: nil, limit: 512)])
          #expect(
            view.receivedMessages == [
              .beginList, .listItem(articleViewModel(id: "1", late: false)),
              .listItem(articleViewModel(id: "2", late: true)), .endList,
            ])
        }

        @Test func \(verb)_saysSo_whenThereIsNothingToList() async {
          let (sut, repository, view) = makeSUT()

          let outcome = await sut.\(verb)()

          #expect(outcome == .completed)
          #expect(repository.receivedMessages == [.page(after: nil, limit: 512)])
          #expect(
            view.receivedMessages == [
              .beginList, .endList,
              .information(
                Message(
                  "There are no trips to list.",
                  hint: "Plan one with 'trips add --departure TIME --arrival TIME'.")),
            ])
        }

        @Test func \(verb)_reportsTheFailure_whenTheStoreCannotBeRead() async {
          let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
          repository.failAll()

          let outcome = await sut.\(verb)()

          #expect(outcome == .storageFailed)
          #expect(repository.receivedMessages == [.page(after: nil, limit: 512)])
          #expect(view.receivedMessages == [.beginList, .endList, .error(storeFailureMessage)])
        }

      """
  }

  // MARK: - The command

  private var command: String {
    let takesATrip = request.kind != .list
    let synopsis = "trips \(request.commandName)" + (takesATrip ? " <id>" : "")
    let configuration =
      takesATrip
      ? """
        static let configuration = CommandConfiguration(
          name: "\(request.commandName)",
          abstract: "\(request.abstract)",
          arguments: [
            ArgumentDefinition("id", help: "The number of the trip; 'trips list --all' shows it.")
          ])

        /// The trip.
        var id: TripID

        init(id: TripID) {
          self.id = id
        }

        init(parsing arguments: ParsedArguments) throws(UsageError) {
          id = try arguments.tripID()
        }
      """
      : """
        static let configuration = CommandConfiguration(
          name: "\(request.commandName)",
          abstract: "\(request.abstract)")

        init() {}

        init(parsing arguments: ParsedArguments) throws(UsageError) {
          try arguments.expectPositionals(atMost: 0)
        }
      """
    let run =
      takesATrip
      ? """
          let useCase = \(request.name)(
            repository: app.repository, tripView: app.tripView, messageView: app.messageView,
            formats: app.formats)
          return ExitStatus(await useCase.\(request.verb)(tripWithID: id))
      """
      : """
          let useCase = \(request.name)(
            repository: app.repository, listView: app.listView, messageView: app.messageView,
            formats: app.formats)
          return ExitStatus(await useCase.\(request.verb)())
      """
    return """
      import Application
      \(takesATrip ? "import Domain\n" : "")
      /// `\(synopsis)`: \(request.abstract.prefix(1).lowercased() + request.abstract.dropFirst())
      struct \(request.commandTypeName): Command, Equatable {
      \(configuration)

        @MainActor
        func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
          let app = try await context.compose()
      \(run)
        }
      }

      """
  }
}
