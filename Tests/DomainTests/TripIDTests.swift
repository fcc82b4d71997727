import Domain
import LessonTestSupport
import Testing

@Suite struct TripIDTests {
  @Test(arguments: [0, -1, Int64.min])
  func init_refusesNonPositiveValues(raw: Int64) {
    #expect(TripID(rawValue: raw) == nil)
  }

  @Test func description_isTheNumber() {
    #expect(Fixtures.tripID(42).description == "42")
  }

  @Test func ordersByValue() {
    #expect(Fixtures.tripID(2) < Fixtures.tripID(10))
  }
}
