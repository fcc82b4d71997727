import Presentation
import PresentationConsole
import Testing

/// The keys a live card listens to on a terminal, as the console reads them.
@Suite struct ConsoleKeysTests {
  @Test(
    arguments: [
      ("+", TripIntent.departOneMinuteLater), ("=", .departOneMinuteLater),
      ("-", .departOneMinuteEarlier), ("_", .departOneMinuteEarlier), ("0", .departOnTime),
      ("q", .quit), ("Q", .quit), ("\u{3}", .quit), ("\u{4}", .quit),
    ] as [(Character, TripIntent)])
  func keys_becomeIntents(key: Character, intent: TripIntent) {
    #expect(ConsoleKeys.intent(forKey: key) == intent)
  }

  @Test(arguments: ["x", " ", "1", "\n", "\u{1B}"] as [Character])
  func otherKeys_meanNothing(key: Character) {
    #expect(ConsoleKeys.intent(forKey: key) == nil)
  }
}
