import Foundation
import StringsFileFormat

// `StringTableCompiler OUTPUT [--import MODULE] [--type NAME] FOLDER=FILE …`: reads each
// language folder's `.strings` file and writes to OUTPUT the Swift source that holds them
// all, with a typed accessor per key on NAME (`LocalizedStrings` unless given). The
// `StringTables` build plugin runs it for every target that uses the plugin. Exit statuses:
// 64 a wrong command line; 65 a file that breaks the rules (with its path and line) or a
// language whose keys or placeholders differ from English (naming the key and the language);
// 66 a file that cannot be read; 73 an output that cannot be written.

/// The `StringTableCompiler` program.
@main
enum StringTableCompilerTool {
  /// Compiles the files the arguments name, or exits with the status the comment above gives.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let output = arguments.first else {
      FileHandle.standardError.write(
        Data(
          "usage: StringTableCompiler OUTPUT [--import MODULE] [--type NAME] LANGUAGE=FILE...\n"
            .utf8))
      exit(64)
    }
    var tables: [String: StringsFile] = [:]
    var imports: [String] = []
    var rest = arguments.dropFirst()
    var type = "LocalizedStrings"
    while let flag = rest.first, flag == "--import" || flag == "--type", rest.count >= 2 {
      let value = rest.dropFirst().first ?? ""
      if flag == "--import" { imports.append(value) } else { type = value }
      rest = rest.dropFirst(2)
    }
    for argument in rest {
      guard let equals = argument.firstIndex(of: "=") else {
        FileHandle.standardError.write(Data("error: '\(argument)' is not LANGUAGE=FILE\n".utf8))
        exit(64)
      }
      let language = String(argument[..<equals])
      let path = String(argument[argument.index(after: equals)...])
      do {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        tables[language] = try StringsFile(parsing: text)
      } catch let error as StringsFileError {
        FileHandle.standardError.write(
          Data("\(path):\(error.line): error: \(error.problem)\n".utf8))
        exit(65)
      } catch {
        FileHandle.standardError.write(Data("\(path): error: \(error.localizedDescription)\n".utf8))
        exit(66)
      }
    }
    let problems = AccessorSource.problems(in: tables)
    guard problems.isEmpty else {
      let lines = problems.map { "error: \($0)\n" }.joined()
      FileHandle.standardError.write(Data(lines.utf8))
      exit(65)
    }
    let source =
      imports.map { "import \($0)\n" }.joined() + TableSource.source(for: tables)
      + (tables["en"].map { AccessorSource.source(for: $0, extending: type) } ?? "")
    // An unchanged file keeps its date, so the module that holds it is not compiled again.
    if (try? String(contentsOfFile: output, encoding: .utf8)) != source {
      do {
        // Beside the output, then renamed over it: never half written, and no folder left
        // behind in the system's temporary folder, as Foundation's atomic write leaves one.
        let written = output + ".\(getpid()).tmp"
        try source.write(toFile: written, atomically: false, encoding: .utf8)
        guard rename(written, output) == 0 else {
          unlink(written)
          throw CocoaError(.fileWriteUnknown)
        }
      } catch {
        FileHandle.standardError.write(
          Data("\(output): error: \(error.localizedDescription)\n".utf8))
        exit(73)
      }
    }
  }
}
