import Foundation
import WindowApp

// `trips-window`: one call into the window's composition root, on the main thread, before any
// `await`, so that GTK's loop holds the main thread and services the main actor.
let status = WindowProgram.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  output: { FileHandle.standardOutput.write(Data($0.utf8)) },
  errorOutput: { FileHandle.standardError.write(Data($0.utf8)) })
exit(status)
