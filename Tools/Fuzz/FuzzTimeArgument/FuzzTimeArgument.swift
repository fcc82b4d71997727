// libFuzzer target: time and day arguments. Any text either is not a time (or a day), or reads
// into one that, written back in its canonical spelling, reads again to the same one.
import FuzzDriver

#if FUZZING
  import Foundation
  import TimeSpelling
#endif

/// Runs libFuzzer over ``fuzz(_:_:)``; a plain build only says how to build it.
@main enum FuzzTimeArgumentMain {
  static func main() {
    #if FUZZING
      FuzzDriver.run(fuzz)
    #else
      FuzzDriver.explainPlainBuild()
    #endif
  }
}

#if FUZZING
  /// Checks one input against the properties above; a broken one stops the process, so
  /// libFuzzer records the input.
  func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    if let time = TimeSpelling.time(text) {
      let printed = TimeSpelling.text(of: time)
      precondition(
        TimeSpelling.time(printed) == time, "'\(printed)' does not read back as '\(text)'")
    }
    if let day = TimeSpelling.day(text) {
      precondition(TimeSpelling.day(day.description) == day, "'\(day)' does not read back")
    }
    return 0
  }
#endif
