import Application
import CommandLineKit
import Foundation
import Localization
import Presentation
import PresentationConsole
import PresentationText
import StoreOpening

/// `trips copies [--remove]`: lists the local copies of team stores, or removes them.
struct CopiesCommand: Command {
  static let usesTheStore = false
  static let formats: [OutputFormat] = [.text]

  static let configuration = CommandConfiguration(
    name: "copies",
    abstract: "List or remove the local copies of team stores.",
    overview: """
      List the local copies of team stores that answer while a
      server cannot be reached, or remove them.
      """,
    discussion: """
      Every read from a PostgreSQL store is kept in a copy under
      $XDG_CACHE_HOME/trips (else ~/.cache/trips), readable by you
      only. Each line shows the store's address without its
      password, when the copy was last refreshed (in UTC when the
      time zone is unknown), its size, and how many changes made
      on this computer it keeps unsent. A copy of a store no longer
      at any address keeps its changes, and never sends them.
      The copies hold your team's trips: remove them when this
      computer should not keep them. A copy is made again at the
      next read. While changes made on this computer wait to be sent
      or conflict, --remove refuses, says how many there are, and
      removes nothing; --discard-changes removes them too.
      """,
    examples: [
      CommandExample(
        commandLine: "trips copies --remove",
        explanation: "Remove every local copy of a team store.")
    ])

  /// Whether the copies are removed rather than listed.
  @Flag("--remove", help: "Remove every copy.") var removes: Bool

  /// Whether the changes still waiting to be sent, and the conflicts, go with the copies.
  @Flag("--discard-changes", help: "With --remove, also remove unsent changes.")
  var discardsChanges: Bool

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    guard let folder = OfflineCopies.folder(environment: context.environment) else {
      throw UsageError(.noHomeDirectory)
    }
    // Listing and removing copies works even where the time zone is unknown: times are then
    // in UTC, as the manual says.
    let locale = RegionSettings.locale(context.options.locale, environment: context.environment)
    let timeZone =
      (try? DisplaySettings.resolve(
        context.options, environment: context.environment,
        systemTimeZone: context.systemTimeZone, outputIsTerminal: context.outputIsTerminal))?
      .timeZone ?? TimeZone(identifier: "UTC")!
    let strings = LocalizedStrings(locale: locale, tables: StringTables.table)
    if removes {
      let kept = await folder.keptChanges()
      guard kept == 0 || discardsChanges else {
        MessageLines(output: context.errorOutput).displayError(
          Message(
            kept == 1
              ? strings.copiesChangesKeptOne : strings.copiesChangesKept(count: String(kept)),
            hint: strings.copiesChangesKeptHint))
        return .failure
      }
      let removed = folder.removeAll()
      context.output.write(
        strings.copiesRemoved(count: String(removed), folder: folder.path) + "\n")
      return .success
    }
    let copies = await folder.copies()
    guard !copies.isEmpty else {
      context.output.write(strings.copiesNone(folder: folder.path) + "\n")
      return .success
    }
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.dateStyle = .short
    formatter.timeStyle = .short
    let sizes = ByteCountFormatter()
    sizes.countStyle = .file
    for copy in copies {
      let refreshed = copy.refreshed.map(formatter.string(from:)) ?? strings.copiesUnreadable
      let store =
        copy.addresses.isEmpty
        ? strings.copiesNoAddress : TerminalText.escaped(copy.addresses.joined(separator: ", "))
      let kept =
        switch copy.keptChanges {
        case 0: ""
        case 1: "  " + strings.copiesOneChangeKept
        case let count: "  " + strings.copiesChangesKeptCount(count: String(count))
        }
      context.output.write(
        store + "  " + refreshed + "  " + sizes.string(fromByteCount: copy.bytes) + kept + "\n")
    }
    return .success
  }
}
