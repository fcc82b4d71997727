import Domain
import Foundation
import SQLiteStore
import StoreCapabilities
import StoreSupport

/// The folder of local copies of remote stores, readable by its owner only: one SQLite copy
/// per store, and a small record of the identity last seen at each store's address.
///
/// A copy's file name is a hash of the store's identity, never text a server sent. The
/// record maps addresses with their passwords removed, so no secret is written here.
public struct OfflineCopyFolder: Sendable {
  /// The folder's path.
  public let path: String

  /// What the folder holds about one copy, for a person to see.
  public struct Copy: Equatable, Sendable {
    /// The addresses (without passwords) whose store this is a copy of.
    public let addresses: [String]
    /// When a read last refreshed it; `nil` when the copy cannot be read.
    public let refreshed: Date?
    /// Its size on disk, in bytes, with SQLite's log files.
    public let bytes: Int64
    /// How many changes made on this computer for the store wait or conflict; never sent
    /// when no address holds the store any more.
    public var keptChanges = 0
  }

  /// The folder at `path`; nothing is created until a copy is kept.
  public init(path: String) {
    self.path = path
  }

  /// The file that keeps the copy of the store with `identity`.
  func copyPath(for identity: TripStoreIdentity) -> String {
    path + "/" + Self.hash(identity.description) + ".sqlite"
  }

  /// The file that keeps the changes made on this computer to the store with `identity`:
  /// beside its copy, and never set aside (decision 21).
  public func changesPath(for identity: TripStoreIdentity) -> String {
    path + "/" + Self.hash(identity.description) + ".changes"
  }

  private var recordPath: String { path + "/stores.json" }

  /// The identity last seen at `address`, if any.
  func identity(at address: String) -> TripStoreIdentity? {
    record()[address].flatMap { TripTable.isIdentity($0) ? TripStoreIdentity($0) : nil }
  }

  /// Remembers that `address` holds the store with `identity`, creating the folder if need
  /// be; a record that cannot be written is left as it was.
  func remember(_ identity: TripStoreIdentity, at address: String) {
    var record = record()
    guard record[address] != identity.description else { return }
    record[address] = identity.description
    guard makeFolder(), let data = try? JSONEncoder().encode(record) else { return }
    let temporary = recordPath + ".\(getpid()).writing"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    if written != data.count || rename(temporary, recordPath) != 0 { unlink(temporary) }
  }

  /// Creates the folder, and its parents, readable by its owner only.
  func makeFolder() -> Bool {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      return isFolder.boolValue
    }
    let parent = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    return mkdir(path, 0o700) == 0 || errno == EEXIST
  }

  /// Moves a copy that cannot be read aside, beside itself, so a new one can be made; the
  /// old one stays for a person to look at until the copies are removed.
  func setAside(_ copyPath: String) {
    let aside = copyPath + ".damaged"
    for suffix in ["", "-wal", "-shm"] {
      unlink(aside + suffix)
      rename(copyPath + suffix, aside + suffix)
    }
  }

  /// Every copy in the folder, with the addresses it was read from.
  public func copies() async -> [Copy] {
    let record = record()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    var copies: [Copy] = []
    for name in names.sorted() where name.hasSuffix(".sqlite") {
      let file = path + "/" + name
      let addresses = record.filter { copyPath(for: TripStoreIdentity($0.value)) == file }
        .keys.sorted()
      let state = try? await SQLiteTripRepository(path: file).copyState()
      let bytes = ["", "-wal", "-shm"].reduce(Int64(0)) { total, suffix in
        total + Self.size(of: file + suffix)
      }
      var copy = Copy(addresses: addresses, refreshed: state?.refreshed, bytes: bytes)
      copy.keptChanges = await Self.keptChanges(
        in: String(file.dropLast(".sqlite".count)) + ".changes")
      copies.append(copy)
    }
    return copies
  }

  /// How many changes made on this computer wait to be sent or conflict, in every file of
  /// changes in the folder; a file that cannot be read counts as one, since what it holds is
  /// not known.
  public func keptChanges() async -> Int {
    var count = 0
    for name in Self.names(in: path) where Self.isChangesFile(name) {
      count += await Self.keptChanges(in: path + "/" + name)
    }
    return count
  }

  /// How many changes the file at `path` keeps; one when it cannot be read, since what it
  /// holds is not known; none when it does not exist.
  private static func keptChanges(in path: String) async -> Int {
    guard FileManager.default.fileExists(atPath: path) else { return 0 }
    do throws(TripStoreError) {
      let glance = try await SQLitePendingChanges(path: path).glance()
      return glance.waiting + glance.trips.values.filter { $0 }.count
    } catch {
      return 1
    }
  }

  /// Removes every copy, the record of addresses, and the files of changes, and the folder
  /// if nothing else is in it. The caller asks ``keptChanges()`` first: a file of changes is
  /// removed with whatever it holds.
  ///
  /// - Returns: How many copies were removed.
  @discardableResult
  public func removeAll() -> Int {
    var removed = 0
    for name in Self.names(in: path) {
      guard
        Self.isCopyFile(name) || Self.isChangesFile(name, companions: true)
          || name == "stores.json"
      else {
        continue
      }
      if unlink(path + "/" + name) == 0, name.hasSuffix(".sqlite") { removed += 1 }
    }
    rmdir(path)
    return removed
  }

  private static func names(in path: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  }

  private func record() -> [String: String] {
    guard let data = FileManager.default.contents(atPath: recordPath),
      let record = try? JSONDecoder().decode([String: String].self, from: data)
    else { return [:] }
    return record
  }

  /// Whether `name` is one of the files this folder makes for a copy: a copy, its log files,
  /// and one set aside, all named by the hash.
  private static func isCopyFile(_ name: String) -> Bool {
    let hash = name.prefix(16)
    return hash.count == 16 && hash.allSatisfy(\.isHexDigit)
      && name.dropFirst(16).hasPrefix(".sqlite")
  }

  /// Whether `name` is a file of changes made on this computer, or, with `companions`, also
  /// one of its log files or its lock.
  private static func isChangesFile(_ name: String, companions: Bool = false) -> Bool {
    let hash = name.prefix(16)
    let rest = name.dropFirst(16)
    return hash.count == 16 && hash.allSatisfy(\.isHexDigit)
      && (companions ? rest.hasPrefix(".changes") : rest == ".changes")
  }

  private static func size(of file: String) -> Int64 {
    var info = stat()
    return lstat(file, &info) == 0 ? Int64(info.st_size) : 0
  }

  /// FNV-1a, 64 bits, in hexadecimal: a short, fixed-length file name for an identity.
  static func hash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
