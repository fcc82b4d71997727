import Foundation
import PostgreSQLStore
import StoreOpening
import Testing

@MainActor @Suite struct StoreLocationTests {
  @Test func option_winsOverTheEnvironment() throws {
    let location = try StoreLocation.resolve(
      option: "/tmp/a.sqlite", environment: ["TRIPS_STORE": "/tmp/b.json"])

    #expect(location == .sqlite(path: "/tmp/a.sqlite"))
  }

  @Test func environment_winsOverTheDefault() throws {
    let location = try StoreLocation.resolve(
      option: nil, environment: ["TRIPS_STORE": "/tmp/b.JSON", "HOME": "/home/x"])

    #expect(location == .json(path: "/tmp/b.JSON"))
  }

  /// Only a `postgresql://` or `postgres://` address selects the PostgreSQL store; the
  /// environment goes with it, for libpq to read.
  @Test(arguments: ["postgresql://db.example/trips", "POSTGRES://db.example/trips"])
  func aPostgreSQLAddress_selectsThePostgreSQLStore(address: String) throws {
    let environment = ["TRIPS_STORE": address, "PGUSER": "ann"]

    let location = try StoreLocation.resolve(option: nil, environment: environment)

    #expect(location == .postgresql(PostgreSQLAddress(address)!, environment: environment))
  }

  @Test(arguments: ["postgresql:trips", "postgresql", "./postgres://x", "mysql://db/trips"])
  func anythingElse_isAFile(path: String) throws {
    let location = try StoreLocation.resolve(option: path, environment: [:])

    #expect(location == .sqlite(path: path))
  }

  @Test func memory_isChosenByItsName() throws {
    #expect(try StoreLocation.resolve(option: ":memory:", environment: [:]) == .memory)
  }

  @Test func default_isUnderXDGDataHome() throws {
    let location = try StoreLocation.resolve(
      option: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/x"])

    #expect(location == .sqlite(path: "/data/trips/trips.sqlite"))
  }

  @Test(arguments: [[:], ["XDG_DATA_HOME": ""], ["XDG_DATA_HOME": "relative/path"]])
  func default_fallsBackToTheHomeDirectory(extra: [String: String]) throws {
    let environment = extra.merging(["HOME": "/home/x", "TRIPS_STORE": ""]) { $1 }

    let location = try StoreLocation.resolve(option: nil, environment: environment)

    #expect(location == .sqlite(path: "/home/x/.local/share/trips/trips.sqlite"))
  }

  @Test func noHome_isAProblem() {
    #expect(throws: SettingProblem.noHomeDirectory) {
      try StoreLocation.resolve(option: nil, environment: [:])
    }
  }

  @Test func emptyOption_isAProblem() {
    #expect(throws: SettingProblem.emptyStorePath) {
      try StoreLocation.resolve(option: "", environment: [:])
    }
  }
}
