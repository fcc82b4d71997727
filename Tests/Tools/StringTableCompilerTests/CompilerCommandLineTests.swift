import Foundation
import IntegrationTestSupport
import Testing

/// The `StringTableCompiler` executable as the `StringTables` plugin runs it: each wrong use
/// stops the build with its own exit status and a message that names the file, and a table
/// that did not change leaves its output file as it was, so its module is not compiled again.
@Suite struct CompilerCommandLineTests {
  private struct Run {
    let status: Int32
    let error: String
  }

  private func compile(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: BuiltProducts.executable("StringTableCompiler"))
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    let error = Pipe()
    process.standardError = error
    try process.run()
    let text = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, error: String(decoding: text, as: UTF8.self))
  }

  @Test func withoutArguments_printsTheUsage_andExits64() throws {
    let run = try compile([])

    #expect(run.status == 64)
    #expect(
      run.error
        == "usage: StringTableCompiler OUTPUT [--import MODULE] [--type NAME] LANGUAGE=FILE...\n")
  }

  @Test func anInputWithoutALanguage_isAUsageError() throws {
    let directory = TemporaryDirectory()

    let run = try compile([directory.file("Tables.swift"), "Localizable.strings"])

    #expect(run.status == 64)
    #expect(run.error == "error: 'Localizable.strings' is not LANGUAGE=FILE\n")
  }

  @Test func aFileThatBreaksTheRules_isNamedWithItsLine_andExits65() throws {
    let directory = TemporaryDirectory()
    let strings = directory.file("de.strings")
    try Data("\"a\" = \"b\";\n\"c\" = \"d\"\n".utf8).write(to: URL(fileURLWithPath: strings))

    let run = try compile([directory.file("Tables.swift"), "de=\(strings)"])

    #expect(run.status == 65)
    #expect(
      run.error
        == "\(strings):3: error: expected ';' after the value of \"c\", found the end of the file\n"
    )
    #expect(!FileManager.default.fileExists(atPath: directory.file("Tables.swift")))
  }

  @Test func aMissingFile_isNamed_andExits66() throws {
    let directory = TemporaryDirectory()
    let missing = directory.file("fr.strings")

    let run = try compile([directory.file("Tables.swift"), "fr=\(missing)"])

    #expect(run.status == 66)
    #expect(run.error.hasPrefix("\(missing): error: "))
  }

  @Test func anOutputThatCannotBeWritten_isNamed_andExits73() throws {
    let directory = TemporaryDirectory()
    let strings = directory.file("en.strings")
    try Data("\"a\" = \"b\";\n".utf8).write(to: URL(fileURLWithPath: strings))
    let output = directory.file("missing-folder/Tables.swift")

    let run = try compile([output, "en=\(strings)"])

    #expect(run.status == 73)
    #expect(run.error.hasPrefix("\(output): error: "))
  }

  @Test func tables_areWritten_andAnUnchangedOutputKeepsItsDate() throws {
    let directory = TemporaryDirectory()
    let strings = directory.file("en.strings")
    try Data("/* Arguments: number. */\n\"trip.title\" = \"Trip %@\";\n".utf8).write(
      to: URL(fileURLWithPath: strings))
    let output = directory.file("Tables.swift")

    let first = try compile([output, "en=\(strings)"])
    let long = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: long], ofItemAtPath: output)
    let second = try compile([output, "en=\(strings)"])

    #expect(first.status == 0 && first.error.isEmpty)
    #expect(second.status == 0 && second.error.isEmpty)
    let source = try String(contentsOfFile: output, encoding: .utf8)
    #expect(source.contains("\"trip.title\": \"Trip %@\","))
    let date = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate]
    #expect(date as? Date == long, "an unchanged table is not written again")
  }

  @Test func aLanguageThatLacksAKey_stopsTheBuild_namingTheKeyAndTheLanguage() throws {
    let directory = TemporaryDirectory()
    let english = directory.file("en.strings")
    let german = directory.file("de.strings")
    try Data("/* Arguments: x. */\"a\" = \"A %@\";\n\"b\" = \"B\";\n".utf8).write(
      to: URL(fileURLWithPath: english))
    try Data("\"a\" = \"A\";\n".utf8).write(to: URL(fileURLWithPath: german))
    let output = directory.file("Tables.swift")

    let run = try compile([output, "--import", "Application", "en=\(english)", "de=\(german)"])

    #expect(run.status == 65)
    #expect(
      run.error == """
        error: de: the key 'b' is missing
        error: de: 'a' has 0 placeholders, English has 1

        """)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func anImport_comesFirst() throws {
    let directory = TemporaryDirectory()
    let english = directory.file("en.strings")
    try Data("\"a\" = \"A\";\n".utf8).write(to: URL(fileURLWithPath: english))
    let output = directory.file("Tables.swift")

    let run = try compile([output, "--import", "Application", "en=\(english)"])

    #expect(run.status == 0)
    #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("import Application\n//"))
  }

  @Test func aType_isTheOneTheAccessorsExtend() throws {
    let directory = TemporaryDirectory()
    let english = directory.file("en.strings")
    try Data("\"a\" = \"A\";\n".utf8).write(to: URL(fileURLWithPath: english))
    let output = directory.file("Tables.swift")

    let run = try compile([output, "--type", "KitStrings", "en=\(english)"])
    let source = try String(contentsOfFile: output, encoding: .utf8)

    #expect(run.status == 0)
    #expect(source.contains("\nextension KitStrings {\n  /// A\n  var a: String { self(\"a\") }\n"))
    #expect(!source.contains("LocalizedStrings"))
  }
}
