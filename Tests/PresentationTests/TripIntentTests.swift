import Presentation
import Testing

/// The keys a live card listens to, as the control reads them.
@MainActor @Suite struct TripIntentTests {
  @Test(
    arguments: [
      ("+", TripIntent.departOneMinuteLater), ("=", .departOneMinuteLater),
      ("-", .departOneMinuteEarlier), ("_", .departOneMinuteEarlier), ("0", .departOnTime),
      ("q", .quit), ("Q", .quit), ("\u{3}", .quit), ("\u{4}", .quit),
    ] as [(Character, TripIntent)])
  func keys_becomeIntents(key: Character, intent: TripIntent) {
    #expect(TripPresentationControl().intent(forKey: key) == intent)
  }

  @Test(arguments: ["x", " ", "1", "\n", "\u{1B}"] as [Character])
  func otherKeys_meanNothing(key: Character) {
    #expect(TripPresentationControl().intent(forKey: key) == nil)
  }
}
