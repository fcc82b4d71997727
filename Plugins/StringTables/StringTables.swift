import Foundation
import PackagePlugin

/// Compiles a target's `Resources/<language>.lproj/Localizable.strings` files into Swift at
/// build time, so the program carries its sentences inside itself: nothing is looked up in a
/// resource bundle when it starts, and the executable works wherever it is copied.
///
/// The work is done by the `StringTableCompiler` tool, which has tests of its own; the plugin
/// only finds the files and names them as the command's inputs, so that changing a sentence
/// rebuilds the target.
@main
struct StringTables: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let resources = target.directoryURL.appending(path: "Resources")
    let folders = try FileManager.default.contentsOfDirectory(atPath: resources.path)
      .filter { $0.hasSuffix(".lproj") }
      .sorted()
    var inputs: [URL] = []
    var arguments: [String] = []
    let output = context.pluginWorkDirectoryURL.appending(path: "StringTables.swift")
    arguments.append(output.path)
    // The accessors extend the one type that picks a table for a locale, in its own target.
    arguments += ["--import", "Localization"]
    for folder in folders {
      let file = resources.appending(path: folder).appending(path: "Localizable.strings")
      guard FileManager.default.fileExists(atPath: file.path) else { continue }
      inputs.append(file)
      arguments.append("\(folder.dropLast(".lproj".count))=\(file.path)")
    }
    return [
      .buildCommand(
        displayName: "Compiling the string tables of \(target.name)",
        executable: try context.tool(named: "StringTableCompiler").url,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
