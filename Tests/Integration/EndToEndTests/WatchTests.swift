import DeliveryCheckers
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Synchronization
import Testing

/// `trips watch` as a person uses it: in a pipe while another process changes the trip, and on
/// a real terminal (tmux) with key presses.
@Suite(.serialized) struct WatchTests {
  /// Collects what a running process writes, so a test can wait for a line to appear.
  final class Collector: Sendable {
    /// What arrived, chunk by chunk, with when it arrived.
    private let chunks = Mutex<[(arrival: ContinuousClock.Instant, text: String)]>([])

    var current: String { chunks.withLock { $0.map(\.text).joined() } }

    func append(_ data: Data) {
      let arrival = ContinuousClock.now
      chunks.withLock { $0.append((arrival, String(decoding: data, as: UTF8.self))) }
    }

    /// When `text` was first complete in what arrived; `nil` while it has not.
    func arrival(of text: String) -> ContinuousClock.Instant? {
      chunks.withLock { chunks in
        var collected = ""
        for chunk in chunks {
          collected += chunk.text
          if collected.contains(text) { return chunk.arrival }
        }
        return nil
      }
    }

    /// Waits up to `seconds` for `predicate` to hold on the collected text.
    func wait(seconds: Double = 15, until predicate: (String) -> Bool) async -> Bool {
      let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1_000))
      while ContinuousClock.now < deadline {
        if predicate(current) { return true }
        try? await Task.sleep(for: .milliseconds(50))
      }
      return predicate(current)
    }
  }

  /// `trips watch` started in a pipe with `arguments`, its standard output collected as it
  /// comes and its standard error kept in a pipe of its own.
  struct PipedWatch {
    let process = Process()
    let output = Pipe()
    let errors = Pipe()
    let collected = Collector()
    /// Standard error, as it comes.
    let collectedErrors = Collector()

    init(_ arguments: [String], environment: [String: String]) throws {
      process.executableURL = URL(fileURLWithPath: BuiltProducts.executable("trips"))
      process.arguments = arguments
      process.environment = environment
      process.standardOutput = output
      process.standardError = errors
      process.standardInput = FileHandle.nullDevice
      let collected = collected
      output.fileHandleForReading.readabilityHandler = { collected.append($0.availableData) }
      let collectedErrors = collectedErrors
      errors.fileHandleForReading.readabilityHandler = {
        collectedErrors.append($0.availableData)
      }
      try process.run()
    }

    /// Waits up to `seconds` for the process to end, then stops collecting.
    ///
    /// - Returns: Whether it ended by itself; one that did not is killed, so a watch that
    ///   misses what should end it fails its test instead of holding the test run.
    func waitForExit(seconds: Double = 15) async -> Bool {
      let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1_000))
      while process.isRunning, ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(20))
      }
      let ended = !process.isRunning
      if !ended { stop() }
      process.waitUntilExit()
      output.fileHandleForReading.readabilityHandler = nil
      errors.fileHandleForReading.readabilityHandler = nil
      collectedErrors.append(errors.fileHandleForReading.readDataToEndOfFile())
      return ended
    }

    /// Ends the process if it still runs. `SIGKILL`, because a child started from a test
    /// runner's thread can inherit a signal mask that holds back `SIGTERM`.
    func stop() {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// What the process wrote to standard error, once it has ended.
    func errorText() -> String {
      collectedErrors.current
    }
  }

  /// Watches the demo trip in a pipe while another `trips` process records a 7-minute delay and
  /// then removes the trip, and returns the ended watch.
  private func watchWhileAnotherProcessDelaysAndRemoves(_ options: String...) async throws
    -> PipedWatch
  {
    let directory = TemporaryDirectory()
    let trips = TripsProcess(environment: ["TRIPS_STORE": directory.file("t.sqlite")])
    try trips.run("demo")
    let watch = try PipedWatch(["watch", "1"] + options, environment: trips.baseEnvironment)
    defer { watch.stop() }

    #expect(await watch.collected.wait { $0.contains("5 minutes delay") })
    try trips.run("depart", "1", "--delay", "7")
    #expect(await watch.collected.wait { $0.contains("7 minutes delay") })
    try trips.run("remove", "1")
    #expect(await watch.waitForExit(), "the watch ends when its trip is removed")
    return watch
  }

  @Test func inAPipe_printsANewCard_whenAnotherProcessRecordsADelay() async throws {
    let watch = try await watchWhileAnotherProcessDelaysAndRemoves()

    let text = watch.collected.current
    #expect(watch.process.terminationStatus == 1)
    #expect(!text.contains("\u{1B}"))
    #expect(text.components(separatedBy: "╭").count == 3)
    #expect(text.contains("╯\n\n╭"))
    let error = watch.errorText()
    #expect(error == "error: Trip 1 was removed.\n")
  }

  static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  @Test func inAPipe_ctrlC_endsWatchingWithStatus0_andWritesNothing() async throws {
    let directory = TemporaryDirectory()
    let store = directory.file("t.sqlite")
    let trips = TripsProcess(environment: ["TRIPS_STORE": store])
    try trips.run("demo")
    let before = FileManager.default.contents(atPath: store)
    let watch = try PipedWatch(["watch", "1"], environment: trips.baseEnvironment)
    defer { watch.stop() }

    #expect(await watch.collected.wait { $0.contains("5 minutes delay") })
    watch.process.interrupt()
    #expect(await watch.waitForExit(), "the watch ends at Ctrl-C")

    #expect(watch.process.terminationReason == .exit)
    #expect(watch.process.terminationStatus == 0)
    #expect(FileManager.default.contents(atPath: store) == before)
  }

  @Test func inAPipe_withJSON_writesOnlyJSONToStandardOutput() async throws {
    let watch = try await watchWhileAnotherProcessDelaysAndRemoves("--format", "json")

    let documents = watch.collected.current.components(separatedBy: "\n}\n").dropLast()
    #expect(watch.process.terminationStatus == 1)
    #expect(documents.count == 2)
    for document in documents {
      let data = Data((document + "\n}").utf8)
      #expect((try? JSONSerialization.jsonObject(with: data)) is [String: Any], "\(document)")
      await Checkers.expectMatchesSchema(document + "\n}")
    }
    #expect(watch.collected.current.hasSuffix("\n}\n"))
    let error = watch.errorText()
    #expect(error == "error: Trip 1 was removed.\n")
  }

  @Test(.enabled(if: tmux != nil, "needs tmux; .ci/run installs it"))
  func onATerminal_plusThreeTimes_showsAndStoresAThreeMinuteDelay() async throws {
    let tmux = try #require(Self.tmux)
    let directory = TemporaryDirectory()
    let store = directory.file("t.sqlite")
    let trips = TripsProcess(environment: ["TRIPS_STORE": store])
    try trips.run(
      "add", "--departure", "2015-10-09T15:09:53+02:00", "--arrival", "2015-10-09T15:26:33+02:00")
    let socket = "trips-tests-\(UUID().uuidString)"
    // The first call starts the tmux server, which outlives it; Subprocess waits for the
    // command alone. Only capture-pane prints anything, into a file.
    func tmuxRun(_ arguments: String...) throws -> String {
      let capture = directory.file("tmux.out")
      Subprocess.run(tmux, ["-L", socket] + arguments, outputPath: capture)
      return (try? String(contentsOfFile: capture, encoding: .utf8)) ?? ""
    }
    let environment = trips.baseEnvironment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
    let command =
      "env \(environment) \(BuiltProducts.executable("trips")) watch 1; echo EXIT=$?; sleep 15"
    _ = try tmuxRun("new-session", "-d", "-x", "80", "-y", "24", command)
    // The session also ends by itself fifteen seconds after watch exits.
    defer { Subprocess.run(tmux, ["-L", socket, "kill-server"]) }
    func screen() -> String { (try? tmuxRun("capture-pane", "-p")) ?? "" }
    func waitForScreen(_ predicate: (String) -> Bool) async -> Bool {
      for _ in 0..<300 {
        if predicate(screen()) { return true }
        try? await Task.sleep(for: .milliseconds(50))
      }
      return predicate(screen())
    }

    #expect(await waitForScreen { $0.contains("q quit") })
    for _ in 0..<3 {
      _ = try tmuxRun("send-keys", "+")
      try await Task.sleep(for: .milliseconds(150))
    }
    #expect(await waitForScreen { $0.contains("3 minutes delay") })
    let onScreen = screen()
    _ = try tmuxRun("send-keys", "q")
    #expect(await waitForScreen { $0.contains("EXIT=0") })

    #expect(onScreen.components(separatedBy: "╭").count == 2, "one card, redrawn in place")
    let stored = try trips.run("show", "1", "--format", "json")
    #expect(stored.output.contains("\"delay\": \"3 minutes delay\""))
    await Checkers.expectMatchesSchema(stored.output)
  }
}
