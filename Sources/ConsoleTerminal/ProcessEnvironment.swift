#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The environment of the process.
public enum ProcessEnvironment {
  /// The process's environment variables, read straight from `environ`.
  ///
  /// `ProcessInfo` would first gather facts about the process that `trips` never asks for,
  /// which costs more than a short command's own work (see BENCHMARKS.md). Only the
  /// composition root calls this, at the edge of the process: the layers are handed the
  /// dictionary. A variable without `=` is skipped; the first of two with the same name
  /// wins, as with `getenv`.
  public static func variables() -> [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      entry += 1
      let scalars = String(cString: pointer).unicodeScalars
      // Split on the first `=` scalar: a name can end in a mark that joins the `=` into one
      // character.
      guard let equals = scalars.firstIndex(of: "=") else { continue }
      let name = String(scalars[..<equals])
      if variables[name] == nil {
        variables[name] = String(scalars[scalars.index(after: equals)...])
      }
    }
    return variables
  }
}
