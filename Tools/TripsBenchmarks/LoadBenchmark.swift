import Foundation
import Synchronization

/// Many clients at once against one server: 8 writers (`add`, `depart`, `edit`) and 8 readers
/// (`list`, `show`), each a loop of `trips` processes on a thread of its own, for a bounded
/// time. The writers share 50 trips, so some changes meet others and are refused as "changed
/// elsewhere"; every change writes a value no other change writes, so each acknowledged
/// change adds exactly one revision, and the store's revisions must add up to them.
enum LoadBenchmark {
  /// What one kind of command did.
  struct Tally {
    var milliseconds: [Double] = []
    var refused = 0
    var failed = 0
  }

  /// The commands every worker ran, by kind.
  final class Record: Sendable {
    let tallies = Mutex<[String: Tally]>([:])

    func add(_ kind: String, milliseconds: Double, status: Int32, refused: Bool) {
      tallies.withLock { tallies in
        var tally = tallies[kind, default: Tally()]
        tally.milliseconds.append(milliseconds)
        if status == 1 && refused {
          tally.refused += 1
        } else if status != 0 {
          tally.failed += 1
        }
        tallies[kind] = tally
      }
    }
  }

  /// Runs the load against `database` for `seconds` and prints its table.
  ///
  /// - Parameters:
  ///   - trips: The `trips` executable.
  ///   - database: The address of a database that holds trips 1 to 50 at least.
  ///   - seconds: How long the workers run.
  ///   - totals: Reads the store's trip count and the sum of its revisions.
  static func run(
    trips: String, database: String, seconds: Double, totals: () throws -> (Int, Int)
  ) throws {
    let display = ["--store", database, "--locale", "en_US", "--color", "never"]
    let before = try totals()
    let record = Record()
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1_000))
    let group = DispatchGroup()
    for worker in 0..<16 {
      group.enter()
      let thread = Thread {
        defer { group.leave() }
        let errors = FileManager.default.temporaryDirectory
          .appendingPathComponent("trips-load-\(getpid())-\(worker).txt").path
        defer { unlink(errors) }
        var step = 0
        while ContinuousClock.now < deadline {
          step += 1
          let (kind, arguments) = command(worker: worker, step: step)
          let start = ContinuousClock.now
          let status =
            (try? CommandBenchmarks.spawn(trips, display + arguments, errors: errors)) ?? -1
          let elapsed = FactoryBenchmarks.nanoseconds(ContinuousClock.now - start) / 1e6
          let said = status == 1 ? (try? String(contentsOfFile: errors, encoding: .utf8)) : nil
          record.add(
            kind, milliseconds: elapsed, status: status,
            refused: said?.contains("changed elsewhere") ?? false)
        }
      }
      thread.start()
    }
    group.wait()
    let after = try totals()
    print(report(record.tallies.withLock { $0 }, seconds: seconds, before: before, after: after))
  }

  /// The command worker `worker` runs at its `step`: workers 0 to 7 write, 8 to 15 read.
  private static func command(worker: Int, step: Int) -> (String, [String]) {
    // A value no other change writes: the worker and the step, as minutes or as a name.
    let unique = worker * 60_000 + step
    let trip = String((unique * 7919) % 50 + 1)
    switch (worker < 8, step % 3) {
    case (true, 0):
      return (
        "add",
        [
          "add", "--departure", "2031-05-04 08:00", "--arrival", "2031-05-04 09:10", "--to",
          "w\(unique)",
        ]
      )
    case (true, 1): return ("depart", ["depart", trip, "--delay", String(unique)])
    case (true, _): return ("edit", ["edit", trip, "--to", "e\(unique)"])
    case (false, 0): return ("list", ["list"])
    case (false, _): return ("show", ["show", trip])
    }
  }

  /// The table: each command's rate and latency, its refusals and failures, and whether the
  /// store's revisions add up to the acknowledged changes.
  private static func report(
    _ tallies: [String: Tally], seconds: Double, before: (Int, Int), after: (Int, Int)
  ) -> String {
    var lines = [
      "\n## Many clients at once: 8 writers and 8 readers for \(format(seconds)) s\n",
      row(["command", "runs", "per second", "p50 ms", "p99 ms", "changed elsewhere", "failed"]),
      row(["---", "---:", "---:", "---:", "---:", "---:", "---:"]),
    ]
    for kind in ["add", "depart", "edit", "list", "show"] {
      guard let tally = tallies[kind], !tally.milliseconds.isEmpty else { continue }
      let sorted = tally.milliseconds.sorted()
      lines.append(
        row([
          kind, "\(sorted.count)", format(Double(sorted.count) / seconds, 1),
          format(sorted[sorted.count / 2], 1),
          format(sorted[min(sorted.count - 1, sorted.count * 99 / 100)], 1), "\(tally.refused)",
          "\(tally.failed)",
        ]))
    }
    func acknowledged(_ kind: String) -> Int {
      guard let tally = tallies[kind] else { return 0 }
      return tally.milliseconds.count - tally.refused - tally.failed
    }
    let adds = acknowledged("add")
    let changes = acknowledged("depart") + acknowledged("edit")
    let added = after.0 - before.0
    let revisions = after.1 - before.1
    let kept = added == adds && revisions == adds + changes
    lines.append(
      "\n\(adds) adds and \(changes) changes acknowledged; the store gained \(added) trips and"
        + " \(revisions) revisions (\(adds + changes) expected): "
        + (kept ? "none lost." : "**MISMATCH**."))
    return lines.joined(separator: "\n")
  }
}
