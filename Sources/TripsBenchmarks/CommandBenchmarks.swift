import Domain
import Foundation
import Persistence

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

  /// Writes a store of `count` generated trips at `path` in one transaction or one file
  /// write; generating is not timed.
  static func generateStore(at path: String, count: Int) async throws {
    let drafts = Workload.drafts(count: count)
    if path.hasSuffix(".json") {
      try await JSONFileTripRepository(path: path).importTrips(drafts)
    } else {
      try await SQLiteTripRepository(path: path).importTrips(drafts)
    }
  }

  /// Runs `trips` with `arguments` `runs` times, its output going to `/dev/null`.
  static func measure(
    name: String, trips: String, arguments: [String], runs: Int
  ) throws -> Measurement {
    var times: [Double] = []
    var peak = 0
    for _ in 0..<runs {
      let (milliseconds, kilobytes) = try run(trips, arguments)
      times.append(milliseconds)
      peak = max(peak, kilobytes)
    }
    return Measurement(
      name: name, medianMilliseconds: times.sorted()[times.count / 2],
      peakMegabytes: Double(peak) / 1_024)
  }

  /// One process: its wall time in milliseconds and its peak resident set in kilobytes, read
  /// from `wait4`, which reports the resources of exactly that child.
  private static func run(_ executable: String, _ arguments: [String]) throws -> (Double, Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in envp { free(pointer) } }

    var pid: pid_t = 0
    let start = ContinuousClock.now
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else { throw BenchmarkError("could not start \(executable): \(spawned)") }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let elapsed = FactoryBenchmarks.nanoseconds(ContinuousClock.now - start) / 1e6
    guard status == 0 else {
      throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) failed: \(status)")
    }
    return (elapsed, Int(usage.ru_maxrss))
  }
}

/// A benchmark that could not run, with the reason.
struct BenchmarkError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
