import Foundation
import TestSupport
import Testing

/// The commands that print documentation work without a store or a home folder, as a
/// person installing completions on a new machine runs them.
@Suite struct DocumentationCommandsTests {
  private let trips = TripsProcess(environment: ["HOME": "", "TZ": "Nowhere/Else"])

  @Test(arguments: ["bash", "zsh", "fish"])
  func completions_printAScript_andExit0(shell: String) throws {
    let run = try trips.run("completions", shell)

    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(run.output.contains("written by 'trips completions \(shell)'"))
  }

  @Test func manual_printsRoff_andExit0() throws {
    let run = try trips.run("manual")

    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(run.output.contains("\n.TH TRIPS 1 "))
  }

  @Test func completions_forAnUnknownShell_exits64_andListsTheShells() throws {
    let run = try trips.run("completions", "ksh")

    #expect(run.status == 64)
    #expect(
      run.error == """
        error: 'ksh' is not a value of '<shell>'
        hint: Use one of: bash, zsh, fish.

        """)
  }
}
