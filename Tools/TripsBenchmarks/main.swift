// trips-bench: the numbers in BENCHMARKS.md. Run it in release mode:
//
//   Scripts/benchmark            (builds trips and trips-bench in release, then runs)
//   swift run -c release trips-bench [--quick] [--view-models-only]
//   Scripts/benchmark --load-only [--quick] [--against OTHER_TRIPS]...
//
// Every row of a table is measured in the same run, on the same generated trips.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
let builtTrips =
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

// Writes an SQLite store of one departure shape and stops:
// `trips-bench --generate-shape PATH COUNT SHAPE UPCOMING`.
if let index = CommandLine.arguments.firstIndex(of: "--generate-shape"),
  CommandLine.arguments.count > index + 4, let count = Int(CommandLine.arguments[index + 2]),
  let shape = Workload.Shape(rawValue: CommandLine.arguments[index + 3]),
  let upcoming = Int(CommandLine.arguments[index + 4])
{
  try await CommandBenchmarks.generateShape(
    at: CommandLine.arguments[index + 1], count: count, shape: shape, upcoming: upcoming)
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

// Only the load of many clients, with this build's trips and then each other one named, in
// turn on one server: `trips-bench --load-only [--quick] [--against TRIPS]...`.
if arguments.contains("--load-only") {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("trips-bench-\(ProcessInfo.processInfo.processIdentifier)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let installed = try CommandBenchmarks.install(builtTrips, into: folder)
  let others = zip(arguments, arguments.dropFirst()).filter { $0.0 == "--against" }.map(\.1)
  try ServerBenchmarks.runLoad(trips: installed, others: others, folder: folder, quick: quick)
  exit(0)
}

// Only the team store's rows: `trips-bench --server-only [--quick]`.
if arguments.contains("--server-only") {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("trips-bench-\(ProcessInfo.processInfo.processIdentifier)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let installed = try CommandBenchmarks.install(builtTrips, into: folder)
  try await ServerBenchmarks.run(trips: installed, folder: folder, quick: quick)
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
print(
  "ratio formatting every time / remembering (what RememberedTripTimes earns): "
    + "\(format(factory[3].nanosecondsPerTrip / project, 1))×")
let cold = await FactoryBenchmarks.run(trips: Array(trips.prefix(1_000)), rounds: 5)[1]
print(
  "first 1,000 view models of a fresh TripFormats (empty caches): "
    + "\(format(cold.nanosecondsPerTrip, 0)) ns each\n")

// 2. Whole commands.
if arguments.contains("--view-models-only") { exit(0) }
guard FileManager.default.isExecutableFile(atPath: builtTrips) else {
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
let tripsBinary = try CommandBenchmarks.install(builtTrips, into: folder)

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

// 3. Paging shapes: the cost of a page must not depend on how departures are spread.
let displayOptions = ["--locale", "en_US", "--time-zone", "Europe/Amsterdam", "--color", "never"]
let shapeSizes = quick ? [1_000, 10_000, 100_000] : [10_000, 100_000, 1_000_000]
print("\n## SQLite `trips list --all` by departure shape (median of \(runs) runs)\n")
print(row(["shape", "trips", "median wall ms", "peak RSS MB"]))
print(row(["---", "---:", "---:", "---:"]))
var shapeSummary: [String] = []
for shape in Workload.Shape.allCases {
  var byCount: [Int: CommandBenchmarks.Measurement] = [:]
  for size in shapeSizes {
    let path = folder.appendingPathComponent("\(shape.rawValue)-\(size).sqlite").path
    try CommandBenchmarks.generateShapeInChild(at: path, count: size, shape: shape)
    let measurement = try CommandBenchmarks.measure(
      name: "list", trips: tripsBinary,
      arguments: ["--store", path] + displayOptions + ["list", "--all"], runs: runs)
    byCount[size] = measurement
    print(
      row([
        shape.rawValue, "\(size)", format(measurement.medianMilliseconds),
        format(measurement.peakMegabytes, 1),
      ]))
    try? FileManager.default.removeItem(atPath: path)
  }
  let (small, middle, large) = (shapeSizes[0], shapeSizes[1], shapeSizes[2])
  shapeSummary.append(
    "- \(shape.rawValue): \(large) / \(middle) time "
      + format(byCount[large]!.medianMilliseconds / byCount[middle]!.medianMilliseconds, 1)
      + "× (target at most 12×); peak \(large) / \(small) "
      + format(byCount[large]!.peakMegabytes / byCount[small]!.peakMegabytes, 2)
      + "× (target at most 1.1×)")
}
print("\n" + shapeSummary.joined(separator: "\n"))

// 4. Upcoming trips among many that have arrived: `list` should cost what it shows.
let stored = shapeSizes.last!
let upcomingPath = folder.appendingPathComponent("upcoming.sqlite").path
try CommandBenchmarks.generateShapeInChild(
  at: upcomingPath, count: stored, shape: .distinct, upcoming: 100)
let upcoming = try CommandBenchmarks.pair(
  (tripsBinary, ["--store", upcomingPath] + displayOptions + ["list"]),
  (tripsBinary, ["--store", upcomingPath] + displayOptions + ["show", "\(stored / 2)"]),
  runs: quick ? 5 : 21)
print("\n## `trips list` with \(stored) stored, 100 upcoming, beside `trips show` (run in turn)\n")
print(row(["command", "median wall ms"]))
print(row(["---", "---:"]))
print(row(["list (100 upcoming)", format(upcoming.a, 1)]))
print(row(["show <id>", format(upcoming.b, 1)]))
print("\nratio list / show: \(format(upcoming.ratio, 2))")

// 5. Side by side with the SQLite shell, on the same store, in the same run.
let installedShell = "/usr/bin/sqlite3"
if FileManager.default.isExecutableFile(atPath: installedShell) {
  let shell = try CommandBenchmarks.install(installedShell, into: folder)
  setenv("TZ", "Europe/Amsterdam", 1)
  let listSize = shapeSizes[1]
  let sidePath = folder.appendingPathComponent("side-by-side.sqlite").path
  try CommandBenchmarks.generateShapeInChild(at: sidePath, count: listSize, shape: .distinct)
  // The columns of `trips list`: number, local date, departure and arrival times, duration,
  // route and delay, formatted by SQLite in local time.
  let listQuery = """
    SELECT printf('%4d  %s  %s  →  %s  %d min  %s  %s', id,
      strftime('%m/%d/%Y', departure, 'unixepoch', 'localtime'),
      strftime('%H:%M', departure, 'unixepoch', 'localtime'),
      strftime('%H:%M', arrival, 'unixepoch', 'localtime'),
      (arrival - departure) / 60,
      CASE WHEN origin IS NULL THEN '' ELSE origin || ' → ' || destination END,
      CASE WHEN actual_departure > departure
        THEN ((actual_departure - departure + 59) / 60) || ' minutes delay' ELSE '' END)
    FROM trips ORDER BY departure, id;
    """
  let showQuery = """
    SELECT id, strftime('%m/%d/%Y', departure, 'unixepoch', 'localtime'),
      strftime('%H:%M', departure, 'unixepoch', 'localtime'),
      strftime('%H:%M', arrival, 'unixepoch', 'localtime')
    FROM trips WHERE id = \(listSize / 2);
    """
  let list = try CommandBenchmarks.pair(
    (tripsBinary, ["--store", sidePath] + displayOptions + ["list", "--all"]),
    (shell, [sidePath, listQuery]), runs: quick ? 5 : 11)
  let show = try CommandBenchmarks.pair(
    (tripsBinary, ["--store", sidePath] + displayOptions + ["show", "\(listSize / 2)"]),
    (shell, [sidePath, showQuery]), runs: quick ? 11 : 31)
  let version = try CommandBenchmarks.pair(
    (tripsBinary, ["--version"]), (shell, ["-version"]), runs: quick ? 11 : 31)
  print("\n## Side by side with the `sqlite3` shell (\(listSize) trips, run in turn)\n")
  print(row(["task", "trips ms", "sqlite3 ms", "ratio"]))
  print(row(["---", "---:", "---:", "---:"]))
  print(
    row(["list every trip, local times", format(list.a), format(list.b), format(list.ratio, 2)]))
  print(
    row([
      "one trip by number, local times", format(show.a, 1), format(show.b, 1),
      format(show.ratio, 2),
    ]))
  print(
    row([
      "start and print the version", format(version.a, 1), format(version.b, 1),
      format(version.ratio, 2),
    ]))
} else {
  print("\nnote: \(installedShell) is not installed; the side-by-side rows were skipped")
}

// 6. The run's log: `list --all` writing its log, beside the same list writing none.
do {
  let listSize = shapeSizes[1]
  let logged = folder.appendingPathComponent("logged.sqlite").path
  try CommandBenchmarks.generateShapeInChild(at: logged, count: listSize, shape: .distinct)
  let logFile = folder.appendingPathComponent("trips.log").path
  let list = ["--store", logged] + displayOptions + ["list", "--all"]
  let withLog = try CommandBenchmarks.pair(
    (tripsBinary, ["--log", logFile] + list), (tripsBinary, list), runs: quick ? 5 : 21)
  print("\n## `trips list --all` with a log (\(listSize) trips, run in turn)\n")
  print(row(["log", "median ms", "without ms", "ratio"]))
  print(row(["---", "---:", "---:", "---:"]))
  print(
    row([
      "--log FILE (info: one line for the list)", format(withLog.a), format(withLog.b),
      format(withLog.ratio, 2),
    ]))
  try? FileManager.default.removeItem(atPath: logFile)
}

// 7. The team store, on a server started for the run.
try await ServerBenchmarks.run(trips: tripsBinary, folder: folder, quick: quick)
