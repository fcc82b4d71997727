import Foundation
import IntegrationTestSupport
import Testing

/// The outside programs that check what the deliveries write: the Python packages in the
/// virtual environment `Scripts/install-checkers` makes (`icalendar`, `jsonschema`), and
/// headless Chromium.
///
/// A test that needs one and finds it missing is skipped with a known issue on a developer's
/// machine, and fails under `CI=true`, where `.ci/run` installs them all, unless
/// `TRIPS_SKIP_CHECKERS=1` leaves them out on purpose (`Scripts/check-generator` and the
/// mutation sample, so the browser suite runs once in `.ci/run`).
public enum Checkers {
  /// What one run of a checker printed, and how it ended.
  public struct Run: Sendable {
    /// The exit status: 0 when the checker found nothing wrong.
    public let status: Int32
    /// Its standard output.
    public let output: String
  }

  /// The package's root folder.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The schema of `--format json`.
  public static let schema = packageRoot.appendingPathComponent("Schemas/trip.schema.json").path
  /// The published schema of the lines `--log` writes.
  public static let logSchema = packageRoot.appendingPathComponent("Schemas/log.schema.json").path

  /// The virtual environment's Python, or why it cannot be used.
  public static let python: Result<String, Missing> = {
    let path = packageRoot.appendingPathComponent(".build/checkers/bin/python").path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      return .failure(Missing("no \(path): run Scripts/install-checkers"))
    }
    return .success(path)
  }()

  /// Chromium, or why it cannot be used.
  public static let browser: Result<String, Missing> = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    for name in ["chromium", "chromium-headless-shell", "chromium-browser", "google-chrome"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)")
      {
        return .success("\(folder)/\(name)")
      }
    }
    return .failure(Missing("no Chromium on PATH: apt-get install chromium fonts-noto-cjk"))
  }()

  /// Why a checker cannot run.
  public struct Missing: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is missing and how to get it.
    public let description: String

    /// Says what is missing.
    ///
    /// - Parameter description: What is missing and how to get it.
    public init(_ description: String) {
      self.description = description
    }
  }

  /// What a test does about a checker it needs.
  public enum Verdict: Equatable, Sendable {
    /// Run the checker at this path.
    case run(String)
    /// Fail: the checker is missing where it must be there.
    case fail(String)
    /// Skip with a known issue: the checker is missing, or left out on purpose.
    case skip(String)
  }

  /// What to do about `tool` in `environment`: run it when it is there; when it is missing,
  /// fail under `CI=true` (where `.ci/run` installs every checker) and skip elsewhere; skip
  /// whenever `TRIPS_SKIP_CHECKERS=1` leaves the checkers out on purpose.
  ///
  /// - Parameters:
  ///   - tool: ``python`` or ``browser``.
  ///   - environment: The test process's environment.
  public static func verdict(
    for tool: Result<String, Missing>, environment: [String: String]
  ) -> Verdict {
    if environment["TRIPS_SKIP_CHECKERS"] == "1" {
      return .skip("TRIPS_SKIP_CHECKERS=1 leaves them out")
    }
    switch tool {
    case .success(let path): return .run(path)
    case .failure(let missing) where environment["CI"] == "true":
      return .fail("a checker cannot run: \(missing)")
    case .failure(let missing): return .skip("skipped: \(missing)")
    }
  }

  /// The tool, or `nil` after recording why it is missing (``verdict(for:environment:)``): an
  /// issue under `CI=true`, a known issue elsewhere.
  ///
  /// - Parameter tool: ``python`` or ``browser``.
  public static func require(_ tool: Result<String, Missing>) -> String? {
    switch verdict(for: tool, environment: ProcessInfo.processInfo.environment) {
    case .run(let path):
      return path
    case .fail(let reason):
      Issue.record(Comment(rawValue: reason))
      return nil
    case .skip(let reason):
      withKnownIssue(Comment(rawValue: reason)) { Issue.record(Comment(rawValue: reason)) }
      return nil
    }
  }

  /// Runs `Scripts/checkers/<script>` with the virtual environment's Python.
  ///
  /// The wait happens on a thread of its own, neither one of Swift's cooperative threads nor a
  /// Dispatch worker: the stores' queues run on those, and StoreExecutorTests needs them free.
  ///
  /// - Parameters:
  ///   - script: The checker's file name, such as `check-calendar.py`.
  ///   - arguments: Its arguments.
  ///   - python: The Python to run it with.
  public static func run(_ script: String, _ arguments: [String], python: String) async -> Run {
    let scriptPath = packageRoot.appendingPathComponent("Scripts/checkers/\(script)").path
    return await withCheckedContinuation { continuation in
      Thread {
        let output = FileManager.default.temporaryDirectory
          .appendingPathComponent("trips-checker-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let status = Subprocess.run(python, [scriptPath] + arguments, outputPath: output)
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        continuation.resume(returning: Run(status: status, output: text))
      }.start()
    }
  }

  /// The problems the schema finds in `document`, or `[]`; `nil` when the checker is missing.
  ///
  /// - Parameter document: One JSON document as `trips --format json` wrote it.
  public static func schemaProblems(in document: String) async -> [String]? {
    await schemaProblems(in: document, schema: schema, lines: false)
  }

  /// The problems the log's schema finds in `log`, line by line, or `[]`; `nil` when the
  /// checker is missing.
  ///
  /// - Parameter log: Lines as `trips --log` wrote them.
  public static func logSchemaProblems(in log: String) async -> [String]? {
    await schemaProblems(in: log, schema: logSchema, lines: true)
  }

  private static func schemaProblems(in document: String, schema: String, lines: Bool) async
    -> [String]?
  {
    guard
      case .run(let python) = verdict(
        for: python, environment: ProcessInfo.processInfo.environment)
    else { return nil }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("trips-document-\(UUID().uuidString).json")
    try? Data(document.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = await run(
      "check-json.py", (lines ? ["--lines"] : []) + [schema, file.path], python: python)
    return run.status == 0
      ? [] : run.output.split(separator: "\n").map(String.init) + ["exit \(run.status)"]
  }
}

extension Checkers {
  /// Holds `document` to the published schema of `--format json`, recording an issue for each
  /// problem; does nothing when the validator is missing (`JSONSchemaTests` fail for that
  /// under `CI=true`).
  ///
  /// - Parameters:
  ///   - document: One JSON document as `trips --format json` wrote it.
  ///   - sourceLocation: Where the test produced it.
  public static func expectMatchesSchema(
    _ document: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    guard let problems = await schemaProblems(in: document) else { return }
    #expect(
      problems == [], "Schemas/trip.schema.json refuses: \(document)",
      sourceLocation: sourceLocation)
  }

  /// Holds every line of `log` to the published schema of `--log`, recording an issue for
  /// each problem; does nothing when the validator is missing.
  ///
  /// - Parameters:
  ///   - log: Lines as `trips --log` wrote them.
  ///   - sourceLocation: Where the test produced them.
  public static func expectLogMatchesSchema(
    _ log: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    guard let problems = await logSchemaProblems(in: log) else { return }
    #expect(
      problems == [], "Schemas/log.schema.json refuses: \(log)", sourceLocation: sourceLocation)
  }
}
