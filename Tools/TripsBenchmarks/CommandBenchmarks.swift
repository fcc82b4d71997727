import Domain
import Foundation
import JSONFileStore
import SQLiteStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Times the built `trips` binary end to end: whole processes, as a person runs them.
enum CommandBenchmarks {
  /// The median wall time and peak resident memory of several runs of one command.
  struct Measurement {
    let name: String
    let medianMilliseconds: Double
    let peakMegabytes: Double
  }

  /// Writes a store of `count` generated trips at `path` in a child process (`trips-bench
  /// --generate`), so the benchmark's own memory stays small; generating is not timed.
  static func generateStoreInChild(at path: String, count: Int) throws {
    try spawnAndWait(CommandLine.arguments[0], ["--generate", path, String(count)])
  }

  /// Writes an SQLite store of `count` trips with departures of `shape`, and `upcoming`
  /// trips in the far future, in a child process (`trips-bench --generate-shape`).
  static func generateShapeInChild(
    at path: String, count: Int, shape: Workload.Shape, upcoming: Int = 0
  ) throws {
    try spawnAndWait(
      CommandLine.arguments[0],
      ["--generate-shape", path, String(count), shape.rawValue, String(upcoming)])
  }

  /// Writes the store ``generateShapeInChild(at:count:shape:upcoming:)`` asks for.
  static func generateShape(at path: String, count: Int, shape: Workload.Shape, upcoming: Int)
    async throws
  {
    let store = SQLiteTripRepository(path: path)
    try await store.importTrips(Workload.drafts(count: count, shape: shape))
    try await store.importTrips(Workload.upcomingDrafts(count: upcoming))
  }

  /// Two commands run in turn, A B B A A B …, so a drifting machine slows both alike.
  struct Pair {
    /// A's median wall time in milliseconds.
    let a: Double
    /// B's median wall time in milliseconds.
    let b: Double
    /// The median of the pairwise ratios A / B.
    let ratio: Double
  }

  /// Runs `a` and `b` in turn `runs` times each and compares them.
  ///
  /// Which of the two starts a round alternates: here the first process of a round runs
  /// about 7% slower than the second, so a fixed order would favour the second command.
  static func pair(
    _ a: (String, [String]), _ b: (String, [String]), runs: Int
  ) throws -> Pair {
    var timesA: [Double] = []
    var timesB: [Double] = []
    for round in 0..<runs {
      if round.isMultiple(of: 2) {
        timesA.append(try run(a.0, a.1))
        timesB.append(try run(b.0, b.1))
      } else {
        timesB.append(try run(b.0, b.1))
        timesA.append(try run(a.0, a.1))
      }
    }
    let ratios = zip(timesA, timesB).map { $0 / $1 }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return Pair(a: median(timesA), b: median(timesB), ratio: median(ratios))
  }

  /// Writes a store of `count` generated trips at `path` in one transaction or one file
  /// write.
  static func generateStore(at path: String, count: Int) async throws {
    let drafts = Workload.drafts(count: count)
    if path.hasSuffix(".json") {
      try await JSONFileTripRepository(path: path).importTrips(drafts)
    } else {
      try await SQLiteTripRepository(path: path).importTrips(drafts)
    }
  }

  /// Runs `trips` with `arguments` `runs` times, its output going to `/dev/null`.
  ///
  /// Wall time is measured around a direct `posix_spawn` of `trips`. Peak memory comes from
  /// separate runs under GNU `time`: a child's `ru_maxrss` from `wait4` would include the
  /// benchmark's own memory, which `posix_spawn` shares with the child until it executes.
  static func measure(
    name: String, trips: String, arguments: [String], runs: Int, measuresMemory: Bool = true
  ) throws -> Measurement {
    var times: [Double] = []
    for _ in 0..<runs { times.append(try run(trips, arguments)) }
    var peak = 0
    if measuresMemory {
      for _ in 0..<min(runs, 3) { peak = max(peak, try peakKilobytes(trips, arguments)) }
    }
    return Measurement(
      name: name, medianMilliseconds: times.sorted()[times.count / 2],
      peakMegabytes: Double(peak) / 1_024)
  }

  static let gnuTime = "/usr/bin/time"

  /// One run of a command under GNU `time`: its wall time, around the whole run, and its peak
  /// memory. For commands that change what they run on, so they run once.
  static func timedWithPeak(_ executable: String, _ arguments: [String]) throws
    -> (milliseconds: Double, peakMegabytes: Double)
  {
    let start = ContinuousClock.now
    let peak = try peakKilobytes(executable, arguments)
    let milliseconds = FactoryBenchmarks.nanoseconds(ContinuousClock.now - start) / 1e6
    return (milliseconds, Double(peak) / 1_024)
  }

  /// Copies the executable at `path` into `folder`, as installing it would, and returns the
  /// copy's path.
  ///
  /// How an executable's pages came into the page cache moves its start-up: a file the
  /// linker has just written, or one read back by the faults of its first runs, starts
  /// several percent slower here than a file written in one piece by a copy. Every timed
  /// executable runs from a copy made here, so `trips` and the programs it is compared
  /// with start from the same state.
  static func install(_ path: String, into folder: URL) throws -> String {
    let copy = folder.appendingPathComponent(
      "installed-" + URL(fileURLWithPath: path).lastPathComponent
    ).path
    try? FileManager.default.removeItem(atPath: copy)
    try FileManager.default.copyItem(atPath: path, toPath: copy)
    return copy
  }

  /// One process's wall time in milliseconds.
  static func run(_ executable: String, _ arguments: [String]) throws -> Double {
    let start = ContinuousClock.now
    try spawnAndWait(executable, arguments)
    return FactoryBenchmarks.nanoseconds(ContinuousClock.now - start) / 1e6
  }

  /// One process's peak resident set in kilobytes, as GNU `time` reports it.
  private static func peakKilobytes(_ executable: String, _ arguments: [String]) throws -> Int {
    let report = FileManager.default.temporaryDirectory
      .appendingPathComponent("trips-bench-time-\(getpid()).txt").path
    defer { unlink(report) }
    try spawnAndWait(gnuTime, ["-f", "%M", "-o", report, executable] + arguments)
    let text = try String(contentsOfFile: report, encoding: .utf8)
    guard let kilobytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw BenchmarkError("GNU time wrote no peak memory: \(text)")
    }
    return kilobytes
  }

  /// Runs `executable` and waits for it, with its standard output written to `output`.
  /// (`posix_spawn` and `waitpid`: Foundation's `Process` can miss the end of a child that
  /// leaves a server running behind it.)
  static func spawnAndWait(
    _ executable: String, _ arguments: [String], output: String = "/dev/null"
  ) throws {
    let status = try spawn(executable, arguments, output: output)
    guard status == 0 else {
      throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) failed: \(status)")
    }
  }

  /// Runs `executable`, waits for it and returns its exit status, with its standard output
  /// written to `output` and its standard error to `errors`.
  static func spawn(
    _ executable: String, _ arguments: [String], output: String = "/dev/null",
    errors: String? = nil
  ) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    if let errors {
      posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in envp { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else { throw BenchmarkError("could not start \(executable): \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // A normal exit keeps its status in the second byte.
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }
}

/// A benchmark that could not run, with the reason.
struct BenchmarkError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
