import Foundation
import IntegrationTestSupport
import Testing

@testable import UseCaseGenerator

/// Writing into a package: every file in its place, nothing overwritten, a refusal writes
/// nothing.
@Suite struct PackageFolderTests {
  private static let commandList = """
    enum CommandList {
      static let commands: [any Command.Type] = [
        ShowCommand.self,
        CompletionsCommand.self,
      ]
    }

    """
  private static let strings = "\"message.notFound\" = \"There is no trip %@.\";\n"

  /// A package with the two files the generator extends and one command.
  private func package() throws -> TemporaryDirectory {
    let directory = TemporaryDirectory()
    for (path, text) in [
      (PackageFolder.commandList, Self.commandList),
      (PackageFolder.englishStrings, Self.strings),
      ("Sources/App/Commands/ShowCommand.swift", "struct ShowCommand { let name: \"show\" }\n"),
      ("Tests/ApplicationTests/Helpers.swift", "struct ListTripsHelper {}\n"),
    ] {
      let url = URL(fileURLWithPath: directory.file(path))
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return directory
  }

  private func text(_ path: String, in directory: TemporaryDirectory) throws -> String {
    try String(contentsOfFile: directory.file(path), encoding: .utf8)
  }

  private func write(
    _ name: String, _ kind: String, command: String? = nil, in directory: TemporaryDirectory
  )
    throws -> [String]
  {
    let request = try UseCaseRequest(name: name, kind: kind, commandName: command)
    return try PackageFolder(root: URL(fileURLWithPath: directory.path))
      .write(UseCaseTemplates(request: request))
  }

  @Test func aChangeUseCase_writesItsThreeFiles_andRegistersItsCommand() throws {
    let directory = try package()

    let written = try write("EditTrip", "change", command: "edit", in: directory)

    #expect(
      written == [
        "Sources/Application/EditTrip.swift", "Tests/ApplicationTests/EditTripTests.swift",
        "Sources/App/Commands/EditCommand.swift", PackageFolder.commandList,
      ])
    #expect(
      try text(PackageFolder.commandList, in: directory) == """
        enum CommandList {
          static let commands: [any Command.Type] = [
            ShowCommand.self,
            EditCommand.self,
            CompletionsCommand.self,
          ]
        }

        """)
    #expect(try text(PackageFolder.englishStrings, in: directory) == Self.strings)
    #expect(try text("Sources/Application/EditTrip.swift", in: directory).contains("flow.change"))
  }

  @Test func aListUseCase_addsItsEnglishSentences() throws {
    let directory = try package()

    let written = try write("ListDelayedTrips", "list", in: directory)

    #expect(written.last == PackageFolder.englishStrings)
    #expect(
      try text(PackageFolder.englishStrings, in: directory) == Self.strings + """

        /* ListDelayedTrips: the list is empty. */
        "message.listDelayedTrips.empty" = "There are no trips to list.";

        """)
  }

  @Test func aListUseCase_putsItsSentencesInEveryLanguage_andItsRowInTheManual() throws {
    let directory = try package()
    let german = "Sources/Application/Resources/de.lproj/Localizable.strings"
    let manual =
      "| `remove <id>` | removes a trip |\n| `completions bash\\|zsh\\|fish` | prints |\n"
    for (path, text) in [(german, Self.strings), (PackageFolder.manual, manual)] {
      let url = URL(fileURLWithPath: directory.file(path))
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let request = try UseCaseRequest(
      name: "ListDelayedTrips", kind: "list", commandName: "list-delayed",
      options: ["since:day:required"])

    let written = try PackageFolder(root: URL(fileURLWithPath: directory.path))
      .write(UseCaseTemplates(request: request))

    #expect(written.suffix(3) == [PackageFolder.englishStrings, german, PackageFolder.manual])
    #expect(
      try text(german, in: directory).hasSuffix(
        """
        /* ListDelayedTrips: the list is empty. In English until translated. */
        "message.listDelayedTrips.empty" = "There are no trips to list.";

        """))
    #expect(
      try text(PackageFolder.manual, in: directory)
        == "| `remove <id>` | removes a trip |\n"
        + "| `list-delayed --since DAY` | list delayed trips |\n"
        + "| `completions bash\\|zsh\\|fish` | prints |\n")
  }

  @Test func anExistingFile_isNeverOverwritten_andNothingIsWritten() throws {
    let directory = try package()
    try Data("// mine\n".utf8).write(
      to: URL(fileURLWithPath: directory.file("Tests/ApplicationTests/EditTripTests.swift")))

    #expect(
      throws: GeneratorError.usage(
        "Tests/ApplicationTests/EditTripTests.swift exists already",
        hint: "Choose another name; new-use-case never overwrites a file.")
    ) {
      try write("EditTrip", "change", in: directory)
    }
    #expect(try text("Tests/ApplicationTests/EditTripTests.swift", in: directory) == "// mine\n")
    #expect(
      !FileManager.default.fileExists(atPath: directory.file("Sources/Application/EditTrip.swift")))
    #expect(try text(PackageFolder.commandList, in: directory) == Self.commandList)
  }

  @Test func aCommandNameThatIsTaken_isRefused() throws {
    let directory = try package()

    #expect(
      throws: GeneratorError.usage(
        "there is a command 'show' already",
        hint: "Choose another command name with --command NAME.")
    ) {
      try write("ShowDelay", "show", command: "show", in: directory)
    }
    #expect(
      !FileManager.default.fileExists(atPath: directory.file("Sources/Application/ShowDelay.swift"))
    )
  }

  @Test func aTypeNameThatIsTaken_isRefused() throws {
    let directory = try package()

    #expect(
      throws: GeneratorError.usage(
        "the name ListTripsHelper is taken by Tests/ApplicationTests/Helpers.swift",
        hint: "Choose another name; two types of one name would not build.")
    ) {
      try write("ListTripsHelper", "list", command: "list-helper", in: directory)
    }
    #expect(try text(PackageFolder.commandList, in: directory) == Self.commandList)
  }

  @Test func aFolderThatIsNotTheTripsPackage_isAnIOError() throws {
    let directory = TemporaryDirectory()

    #expect(throws: GeneratorError.self) {
      try write("EditTrip", "change", in: directory)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
  }
}
