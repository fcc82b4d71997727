import CLibPQ
import Domain

// Connecting, and the server's failures in the port's terms.
extension PostgreSQLTripRepository {
  /// libpq settings and the variables that give them, passed to libpq explicitly.
  static let settingsFromEnvironment: [(variable: String, keyword: String)] = [
    ("PGHOST", "host"), ("PGHOSTADDR", "hostaddr"), ("PGPORT", "port"), ("PGUSER", "user"),
    ("PGPASSWORD", "password"), ("PGSERVICE", "service"), ("PGSSLMODE", "sslmode"),
    ("PGSSLROOTCERT", "sslrootcert"), ("PGCONNECT_TIMEOUT", "connect_timeout"),
    ("PGAPPNAME", "application_name"), ("PGTARGETSESSIONATTRS", "target_session_attrs"),
  ]

  /// The keywords and values libpq connects with: the settings the environment gives, the
  /// password file, the default connect timeout, then the address, whose own settings win.
  nonisolated func connectionSettings() -> [(String, String)] {
    var settings: [(String, String)] = []
    for (variable, keyword) in Self.settingsFromEnvironment {
      if let value = environment[variable], !value.isEmpty { settings.append((keyword, value)) }
    }
    if let file = environment["PGPASSFILE"] ?? environment["HOME"].map({ $0 + "/.pgpass" }) {
      settings.append(("passfile", file))
    }
    if addressSetting("connect_timeout") == nil && (environment["PGCONNECT_TIMEOUT"] ?? "").isEmpty
    {
      settings.append(("connect_timeout", String(Self.defaultConnectTimeoutSeconds)))
    }
    // The busy timeout, as the session's lock and statement timeouts.
    // PostgreSQL reads 0 as "wait for ever", so a busy timeout of 0 waits 1 ms.
    let milliseconds = max(
      1,
      busyTimeout.components.seconds * 1000
        + busyTimeout.components.attoseconds / 1_000_000_000_000_000)
    let timeouts = "-c lock_timeout=\(milliseconds) -c statement_timeout=\(milliseconds)"
    let options = [environment["PGOPTIONS"], timeouts].compactMap { $0 }
    settings.append(("options", options.joined(separator: " ")))
    settings.append(("dbname", address.uri))
    return settings
  }

  /// The connection, made now if there is none; a broken one is replaced.
  ///
  /// While none of the hosts the address names takes changes, as during a failover, a read
  /// is answered by any host that answers, a standby included; a change then asks for a host
  /// that takes changes again, and is refused with the failover's words until one does.
  ///
  /// - Parameter forReading: Whether the session only reads.
  func connected(forReading: Bool = false) throws(TripStoreError) -> PostgreSQLConnection {
    var ahead = failedConnectionAhead()
    if let failure = ahead, !(forReading && failure.problem == .readOnly(.noneTakesChangesYet)) {
      throw failure
    }
    if let connection = currentConnection, forReading || !readsFromAnyHost { return connection }
    if currentConnection != nil { dropConnection() }
    let connection: PostgreSQLConnection
    do throws(TripStoreError) {
      // A read after connectAhead() found no host that takes changes goes to any host at once.
      if let failure = ahead.take() { throw failure }
      connection = try openConnection()
    } catch {
      guard forReading, error.problem == .readOnly(.noneTakesChangesYet) else { throw error }
      connection = try openConnection(anyHost: true)
      readsFromAnyHost = true
    }
    currentConnection = connection
    return connection
  }

  /// A new session with the server, for the store or for a listener of its own.
  ///
  /// - Parameter anyHost: Whether any host that answers will do, whatever the address asks
  ///   of it (`target_session_attrs=any`).
  nonisolated func openConnection(anyHost: Bool = false) throws(TripStoreError)
    -> PostgreSQLConnection
  {
    let libpq: LibPQ
    switch LibPQ.load(from: libraryNames) {
    case .success(let loaded): libpq = loaded
    case .failure(let failure):
      throw TripStoreError(
        location: address.redacted,
        problem: .failed(
          "libpq, PostgreSQL's client library, could not be loaded: \(failure.reason)"))
    }
    let settings = connectionSettings() + (anyHost ? [("target_session_attrs", "any")] : [])
    let keywords = settings.map { Optional($0.0) }
    let values = settings.map { Optional($0.1) }
    var attempt = 1
    while true {
      let handle = withTextArray(keywords) { keys in
        withTextArray(values) { values in libpq.connectdbParams(keys, values, 1) }
      }
      if let handle, libpq.status(handle) == CONNECTION_OK {
        let connection = PostgreSQLConnection(libpq: libpq, handle: handle)
        reporting.report(
          .connected(
            host: connection.host, port: connection.port, address: address.redacted,
            anyHost: anyHost))
        return connection
      }
      libpq.finish(handle)
      // Did the server answer at all? Asked with a short timeout: one that did not answer
      // within the connect timeout will not in one more second either.
      let ping = withTextArray(keywords + ["connect_timeout"]) { keys in
        withTextArray(values + ["1"]) { values in libpq.pingParams(keys, values, 1) }
      }
      // A server that takes connections now may have refused the first one only because it
      // was still starting up: one more try tells that from a refusal of this connection.
      if ping == PQPING_OK && attempt == 1 {
        attempt += 1
        continue
      }
      var problem = Self.connectionProblem(ping)
      if !anyHost, asksForAServerThatTakesChanges,
        Self.connects(
          libpq, keywords + ["target_session_attrs", "connect_timeout"], values + ["any", "1"])
      {
        // A host takes a session that may be read-only, but none takes changes as the
        // address asks: a failover is under way, or every host is a standby. Asked with a
        // short timeout, as the ping is: hosts that did not answer will not answer now.
        problem = .readOnly(.noneTakesChangesYet)
      }
      // An address libpq cannot read may hold a password where it looks for none.
      let location = ping == PQPING_NO_ATTEMPT ? address.scheme + "…" : address.redacted
      reporting.report(.connectionFailed(address: location, problem: problem))
      throw TripStoreError(location: location, problem: problem)
    }
  }

