/// The files a new use case needs, as text: each a path inside the package and its contents.
///
/// The code they hold is the least a use case of its kind needs. A show use case writes its
/// two steps out, as `ShowExistingTrip` does; the steps a change, copy or list use case
/// shares are not copied into it: those call `OneTripFlow` or `TripListing`, in Application.
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

      """
  }

  /// `english` for another language, marked as not yet translated.
  func untranslated(_ english: String) -> String {
    english.replacingOccurrences(
      of: ": the list is empty. */", with: ": the list is empty. In English until translated. */")
  }

  /// The line that registers the command in `CommandList.commands`.
  var registration: String { "    \(request.commandTypeName).self,\n" }

  /// The command's row in the manual's table of commands.
  var manualRow: String {
    let words =
      [request.commandName] + tripArguments.map { "<\($0)>" }
      + request.options.map { option in
        let typed = "--\(option.name) \(option.kind.rawValue.uppercased())"
        return option.isRequired ? typed : "[\(typed)]"
      }
    let summary = request.abstract.prefix(1).lowercased() + request.abstract.dropFirst().dropLast()
    return "| `\(words.joined(separator: " "))` | \(summary) |\n"
  }

  private var takesATrip: Bool { request.kind != .list }

  /// Whether the use case changes several trips with one change set.
  private var changesSeveral: Bool { request.tripCount > 1 }

  /// The names of the command's trip arguments: `id`, or `first`, `second` for several.
  private var tripArguments: [String] {
    guard takesATrip else { return [] }
    return changesSeveral ? Array(UseCaseRequest.tripNames.prefix(request.tripCount)) : ["id"]
  }

  /// The options as parameters of the use case's method: `, toDate: CalendarDay`.
  private var parameters: String {
    request.options.map { ", \($0.propertyName): \($0.typeName)" }.joined()
  }

  /// The options as arguments of a call: `, toDate: toDate`.
  private var passedOptions: String {
    request.options.map { ", \($0.propertyName): \($0.propertyName)" }.joined()
  }

  /// The sample values of the options, as properties of a test suite.
  private var sampleProperties: String {
    request.options.map { "  private let \($0.propertyName) = \($0.sampleValue)\n" }.joined()
  }

  /// The method's parameter list: `(tripWithID id: TripID, toDate: CalendarDay)`, or
  /// `(first: TripID, second: TripID)` for several trips.
  private var signature: String {
    let trips =
      changesSeveral
      ? tripArguments.map { ", \($0): TripID" }.joined()
      : (takesATrip ? ", tripWithID id: TripID" : "")
    return "(" + (trips + parameters).dropFirst(2) + ")"
  }

  /// A call of the method in a test.
  private var sampleCall: String {
    let trips =
      changesSeveral
      ? tripArguments.map { ", \($0): \($0)" }.joined()
      : (takesATrip ? ", tripWithID: id" : "")
    return "sut.\(request.verb)(" + (trips + passedOptions).dropFirst(2) + ")"
  }

  /// A method's first line, `  head(parameters) tail {`, with the parameters on a line of
  /// their own when the line would pass 100 columns, as swift-format wraps it.
  private func declaration(_ head: String, _ parameters: String, _ tail: String) -> String {
    let line = "  \(head)(\(parameters)) \(tail) {"
    guard line.count > 100 else { return line }
    return "  \(head)(\n    \(parameters)\n  ) \(tail) {"
  }

  /// The doc comment lines for the options.
  private var optionDocs: String {
    request.options.map {
      "  ///   - \($0.propertyName): The value of `--\($0.name)`\($0.isRequired ? "" : ", if given").\n"
    }.joined()
  }

  private var emptyKey: String { "message.\(request.lowerCamelName).empty" }

  // MARK: - The use case

  private var useCase: String {
    switch request.kind {
    case .show: showUseCase
    case .change: changesSeveral ? severalTripsUseCase : changeUseCase
    case .list: listUseCase
    case .copy: copyUseCase
    }
  }

  private var oneTripInitializer: String {
    """
      /// Creates the use case.
      ///
      /// - Parameters:
      ///   - repository: Where trips are stored.
      ///   - presenter: Shows the trip.
      ///   - messageView: Where a refusal or a failure is reported.
      ///   - formats: How the trip is put into words.
      ///   - storeKind: The kind of store, for advice on its failures.
      public init(
        repository: any TripStore,
        presenter: TripPresenter,
        messageView: any MessageView,
        formats: TripFormats,
        storeKind: StoreKind
      ) {
        self.flow = OneTripFlow(
          repository: repository, presenter: presenter, messageView: messageView, formats: formats,
          storeKind: storeKind)
      }
    """
  }

  private var showUseCase: String {
    """
    import Domain
    import Presentation

    /// \(request.abstract.dropLast()): the use case behind `trips \(request.commandName) <id>`.
    ///
    /// It finds the trip through the repository port and shows it, as `ShowExistingTrip` does.
    /// A missing trip or a failing store reaches the message view instead.
    @MainActor
    public struct \(request.name) {
      private let repository: any TripStore
      private let presenter: TripPresenter
      private let messageView: any MessageView
      private let formats: TripFormats
      private let storeKind: StoreKind

      /// Creates the use case.
      ///
      /// - Parameters:
      ///   - repository: Where trips are stored.
      ///   - presenter: Shows the trip.
      ///   - messageView: Where a failure is reported.
      ///   - formats: How the trip is put into words.
      ///   - storeKind: The kind of store, for advice on its failures.
      public init(
        repository: any TripStore,
        presenter: TripPresenter,
        messageView: any MessageView,
        formats: TripFormats,
        storeKind: StoreKind
      ) {
        self.repository = repository
        self.presenter = presenter
        self.messageView = messageView
        self.formats = formats
        self.storeKind = storeKind
      }

      /// Shows the trip with the given identifier.
      ///
      /// - Parameters:
      ///   - id: The trip.
    \(optionDocs)  /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/notFound``,
      ///   ``UseCaseOutcome/storageFailed``, ``UseCaseOutcome/storeBusy`` or
      ///   ``UseCaseOutcome/accessRefused``.
      @discardableResult
    \(declaration("public func \(request.verb)", String(signature.dropFirst().dropLast()), "async -> UseCaseOutcome"))
        let messages = Messages(formats, storeKind: storeKind)
        let found: Trip?
        do throws(TripStoreError) {
          found = try await repository.trip(withID: id)
        } catch {
          return messageView.reportStoreFailure(error, messages)
        }
        guard let trip = found else {
          return messageView.reportNotFound(id, messages)
        }
        presenter.present(trip)
        return .completed
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
      /// - Parameters:
      ///   - id: The trip to change.
    \(optionDocs)  /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/notFound``,
      ///   ``UseCaseOutcome/rejected``, ``UseCaseOutcome/storageFailed`` or
      ///   ``UseCaseOutcome/storeBusy``.
      @discardableResult
    \(declaration("public func \(request.verb)", String(signature.dropFirst().dropLast()), "async -> UseCaseOutcome"))
        await flow.change(tripWithID: id) { trip throws(Refusal) in
          try changed(trip\(passedOptions))
        }
      }

      /// The change this use case makes. As written by `new-use-case` it records that the
      /// trip left on time, a real change, so that the tests run the whole flow; write the
      /// change here, throwing a `Refusal` with a message when a rule refuses it.
    \(declaration("private func changed", "_ trip: Trip" + parameters, "throws(Refusal) -> Trip"))
        trip.departing(at: trip.departure)
      }
    }

    """
  }

  private var severalTripsUseCase: String {
    let names = tripArguments.map { "<\($0)>" }.joined(separator: " ")
    let docs = tripArguments.map { "  ///   - \($0): The \($0) trip to change.\n" }.joined()
    return """
      import Domain
      import Presentation

      /// \(request.abstract.dropLast()): the use case behind `trips \(request.commandName) \(names)`.
      ///
      /// It finds the trips, changes them, stores the changes as one change set, all or nothing,
      /// and shows the trips in one push, through the steps every use case about several trips
      /// shares. A missing trip, a refused change, a conflict on any trip and a failing store
      /// reach the message view instead, and then no trip is changed.
      @MainActor
      public struct \(request.name) {
        private let flow: SeveralTripsFlow

        /// Creates the use case.
        ///
        /// - Parameters:
        ///   - repository: Where trips are stored.
        ///   - presenter: Shows the trips, in one push.
        ///   - messageView: Where a refusal or a failure is reported.
        ///   - formats: How the trips are put into words.
        ///   - storeKind: The kind of store, for advice on its failures.
        public init(
          repository: any TripStore,
          presenter: TripCardsPresenter,
          messageView: any MessageView,
          formats: TripFormats,
          storeKind: StoreKind
        ) {
          self.flow = SeveralTripsFlow(
            repository: repository, presenter: presenter, messageView: messageView, formats: formats,
            storeKind: storeKind)
        }

        /// Changes the trips with the given identifiers together, stores them and shows them.
        ///
        /// - Parameters:
      \(docs)\(optionDocs)  /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/notFound``,
        ///   ``UseCaseOutcome/rejected``, ``UseCaseOutcome/changedElsewhere``,
        ///   ``UseCaseOutcome/storageFailed`` or ``UseCaseOutcome/storeBusy``.
        @discardableResult
      \(declaration("public func \(request.verb)", String(signature.dropFirst().dropLast()), "async -> UseCaseOutcome"))
          await flow.change(tripsWithIDs: [\(tripArguments.joined(separator: ", "))]) { trips throws(Refusal) in
            try changed(trips\(passedOptions))
          }
        }

        /// The change this use case makes: one changed trip for each trip, in the same order.
        /// As written by `new-use-case` it records that each trip left on time, a real change,
        /// so that the tests run the whole flow; write the change here, throwing a `Refusal`
        /// with a message when a rule refuses it.
      \(declaration("private func changed", "_ trips: [Trip]" + parameters, "throws(Refusal) -> [Trip]"))
          trips.map { $0.departing(at: $0.departure) }
        }
      }

      """
  }

  private var listUseCase: String {
    """
    import Domain
    import Localization
    import Presentation

    /// \(request.abstract.dropLast()): the use case behind `trips \(request.commandName)`.
    ///
    /// Trips are read a page at a time and shown one by one, through the steps every use case
    /// that lists trips shares. An empty list is news, not a failure.
    @MainActor
    public struct \(request.name) {
      private let repository: any TripStore
      private let listing: TripListing

      /// Creates the use case.
      ///
      /// - Parameters:
      ///   - repository: Where trips are stored.
      ///   - presenter: Shows the trips.
      ///   - messageView: Where an empty list and failures are reported.
      ///   - formats: How trips are put into words.
      ///   - storeKind: The kind of store, for advice on its failures.
      public init(
        repository: any TripStore,
        presenter: TripListPresenter,
        messageView: any MessageView,
        formats: TripFormats,
        storeKind: StoreKind
      ) {
        self.repository = repository
        self.listing = TripListing(
          presenter: presenter, messageView: messageView, formats: formats, storeKind: storeKind)
      }

      /// Lists the trips, in departure order.
      ///
    \(request.options.isEmpty ? "" : "  /// - Parameters:\n" + optionDocs)  /// - Returns: ``UseCaseOutcome/completed`` (also for an empty list),
      ///   ``UseCaseOutcome/storageFailed`` or ``UseCaseOutcome/storeBusy``.
      @discardableResult
    \(declaration("public func \(request.verb)", String(signature.dropFirst().dropLast()), "async -> UseCaseOutcome"))
        let strings = LocalizedStrings(locale: listing.formats.locale)
        return await listing.show(
          repository.allTrips(),
          whenEmpty: Message(
            strings.message\(request.name)Empty, subject: .noTrips))
      }
    }

    """
  }

  private var copyUseCase: String {
    """
    import Domain
    import Presentation

    /// \(request.abstract.dropLast()): the use case behind `trips \(request.commandName) <id>`.
    ///
    /// It finds the trip, makes a new trip from it, stores the new one and shows it with its
    /// own number, through the steps every use case about one trip shares. A missing trip, a
    /// refused new trip and a failing store reach the message view instead.
    @MainActor
    public struct \(request.name) {
      private let flow: OneTripFlow
      private let formats: TripFormats

      /// Creates the use case.
      ///
      /// - Parameters:
      ///   - repository: Where trips are stored.
      ///   - presenter: Shows the new trip.
      ///   - messageView: Where a refusal or a failure is reported.
      ///   - formats: How trips are put into words.
      ///   - storeKind: The kind of store, for advice on its failures.
      public init(
        repository: any TripStore,
        presenter: TripPresenter,
        messageView: any MessageView,
        formats: TripFormats,
        storeKind: StoreKind
      ) {
        self.flow = OneTripFlow(
          repository: repository, presenter: presenter, messageView: messageView, formats: formats,
          storeKind: storeKind)
        self.formats = formats
      }

      /// Adds a new trip made from the trip with the given identifier, and shows it.
      ///
      /// - Parameters:
      ///   - id: The trip to start from.
    \(optionDocs)  /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/notFound``,
      ///   ``UseCaseOutcome/rejected``, ``UseCaseOutcome/storageFailed`` or
      ///   ``UseCaseOutcome/storeBusy``.
      @discardableResult
    \(declaration("public func \(request.verb)", String(signature.dropFirst().dropLast()), "async -> UseCaseOutcome"))
        await flow.add(fromTripWithID: id) { trip throws(Refusal) in
          try draft(from: trip\(passedOptions))
        }
      }

      /// The new trip. As written by `new-use-case` it is the trip as planned, so that the
      /// tests run the whole flow; make it here, throwing a `Refusal` with a message when a
      /// rule refuses it.
    \(declaration("private func draft", "from trip: Trip" + parameters, "throws(Refusal) -> TripDraft"))
        do throws(TripError) {
          return try TripDraft(
            departure: trip.departure, arrival: trip.arrival, origin: trip.origin,
            destination: trip.destination)
        } catch {
          throw Messages(formats, storeKind: flow.storeKind).refusal(error)
        }
      }
    }

    """
  }

  // MARK: - The tests

  private var tests: String {
    let body: String
    switch request.kind {
    case .show: body = showTests
    case .change: body = changesSeveral ? severalTripsTests : changeTests
    case .list: body = listTests
    case .copy: body = copyTests
    }
    let presenter =
      request.kind == .list
      ? "TripListPresenter" : changesSeveral ? "TripCardsPresenter" : "TripPresenter"
    let views =
      "presenter: \(presenter)(view: view, formats: amsterdamEnglish),\n      messageView: view"
    let tripProperties =
      changesSeveral
      ? tripArguments.enumerated().map { "  private let \($1) = Fixtures.tripID(\($0 + 1))\n" }
        .joined()
      : "  private let id = Fixtures.tripID(1)\n"
    return """
      import Domain
      import LessonTestSupport
      import Presentation
      import Testing

      @testable import Application

      @MainActor @Suite struct \(request.name)Tests {
      \(tripProperties)  /// The failures a test plans for the store behind the spy.
        private let faults = StoreFaults()
      \(sampleProperties)
        private func makeSUT(trips: [Trip] = []) -> (
          sut: \(request.name), repository: TripRepositorySpy, view: ViewSpy
        ) {
          let repository = TripRepositorySpy(trips: trips, faults: faults)
          let view = ViewSpy()
          let sut = \(request.name)(
            repository: repository, \(views),
            formats: amsterdamEnglish, storeKind: .file)
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

          let outcome = await \(sampleCall)

          #expect(outcome == .notFound)
          #expect(repository.receivedMessages == [.find(id)])
          #expect(view.receivedMessages == [.error(notFound("1"))])
        }

        @Test func \(verb)_reportsTheFailure_whenTheStoreCannotBeRead() async {
          let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
          faults.failAll()

          let outcome = await \(sampleCall)

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

          let outcome = await \(sampleCall)

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

          let outcome = await \(sampleCall)

          #expect(outcome == .completed)
          #expect(repository.receivedMessages == [.find(id), .change(trip, to: changed(trip))])
          #expect(view.receivedMessages == [.display(articleViewModel(late: false))])
        }

      """ + oneTripSadPaths + """

          @Test func \(verb)_reportsTheFailure_whenOnlyTheUpdateFails() async {
            let trip = Fixtures.onTimeTrip(id: 1)
            let (sut, repository, view) = makeSUT(trips: [trip])
            faults.fail(.change)

            let outcome = await \(sampleCall)

            #expect(outcome == .storageFailed)
            #expect(repository.receivedMessages == [.find(id), .change(trip, to: changed(trip))])
            #expect(view.receivedMessages == [.error(storeFailureMessage)])
          }

          @Test func \(verb)_reportsNotFound_whenTheTripIsRemovedBeforeTheUpdate() async {
            let trip = Fixtures.onTimeTrip(id: 1)
            let (sut, repository, view) = makeSUT(trips: [trip])
            faults.failWithNotFound()

            let outcome = await \(sampleCall)

            #expect(outcome == .notFound)
            #expect(repository.receivedMessages == [.find(id), .change(trip, to: changed(trip))])
            #expect(view.receivedMessages == [.error(notFound("1"))])
          }

          @Test func \(verb)_refusesTheChange_whenTheTripWasChangedElsewhere() async {
            let trip = Fixtures.onTimeTrip(id: 1)
            let (sut, repository, view) = makeSUT(trips: [trip])
            faults.failWithChangedElsewhere()

            let outcome = await \(sampleCall)

            #expect(outcome == .changedElsewhere)
            #expect(repository.receivedMessages == [.find(id), .change(trip, to: changed(trip))])
            #expect(view.receivedMessages == [.error(changedElsewhere("1"))])
          }

          /// The trip as the use case must store it; change it with the use case's change.
          private func changed(_ trip: Trip) -> Trip {
            trip.departing(at: trip.departure)
          }

        """
  }

  private var severalTripsTests: String {
    let verb = request.verb
    let finds = tripArguments.map { ".find(\($0))" }.joined(separator: ", ")
    let last = tripArguments.count
    return """

        @Test func \(verb)_storesTheChangedTripsAsOneChangeSet_andShowsThemInOnePush() async {
          let (sut, repository, view) = makeSUT(trips: storedTrips)

          let outcome = await \(sampleCall)

          #expect(outcome == .completed)
          #expect(repository.receivedMessages == reads + [.apply(changeSet)])
          #expect(view.receivedMessages == [.displayCards(changedCards)])
        }

        @Test func \(verb)_reportsNotFound_andChangesNothing_whenATripIsMissing() async {
          let (sut, repository, view) = makeSUT(trips: storedTrips.dropLast())

          let outcome = await \(sampleCall)

          #expect(outcome == .notFound)
          #expect(repository.receivedMessages == reads)
          #expect(view.receivedMessages == [.error(notFound("\(last)"))])
        }

        @Test func \(verb)_reportsTheFailure_whenTheStoreCannotBeRead() async {
          let (sut, repository, view) = makeSUT(trips: storedTrips)
          faults.failAll()

          let outcome = await \(sampleCall)

          #expect(outcome == .storageFailed)
          #expect(repository.receivedMessages == [.find(first)])
          #expect(view.receivedMessages == [.error(storeFailureMessage)])
        }

        @Test func \(verb)_reportsTheFailure_whenOnlyTheChangeFails() async {
          let (sut, repository, view) = makeSUT(trips: storedTrips)
          faults.fail(.change)

          let outcome = await \(sampleCall)

          #expect(outcome == .storageFailed)
          #expect(repository.receivedMessages == reads + [.apply(changeSet)])
          #expect(view.receivedMessages == [.error(storeFailureMessage)])
        }

        @Test func \(verb)_reportsNotFound_whenATripIsRemovedBeforeTheChange() async {
          let (sut, repository, view) = makeSUT(trips: storedTrips)
          faults.failWithNotFound()

          let outcome = await \(sampleCall)

          #expect(outcome == .notFound)
          #expect(repository.receivedMessages == reads + [.apply(changeSet)])
          #expect(view.receivedMessages == [.error(notFound("1"))])
        }

        @Test func \(verb)_refusesTheWholeChange_whenATripWasChangedElsewhere() async {
          let (sut, repository, view) = makeSUT(trips: storedTrips)
          faults.failWithChangedElsewhere()

          let outcome = await \(sampleCall)

          #expect(outcome == .changedElsewhere)
          #expect(repository.receivedMessages == reads + [.apply(changeSet)])
          #expect(view.receivedMessages == [.error(changedElsewhere("1"))])
        }

        /// The use case's reads: each trip, in the order given.
        private var reads: [TripRepositorySpy.ReceivedMessage] {
          [\(finds)]
        }

        /// The trips the store holds: on time and late in turn.
        private var storedTrips: [Trip] {
          (1...\(request.tripCount)).map { $0 % 2 == 1 ? Fixtures.onTimeTrip(id: $0) : Fixtures.lateTrip(id: $0) }
        }

        /// The one change set the use case must store: each trip as read, edited by the use
        /// case's change.
        private var changeSet: TripChangeSet {
          TripChangeSet(storedTrips.map { .edit(TripEdit(from: $0, to: $0.departing(at: $0.departure))) })
        }

        /// Each trip's card once the change recorded that it left on time.
        private var changedCards: [TripViewModel] {
          (1...\(request.tripCount)).map { articleViewModel(id: String($0), late: false) }
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

          let outcome = await \(sampleCall)

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

          let outcome = await \(sampleCall)

          #expect(outcome == .completed)
          #expect(repository.receivedMessages == [.page(after: nil, limit: 512)])
          #expect(
            view.receivedMessages == [
              .beginList, .endList,
              .information(
                Message("There are no trips to list.", subject: .noTrips)),
            ])
        }

        @Test func \(verb)_reportsTheFailure_whenTheStoreCannotBeRead() async {
          let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
          faults.failAll()

          let outcome = await \(sampleCall)

          #expect(outcome == .storageFailed)
          #expect(repository.receivedMessages == [.page(after: nil, limit: 512)])
          #expect(view.receivedMessages == [.beginList, .endList, .error(storeFailureMessage)])
        }

      """
  }

  private var copyTests: String {
    let verb = request.verb
    return """

        @Test func \(verb)_addsTheNewTrip_andShowsItWithItsNumber() async {
          let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])

          let outcome = await \(sampleCall)

          #expect(outcome == .completed)
          #expect(repository.receivedMessages == [.find(id), .add(Fixtures.onTimeDraft())])
          #expect(view.receivedMessages == [.display(articleViewModel(id: "2", late: false))])
        }

      """ + oneTripSadPaths + """

          @Test func \(verb)_reportsTheFailure_whenOnlyTheAddFails() async {
            let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
            faults.fail(.change)

            let outcome = await \(sampleCall)

            #expect(outcome == .storageFailed)
            #expect(repository.receivedMessages == [.find(id), .add(Fixtures.onTimeDraft())])
            #expect(view.receivedMessages == [.error(storeFailureMessage)])
          }

        """
  }

  // MARK: - The command

  private var command: String {
    let synopsis =
      ["trips \(request.commandName)"] + tripArguments.map { "<\($0)>" }
      + request.options.map { option in
        let typed = "--\(option.name) <\(option.kind == .name ? "name" : option.kind.rawValue)>"
        return option.isRequired ? typed : "[\(typed)]"
      }
    var declarations = ""
    var exampleWords =
      ["trips", request.commandName] + tripArguments.indices.map { String($0 + 1) }
    for name in tripArguments {
      let which = changesSeveral ? "the \(name) trip" : "the trip"
      declarations += """

          /// \(which.prefix(1).uppercased() + which.dropFirst()).
        \(attribute("Argument", "\"\(name)\", .tripNumber", help: "The number of \(which); 'trips list --all' shows it."))
          var \(name): TripID

        """
    }
    for option in request.options {
      let type = option.typeName
      declarations += """

          /// The value of `--\(option.name)`.
        \(attribute("Option", "\"--\(option.name)\", \(option.valueKind)", help: option.help))
          var \(option.propertyName): \(type)

        """
      exampleWords += ["--\(option.name)", option.sampleText]
    }
    let presenter =
      request.kind == .list ? "listPresenter" : changesSeveral ? "cardsPresenter" : "presenter"
    let views = "presenter: app.\(presenter), messageView: app.messageView"
    let call =
      (changesSeveral ? tripArguments.map { "\($0): \($0)" } : takesATrip ? ["tripWithID: id"] : [])
      + request.options.map {
        "\($0.propertyName): \($0.propertyName)"
      }
    let needsDomain = takesATrip || request.options.contains { $0.kind == .trip }
    return """
      import Application
      import CommandLineKit
      \(needsDomain ? "import Domain\n" : "")
      /// `\(synopsis.joined(separator: " "))`: \(request.abstract.prefix(1).lowercased() + request.abstract.dropFirst())
      struct \(request.commandTypeName): Command {
        static let configuration = CommandConfiguration(
          name: "\(request.commandName)",
          abstract: "\(request.abstract)",
          examples: [
            CommandExample(
              commandLine: "\(exampleWords.joined(separator: " "))",
              explanation: "\(request.abstract)")
          ])
      \(declarations)
        @MainActor
        func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
          let app = try await context.compose(\(request.kind == .list ? "remembering: true" : ""))
          let useCase = \(request.name)(
            repository: app.trips, \(views),
            formats: app.formats, storeKind: app.storeKind)
          return await app.run(useCase) { await $0.\(request.verb)(\(call.joined(separator: ", "))) }
        }
      }

      """
  }

  /// A declaration's attribute, `  @Option("--by", .minutes, help: "…")`, broken as
  /// swift-format breaks it when it would pass 100 columns.
  private func attribute(_ name: String, _ arguments: String, help: String) -> String {
    let line = "  @\(name)(\(arguments), help: \"\(help)\")"
    guard line.count > 100 else { return line }
    let helpLine = "    help: \"\(help)\""
    return "  @\(name)(\n    \(arguments),\n"
      + (helpLine.count < 100 ? helpLine + ")" : helpLine + "\n  )")
  }
}
