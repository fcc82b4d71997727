// libFuzzer target: the `.strings` reader. Any text either fails with a line inside the text,
// or reads into entries that, written back out, read again to the same entries.
import FuzzDriver

#if FUZZING
  import StringsFileFormat
#endif

/// Runs libFuzzer over ``fuzz(_:_:)``; a plain build only says how to build it.
@main enum FuzzStringsFileMain {
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
    do {
      let file = try StringsFile(parsing: text)
      let printed = file.entries.map { "\(quoted($0.key)) = \(quoted($0.value));\n" }.joined()
      let again = try StringsFile(parsing: printed)
      precondition(again.entries.map(\.key) == file.entries.map(\.key), "keys changed")
      precondition(again.entries.map(\.value) == file.entries.map(\.value), "values changed")
    } catch {
      // The reader counts a line at every character Swift calls a line break.
      let lines = text.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
      precondition((1...lines).contains(error.line), "an error outside the text")
    }
    return 0
  }

  /// `text` as a quoted `.strings` string, every character that needs it escaped.
  private func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
#endif
