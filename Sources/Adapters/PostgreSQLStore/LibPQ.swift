import CLibPQ

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The libpq functions the PostgreSQL store calls, found in the library at run time.
///
/// Linking libpq would load it and the two dozen libraries it needs (TLS, Kerberos, LDAP) at
/// the start of every `trips` command, several milliseconds even for a command on a file
/// store. So the store opens the library with `dlopen` the first time it connects, and only
/// then. The function types are written here from libpq's header, which the `CLibPQ` module
/// provides along with its constants.
struct LibPQ {
  typealias Keywords = UnsafePointer<UnsafePointer<CChar>?>?

  let connectdbParams: @convention(c) (Keywords, Keywords, Int32) -> OpaquePointer?
  let pingParams: @convention(c) (Keywords, Keywords, Int32) -> PGPing
  let status: @convention(c) (OpaquePointer?) -> ConnStatusType
  let errorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  let finish: @convention(c) (OpaquePointer?) -> Void
  let host: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  let port: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  let execParams:
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?,
      UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
    ) -> OpaquePointer?
  let prepare:
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?
    ) -> OpaquePointer?
  let execPrepared:
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<UnsafePointer<CChar>?>?,
      UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
    ) -> OpaquePointer?
  let resultStatus: @convention(c) (OpaquePointer?) -> ExecStatusType
  let resultErrorField: @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
  let ntuples: @convention(c) (OpaquePointer?) -> Int32
  let nfields: @convention(c) (OpaquePointer?) -> Int32
  let getvalue: @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
  let getisnull: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
  let clear: @convention(c) (OpaquePointer?) -> Void
  let socket: @convention(c) (OpaquePointer?) -> Int32
  let consumeInput: @convention(c) (OpaquePointer?) -> Int32
  let notifies: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<PGnotify>?
  let freemem: @convention(c) (UnsafeMutableRawPointer?) -> Void
  let setNoticeProcessor:
    @convention(c) (OpaquePointer?, PQnoticeProcessor?, UnsafeMutableRawPointer?) ->
      PQnoticeProcessor?

  /// The names the library has on the systems Trips runs on, most specific first.
  static let libraryNames = ["libpq.so.5", "libpq.5.dylib", "libpq.so", "libpq.dylib"]

  /// Opens libpq and finds its functions.
  ///
  /// - Parameter names: The library's file names to try, in order.
  /// - Returns: The functions, or why the library could not be used.
  static func load(from names: [String]) -> Result<LibPQ, LoadFailure> {
    var reasons: [String] = []
    for name in names {
      guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
        reasons.append(dlerror().map { String(cString: $0) } ?? name)
        continue
      }
      do {
        return .success(try LibPQ(handle: handle))
      } catch {
        return .failure(error)
      }
    }
    return .failure(LoadFailure(reason: reasons.first ?? "libpq was not found"))
  }

  /// Why libpq could not be used.
  struct LoadFailure: Error {
    let reason: String
  }

  private init(handle: UnsafeMutableRawPointer) throws(LoadFailure) {
    func symbol<Function>(_ name: String, as type: Function.Type) throws(LoadFailure) -> Function {
      guard let address = dlsym(handle, name) else {
        throw LoadFailure(reason: "libpq has no \(name)")
      }
      return unsafeBitCast(address, to: type)
    }
    connectdbParams = try symbol("PQconnectdbParams", as: type(of: connectdbParams))
    pingParams = try symbol("PQpingParams", as: type(of: pingParams))
    status = try symbol("PQstatus", as: type(of: status))
    errorMessage = try symbol("PQerrorMessage", as: type(of: errorMessage))
    finish = try symbol("PQfinish", as: type(of: finish))
    host = try symbol("PQhost", as: type(of: host))
    port = try symbol("PQport", as: type(of: port))
    execParams = try symbol("PQexecParams", as: type(of: execParams))
    prepare = try symbol("PQprepare", as: type(of: prepare))
    execPrepared = try symbol("PQexecPrepared", as: type(of: execPrepared))
    resultStatus = try symbol("PQresultStatus", as: type(of: resultStatus))
    resultErrorField = try symbol("PQresultErrorField", as: type(of: resultErrorField))
    ntuples = try symbol("PQntuples", as: type(of: ntuples))
    nfields = try symbol("PQnfields", as: type(of: nfields))
    getvalue = try symbol("PQgetvalue", as: type(of: getvalue))
    getisnull = try symbol("PQgetisnull", as: type(of: getisnull))
    clear = try symbol("PQclear", as: type(of: clear))
    socket = try symbol("PQsocket", as: type(of: socket))
    consumeInput = try symbol("PQconsumeInput", as: type(of: consumeInput))
    notifies = try symbol("PQnotifies", as: type(of: notifies))
    freemem = try symbol("PQfreemem", as: type(of: freemem))
    setNoticeProcessor = try symbol("PQsetNoticeProcessor", as: type(of: setNoticeProcessor))
  }
}
