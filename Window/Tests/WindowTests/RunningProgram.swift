import Foundation

/// A program the test started, read line by line.
struct RunningProgram {
  let process: Process
  let output: Pipe
  let errors: Pipe

  /// The next line of standard output, without its newline; `nil` at its end.
  func readLine() -> String? {
    var line = Data()
    while true {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      guard let first = byte.first else {
        return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
      }
      if first == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
      line.append(first)
    }
  }

  /// The rest of standard output, up to its end.
  func rest() -> String {
    String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }
}
