import Domain
import Localization
import OfflineChanges
import Presentation

/// Sends the changes made on this computer while the store could not be reached, and lists
/// what waits and what conflicts: the use case behind `trips sync` and `trips pending`.
@MainActor
public struct SyncChanges {
  private let changes: any PendingChangeSending
  private let pendingOutput: PendingChangesOutput
  private let messageView: any MessageView
  private let formats: TripFormats
  /// The kind of store, for advice that fits its failures.
  private let storeKind: StoreKind

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - changes: The changes kept on this computer.
  ///   - pendingOutput: Where the changes kept on this computer are shown.
  ///   - messageView: Where what happened, or a failure, is reported.
  ///   - formats: How trips and messages are put into words.
  ///   - storeKind: The kind of store, for advice on its failures.
  public init(
    changes: any PendingChangeSending, pendingOutput: PendingChangesOutput,
    messageView: any MessageView, formats: TripFormats, storeKind: StoreKind
  ) {
    self.changes = changes
    self.pendingOutput = pendingOutput
    self.messageView = messageView
    self.formats = formats
    self.storeKind = storeKind
  }

  /// Sends every waiting change, in the order they were made, and says what was sent and
  /// what conflicts.
  ///
  /// - Returns: ``UseCaseOutcome/completed`` when nothing conflicts,
  ///   ``UseCaseOutcome/changedElsewhere`` when conflicts remain, or the outcome of the
  ///   store's failure (``UseCaseOutcome/storeBusy`` when the store cannot be reached).
  @discardableResult
  public func send() async -> UseCaseOutcome {
    let messages = Messages(formats, storeKind: storeKind)
    let summary: PendingChange.Summary
    do throws(TripStoreError) {
      summary = try await changes.sendPendingChanges()
    } catch {
      return messageView.reportStoreFailure(error, messages)
    }
    let sent =
      switch summary.waiting.count {
      case 0 where !summary.conflicts.isEmpty: messages.strings.syncSentNoneConflicts
      case 0: messages.strings.syncSentNone
      case 1: messages.strings.syncSentOne
      case let count: messages.strings.syncSent(count: String(count))
      }
    messageView.displayInformation(Message(sent))
    for conflict in summary.conflicts {
      messageView.displayError(
        Message(
          messages.strings.syncConflict(trip: Self.number(conflict.tripID)),
          subject: .conflictsWaiting))
    }
    return summary.conflicts.isEmpty ? .completed : .changedElsewhere
  }

  /// Lists the changes that wait to be sent, and for each conflict shows the store's trip, the
  /// trip as your change leaves it, and the fields both sides changed: all at once, so a
  /// delivery for programs writes one document.
  ///
  /// - Returns: ``UseCaseOutcome/completed``, or the outcome of the copy's failure.
  @discardableResult
  public func list() async -> UseCaseOutcome {
    let messages = Messages(formats, storeKind: storeKind)
    let summary: PendingChange.Summary
    do throws(TripStoreError) {
      summary = try await changes.pendingChanges()
    } catch {
      return messageView.reportStoreFailure(error, messages)
    }
    if summary.isEmpty {
      messageView.displayInformation(Message(messages.strings.pendingNone))
    }
    switch pendingOutput {
    case .words(let view):
      view.displayPendingChanges(words(for: summary, messages.strings))
    case .data(let view):
      view.displayPendingChanges(data(for: summary))
    }
    return .completed
  }

  /// Each change as a person reads it: a sentence for a waiting change; for a conflict, both
  /// trips under sentences of their own, then the fields both sides changed.
  private func words(for summary: PendingChange.Summary, _ strings: LocalizedStrings)
    -> [PendingChangeViewModel]
  {
    let waiting = summary.waiting.flatMap(\.changes.changes).map { change in
      PendingChangeViewModel(
        lines: [.sentence(strings.pendingWaiting(trip: Self.number(change.tripID)))])
    }
    let conflicts = summary.conflicts.flatMap(\.parts).map { part in
      let number = Self.number(part.change.tripID)
      var lines: [PendingChangeViewModel.Line] = []
      if let theirs = part.theirs {
        lines += [.sentence(strings.pendingTheirs(trip: number)), .card(card(theirs))]
      } else if case .add = part.change {
        // A trip the server never had: only yours is shown.
      } else {
        lines.append(.sentence(strings.pendingTheirsRemoved(trip: number)))
      }
      if let mine = part.mine {
        lines += [.sentence(strings.pendingMine(trip: number)), .card(card(mine))]
      } else if case .remove = part.change {
        lines.append(.sentence(strings.pendingMineRemoves(trip: number)))
      } else {
        lines.append(.sentence(strings.pendingMineCannot(trip: number)))
      }
      let names = part.fields.map { Self.name(of: $0, strings) }
      if !names.isEmpty {
        lines.append(.sentence(strings.pendingFields(fields: names.joined(separator: ", "))))
      }
      return PendingChangeViewModel(lines: lines, conflictTrip: part.change.tripID?.description)
    }
    return waiting + conflicts
  }

  /// Each change as a program reads it: its trip's number and state, and for a conflict the
  /// fields both sides changed and both trips.
  private func data(for summary: PendingChange.Summary) -> [PendingChangeData] {
    let waiting = summary.waiting.flatMap(\.changes.changes).map { change in
      PendingChangeData(tripID: change.tripID?.rawValue, state: .waiting)
    }
    let conflicts = summary.conflicts.flatMap(\.parts).map { part in
      PendingChangeData(
        tripID: part.change.tripID?.rawValue, state: .conflict,
        fields: part.fields.map(\.rawValue),
        theirs: part.theirs.map { PendingChangeData.Card(card($0), TripValues($0)) },
        mine: part.mine.map { PendingChangeData.Card(card($0), TripValues($0)) })
    }
    return waiting + conflicts
  }

  private func card(_ trip: Trip) -> TripViewModel {
    TripPresenter.viewModel(for: trip, formats: formats)
  }

  /// The name a person reads for `field`.
  static func name(of field: TripField, _ strings: LocalizedStrings) -> String {
    switch field {
    case .departure: strings.fieldDeparture
    case .arrival: strings.fieldArrival
    case .recordedDeparture: strings.fieldRecordedDeparture
    case .origin: strings.fieldOrigin
    case .destination: strings.fieldDestination
    }
  }

  /// The number of a change's trip, or `?` for an add not numbered yet.
  static func number(_ id: TripID?) -> String {
    id?.description ?? "?"
  }
}
