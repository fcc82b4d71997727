/// A small, fast random number generator that gives the same numbers for the same seed, so
/// "random" test data and benchmark workloads are the same on every run (SplitMix64).
public struct SeededRandomNumbers: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: Any number; the same seed gives the same sequence.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
