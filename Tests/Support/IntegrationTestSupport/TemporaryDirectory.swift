import Foundation

/// A fresh directory for one test, removed with everything in it when the value goes away.
public final class TemporaryDirectory: Sendable {
  /// The directory's path.
  public let path: String

  /// Creates an empty directory under the system's temporary folder.
  public init() {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("trips-tests-\(UUID().uuidString)").path
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` inside the directory.
  ///
  /// - Parameter name: A file name or relative path.
  /// - Returns: The absolute path.
  public func file(_ name: String) -> String {
    path + "/" + name
  }
}

/// Where the build put the package's executables, for tests that run them.
public enum BuiltProducts {
  /// The folder that holds `trips` and the helpers.
  ///
  /// On Linux it is the folder of the test binary; on macOS the test bundle sits inside it.
  public static var directory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  /// The path of the executable `name`.
  ///
  /// - Parameter name: The product's name, such as `trips`.
  /// - Returns: Its path in the build folder.
  public static func executable(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }
}
