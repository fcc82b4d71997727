// The `main` of every fuzz target. `Scripts/fuzz` builds with `-DFUZZING` and links
// libFuzzer's library without its own `main` (`libclang_rt.fuzzer_no_main`), so only the fuzz
// targets get a fuzzer, and the build-tool plugins linked in the same build keep their own `main`.
import Foundation

#if FUZZING
  /// libFuzzer's driver: parses libFuzzer's flags from the arguments and calls `test` with
  /// each input it tries.
  @_silgen_name("LLVMFuzzerRunDriver")
  private func runDriver(
    _ argumentCount: UnsafeMutablePointer<CInt>,
    _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: @convention(c) (UnsafeRawPointer, Int) -> CInt
  ) -> CInt
#endif

/// Starts a fuzz target.
public enum FuzzDriver {
  #if FUZZING
    /// Hands the process to libFuzzer, which calls `test` with each input it tries and exits
    /// when it is done.
    ///
    /// - Parameter test: Checks one input and stops the process when a property breaks, so
    ///   libFuzzer records the input. Returns 0.
    public static func run(_ test: @convention(c) (UnsafeRawPointer, Int) -> CInt) -> Never {
      var count = CommandLine.argc
      var vector = CommandLine.unsafeArgv
      exit(runDriver(&count, &vector, test))
    }
  #endif

  /// What a fuzz target does in a plain build, where its checks are left out (they reach
  /// into modules with `@testable import`, which a release build does not allow): says how
  /// to build it, and exits with 64.
  public static func explainPlainBuild() -> Never {
    let line = "this fuzz target was built without libFuzzer: run Scripts/fuzz\n"
    FileHandle.standardError.write(Data(line.utf8))
    exit(64)
  }
}
