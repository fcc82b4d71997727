import Foundation
import LessonTestSupport
import Testing

/// `trips edit` as separate processes on the two store files: what one process edits, the
/// next reads back, and a refused edit leaves the file as it was.
@Suite struct EditEndToEndTests {
  @Test(arguments: ["trips.sqlite", "trips.json"])
  func anEdit_isReadBackByTheNextProcess_andARefusalLeavesTheFile(file: String) throws {
    let trips = TripsProcess()
    let store = trips.home.file(file)
    try trips.run(
      "--store", store, "add", "--departure", "2035-10-09 8:15", "--arrival", "9:02", "--from",
      "Amsterdam")

    let edit = try trips.run("--store", store, "edit", "1", "--to", "Delft", "--arrival", "9:10")
    let bytes = FileManager.default.contents(atPath: store)
    let refused = try trips.run("--store", store, "edit", "1", "--arrival", "2035-10-09 8:00")
    let list = try trips.run("--store", store, "list", "--all")

    #expect(edit.status == 0)
    #expect(refused.status == 1)
    #expect(FileManager.default.contents(atPath: store) == bytes)
    #expect(
      list.output
        == "   1  10/9/35     8:15 AM   →  9:10 AM   55 min         Amsterdam → Delft\n")
  }
}
