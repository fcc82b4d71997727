import Domain
import Foundation
import Presentation

/// Records when a trip really left: the use case behind `trips depart`.
///
/// The updated trip is stored and shown again, so a late departure makes the delay line and
/// the red departure time appear, and recording an on-time departure removes them.
@MainActor
public struct RecordActualDeparture {
  /// When the trip left, as a person states it.
  public enum Departure: Equatable, Sendable {
    /// At this time; a time alone is on the day the trip was scheduled to leave.
    case at(StatedTime)
    /// This many minutes after the scheduled departure; negative for an early departure. At
    /// most ``RecordActualDeparture/maximumDelayMinutes`` either way.
    case delayed(minutes: Int)
  }

  /// The largest delay that can be recorded, either way: a year, in minutes.
  nonisolated public static let maximumDelayMinutes = 525_600

  private let flow: OneTripFlow
  private let formats: TripFormats
  /// The kind of store, for advice that fits its failures.
  private let storeKind: StoreKind

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where the trip is stored.
  ///   - presenter: Shows the updated trip.
  ///   - messageView: Where failures are reported.
  ///   - formats: How the trip is put into words.
  ///   - storeKind: The kind of store, for advice on its failures.
  public init(
    repository: any TripStore,
    presenter: TripPresenter,
    messageView: any MessageView,
    formats: TripFormats, storeKind: StoreKind
  ) {
    self.flow = OneTripFlow(
      repository: repository, presenter: presenter, messageView: messageView, formats: formats,
      storeKind: storeKind)
    self.formats = formats
    self.storeKind = storeKind
  }

  /// Records the departure of a trip, stores it and shows the trip again.
  ///
  /// - Parameters:
  ///   - departure: When the trip left.
  ///   - id: The trip that left.
  /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/notFound``,
  ///   ``UseCaseOutcome/rejected`` when the time does not exist on its day (a daylight-saving
  ///   change skips it) or the delay is beyond ``maximumDelayMinutes``,
  ///   ``UseCaseOutcome/storageFailed`` or
  ///   ``UseCaseOutcome/storeBusy``. Recording the departure already recorded stores nothing.
  @discardableResult
  public func record(_ departure: Departure, forTripWithID id: TripID) async -> UseCaseOutcome {
    await flow.change(tripWithID: id) { trip throws(Refusal) in
      switch departure {
      case .at(let time):
        do throws(StatedTime.Skipped) {
          return trip.departing(
            at: try time.instant(onDayOf: trip.departure, in: formats.timeZone))
        } catch {
          throw Messages(formats, storeKind: storeKind).skippedTime(error)
        }
      case .delayed(let minutes):
        let limit = Self.maximumDelayMinutes
        guard (-limit...limit).contains(minutes) else {
          throw Messages(formats, storeKind: storeKind).delayOutOfRange(minutes, limit: limit)
        }
        return trip.departing(at: trip.departure.addingTimeInterval(Double(minutes) * 60))
      }
    }
  }
}
