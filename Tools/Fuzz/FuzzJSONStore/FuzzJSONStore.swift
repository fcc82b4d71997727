// libFuzzer target: the JSON store document reader. Any bytes either fail to read as a store,
// or read into trips that, written back as the store writes them, read again to the same trips.
import FuzzDriver

#if FUZZING
  import Foundation
  @testable import JSONFileStore
#endif

/// Runs libFuzzer over ``fuzz(_:_:)``; a plain build only says how to build it.
@main enum FuzzJSONStoreMain {
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
    let bytes = Data(bytes: data, count: size)
    guard
      let document = try? JSONStoreDocument.decoder().decode(JSONStoreDocument.self, from: bytes),
      let table = try? document.table()
    else { return 0 }
    guard let written = try? JSONStoreDocument.encoder().encode(JSONStoreDocument(table)) else {
      preconditionFailure("a table that was read cannot be written")
    }
    guard
      let reread = try? JSONStoreDocument.decoder().decode(JSONStoreDocument.self, from: written),
      let again = try? reread.table()
    else { preconditionFailure("what the store wrote does not read back") }
    precondition(again == table, "the trips changed on the way through the file")
    return 0
  }
#endif