  /// Whether the address or `PGTARGETSESSIONATTRS` asks libpq for a host that takes changes
  /// (`target_session_attrs=read-write` or `primary`), so that a failed connection may mean
  /// that only standbys answer.
  nonisolated var asksForAServerThatTakesChanges: Bool {
    let value =
      addressSetting("target_session_attrs").map(String.init) ?? environment["PGTARGETSESSIONATTRS"]
    return value == "read-write" || value == "primary"
  }

  /// The value the address's query gives `keyword`, as written, if it gives one.
  private nonisolated func addressSetting(_ keyword: String) -> Substring? {
    let query = address.uri.split(separator: "?", maxSplits: 1).dropFirst().first ?? ""
    return query.split(separator: "&").first { $0.hasPrefix(keyword + "=") }?
      .dropFirst(keyword.count + 1)
  }

  /// Whether a session with these settings can be made; it is closed again at once.
  private static func connects(_ libpq: LibPQ, _ keywords: [String?], _ values: [String?]) -> Bool {
    let handle = withTextArray(keywords) { keys in
      withTextArray(values) { values in libpq.connectdbParams(keys, values, 1) }
    }
    defer { libpq.finish(handle) }
    return handle.map { libpq.status($0) == CONNECTION_OK } ?? false
  }

  /// Why a connection failed, from what libpq could tell before there was a session: a
  /// server that does not answer, or answers that it cannot take connections, cannot be
  /// reached; one that answers but refused this connection refused access.
  static func connectionProblem(_ ping: PGPing) -> TripStoreError.Problem {
    switch ping {
    case PQPING_NO_RESPONSE, PQPING_REJECT: .unreachable
    case PQPING_NO_ATTEMPT: .failed("the address is not one libpq can read")
    default: .accessRefused(.credentials)
    }
  }

  /// A failure in the port's terms. A broken connection is dropped, so the next request
  /// connects again.
  func storeError(_ failure: PostgreSQLConnection.Failure) -> TripStoreError {
    let location = address.redacted
    if failure.connectionBroken {
      // The connection broke. If it broke while the commit's answer was on its way, the
      // change may have been saved.
      dropConnection()
      return TripStoreError(
        location: location, problem: failure.duringCommit ? .outcomeUnknown : .unreachable)
    }
    let state = failure.sqlState ?? ""
    let problem: TripStoreError.Problem
    switch state {
    case "40001", "40P01", "55P03", "57014": problem = .busy
    case _ where state.hasPrefix("08") || state.hasPrefix("57P0"):
      // A lost connection, or a server shutting down or starting up.
      dropConnection()
      problem = .unreachable
    case _ where state.hasPrefix("28"): problem = .accessRefused(.credentials)
    case "42501": problem = .accessRefused(.privilege)
    case "53100": problem = .unwritable(failure.message)
    case "25006": problem = .readOnly(readOnlyCause())
    default: problem = .failed(failure.message)
    }
    return TripStoreError(location: location, problem: problem)
  }

  /// Why the server refused a change as read-only: a standby is in recovery, following a
  /// primary; a primary set to `default_transaction_read_only` is not. A server that cannot
  /// be asked is taken for a standby, the more common case.
  private func readOnlyCause() -> TripStoreError.ReadOnlyCause {
    guard let connection = currentConnection else { return .replica }
    // The refused change left any transaction aborted, where no query runs; it ends here in
    // any case. Outside a transaction this only draws a warning, which the session ignores.
    _ = try? connection.query("ROLLBACK")
    guard let rows = try? connection.query("SELECT pg_is_in_recovery()"),
      let inRecovery = rows.first?.first ?? nil
    else { return .replica }
    return inRecovery == "f" ? .refusesChanges : .replica
  }
}
