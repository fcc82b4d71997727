// trips-bench: the numbers in BENCHMARKS.md. Run it in release mode:
//
//   Scripts/benchmark            (builds trips and trips-bench in release, then runs)
//   swift run -c release trips-bench [--quick] [--view-models-only]
//
// Every row of a table is measured in the same run, on the same generated trips.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
let tripsBinary =
  URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  .appendingPathComponent("trips").path

func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }
func format(_ value: Double, _ digits: Int = 0) -> String { String(format: "%.\(digits)f", value) }

// Writes a generated store and stops: `trips-bench --generate PATH COUNT`.
if let index = CommandLine.arguments.firstIndex(of: "--generate"),
  CommandLine.arguments.count > index + 2, let count = Int(CommandLine.arguments[index + 2])
{
  try await CommandBenchmarks.generateStore(at: CommandLine.arguments[index + 1], count: count)
  exit(0)
}

// For a profiler (`perf record`): only the factory, through ListTrips, each round with a fresh
// TripFormats. `--profile-factory` (10 rounds of 100,000 trips) shows the per-trip work;
// `--profile-cold` (50 rounds of 1,000 trips) shows the cost of filling the caches.
for (flag, count, rounds) in [("--profile-factory", 100_000, 10), ("--profile-cold", 1_000, 50)]
where arguments.contains(flag) {
  let repository = ServedFromMemory(trips: Workload.trips(count: count))
  var checksum = 0
  for _ in 0..<rounds { checksum &+= await FactoryBenchmarks.projectFactory(repository) }
  print(checksum)
  exit(0)
}

// 1. View models.
let tripCount = quick ? 2_000 : 50_000
let trips = Workload.trips(count: tripCount)
let factory = await FactoryBenchmarks.run(trips: trips, rounds: quick ? 3 : 5)
print("## View models (\(tripCount) trips, en_US, Europe/Amsterdam, median of rounds)\n")
print(row(["approach", "ns per view model"]))
print(row(["---", "---:"]))
for measurement in factory {
  print(row([measurement.name, format(measurement.nanosecondsPerTrip, 0)]))
}
let articles = factory[0].nanosecondsPerTrip
let project = factory[1].nanosecondsPerTrip
let floor = factory[2].nanosecondsPerTrip
print("\nratio articles / factory: \(format(articles / project, 1))×")
print("ratio factory / floor: \(format(project / floor, 1))×")
let cold = await FactoryBenchmarks.run(trips: Array(trips.prefix(1_000)), rounds: 5)[1]
print(
  "first 1,000 view models of a fresh TripFormats (empty caches): "
    + "\(format(cold.nanosecondsPerTrip, 0)) ns each\n")

// 2. Whole commands.
if arguments.contains("--view-models-only") { exit(0) }
guard FileManager.default.isExecutableFile(atPath: tripsBinary) else {
  print("The release trips binary is missing: run `swift build -c release --product trips` first.")
  exit(1)
}
guard FileManager.default.isExecutableFile(atPath: CommandBenchmarks.gnuTime) else {
  print("GNU time (\(CommandBenchmarks.gnuTime)) measures peak memory: apt-get install time.")
  exit(1)
}
let folder = FileManager.default.temporaryDirectory
  .appendingPathComponent("trips-bench-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

let sizes = quick ? [10_000] : [10_000, 100_000, 1_000_000]
let runs = quick ? 3 : 5
print("## `trips list --all --color never` (median of \(runs) runs, output to /dev/null)\n")
print(row(["store", "trips", "median wall ms", "peak RSS MB"]))
print(row(["---", "---:", "---:", "---:"]))
var showMeasurement: CommandBenchmarks.Measurement?
for kind in ["sqlite", "json"] {
  for size in sizes {
    let path = folder.appendingPathComponent("\(size).\(kind)").path
    try CommandBenchmarks.generateStoreInChild(at: path, count: size)
    let measurement = try CommandBenchmarks.measure(
      name: "list", trips: tripsBinary,
      arguments: [
        "--store", path, "--locale", "en_US", "--time-zone", "Europe/Amsterdam",
        "list", "--all", "--color", "never",
      ],
      runs: runs)
    print(
      row([
        kind, "\(size)", format(measurement.medianMilliseconds),
        format(measurement.peakMegabytes, 1),
      ]))
    if kind == "sqlite", size == sizes.last {
      showMeasurement = try CommandBenchmarks.measure(
        name: "show", trips: tripsBinary,
        arguments: [
          "--store", path, "--locale", "en_US", "--time-zone", "Europe/Amsterdam",
          "show", "\(size / 2)",
        ],
        runs: quick ? 5 : 21, measuresMemory: false)
    }
  }
}
if let show = showMeasurement {
  print("\n## `trips show <id>` on the largest SQLite store\n")
  print("median wall of \(quick ? 5 : 21) runs: \(format(show.medianMilliseconds, 1)) ms")
}
