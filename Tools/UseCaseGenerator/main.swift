import Foundation

// The generator behind the `new-use-case` plugin (Plugins/NewUseCase); see
// docs/adding-a-use-case.md.
let status = GeneratorCommandLine.run(
  Array(CommandLine.arguments.dropFirst()),
  output: { FileHandle.standardOutput.write(Data($0.utf8)) },
  errorOutput: { FileHandle.standardError.write(Data($0.utf8)) })
exit(status)
