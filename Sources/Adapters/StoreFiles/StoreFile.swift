import Domain
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file system operations the file stores need, with every failure turned into a
/// `TripStoreError` that names the file.
///
/// Files are created readable by their owner only (0600), and directories the stores create
/// are private to their owner (0700). Every file created beside a store is created
/// exclusively and never through a symbolic link (`O_CREAT | O_EXCL | O_NOFOLLOW`), and
/// temporary files get unpredictable names, so a link planted in a shared folder cannot turn
/// a write against another file. The store's own path may be a link its owner made.
package struct StoreFile: Sendable {
  /// What stands at a path.
  package enum Kind: Equatable {
    /// Nothing: the store is yet to be made.
    case missing
    /// A folder, which no store can be.
    case directory
    /// A file, with what tells whether it changed.
    case file(FileIdentity)
  }

  /// Enough of a file's metadata to tell whether it changed since it was last read.
  package struct FileIdentity: Equatable, Sendable {
    /// The device the file is on.
    package var device: UInt64
    /// The file's number on its device.
    package var inode: UInt64
    /// Its size in bytes.
    package var size: Int64
    /// When it was last written: whole seconds since 1970.
    package var modifiedSeconds: Int64
    /// When it was last written: the nanoseconds past `modifiedSeconds`.
    package var modifiedNanoseconds: Int64
  }

  /// The path the operations act on.
  package let path: String

  /// The file or folder at `path`, which need not exist yet.
  package init(path: String) {
    self.path = path
  }

  /// What stands at `path` now.
  package func kind() throws(TripStoreError) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return .missing }
      throw TripStoreError(location: path, problem: .unreadable(Self.lastError()))
    }
    if (info.st_mode & S_IFMT) == S_IFDIR { return .directory }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
    #else
      let modified = info.st_mtim
    #endif
    return .file(
      FileIdentity(
        device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
        modifiedSeconds: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec)))
  }

  /// The whole file.
  package func contents() throws(TripStoreError) -> Data {
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw TripStoreError(location: path, problem: .unreadable(Self.describe(error)))
    }
  }

  /// The first `count` bytes of the file, or fewer if it is shorter.
  package func prefix(_ count: Int) throws(TripStoreError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw TripStoreError(location: path, problem: .unreadable(Self.lastError()))
    }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    let readCount = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, count) }
    guard readCount >= 0 else {
      throw TripStoreError(location: path, problem: .unreadable(Self.lastError()))
    }
    return Array(bytes.prefix(readCount))
  }

  /// Creates the directory that holds the file, and any missing parents, as 0700.
  package func createParentDirectory() throws(TripStoreError) {
    let directory = (path as NSString).deletingLastPathComponent
    guard !directory.isEmpty else { return }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw TripStoreError(location: path, problem: .unwritable(Self.describe(error)))
    }
  }

  /// Creates the file empty, as 0600, failing if anything is already there, a symbolic link
  /// included.
  ///
  /// - Parameter storePath: The store this file is made for, which a failure names unless
  ///   something stands in the way; the file itself by default.
  package func createExclusively(besideStore storePath: String? = nil) throws(TripStoreError) {
    let descriptor = Self.openNew(path)
    guard descriptor >= 0 else {
      throw Self.creationFailure(at: path, storePath: storePath ?? path)
    }
    close(descriptor)
  }

  /// A path beside the file for a temporary file: `.<name>.<16 random hex digits><suffix>`,
  /// which nobody can guess ahead.
  ///
  /// - Parameter suffix: What ends the name, such as `.tmp`.
  package func temporarySibling(suffix: String) -> String {
    let directory = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let random = String(UInt64.random(in: .min ... .max), radix: 16)
    let tag = String(repeating: "0", count: 16 - random.count) + random
    return (directory.isEmpty ? "" : directory + "/") + ".\(name).\(tag)\(suffix)"
  }

  /// Replaces the file's content in one step: the bytes go to a new temporary file beside it,
  /// are flushed to disk, and the temporary file is renamed over the old one. A crash leaves
  /// either the old file or the new one, never a mixture.
  ///
  /// - Parameters:
  ///   - data: The new content.
  ///   - temporary: The temporary file's path; an unpredictable one unless a test names it.
  /// - Throws: `TripStoreError` naming the temporary path when something is already there.
  package func replace(with data: Data, temporary: String? = nil) throws(TripStoreError) {
    let directory = (path as NSString).deletingLastPathComponent
    let temporary = temporary ?? temporarySibling(suffix: ".tmp")
    let descriptor = Self.openNew(temporary)
    guard descriptor >= 0 else { throw Self.creationFailure(at: temporary, storePath: path) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try handle.write(contentsOf: data)
      try handle.synchronize()
      try handle.close()
    } catch {
      unlink(temporary)
      throw TripStoreError(location: path, problem: .unwritable(Self.describe(error)))
    }
    guard rename(temporary, path) == 0 else {
      let message = Self.lastError()
      unlink(temporary)
      throw TripStoreError(location: path, problem: .unwritable(message))
    }
    syncDirectory(directory.isEmpty ? "." : directory)
  }

  private func syncDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// The system's words for the last failed call (`errno`).
  package static func lastError() -> String {
    String(cString: strerror(errno))
  }

  /// Opens a new file for writing as 0600: never one that exists, never through a link.
  private static func openNew(_ path: String) -> Int32 {
    open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
  }

  /// The failure to create or open `path` beside the store at `storePath`, read from `errno`.
  /// When something stands at `path` (a planted symbolic link, say), the failure names
  /// `path`; otherwise, the store.
  package static func creationFailure(at path: String, storePath: String) -> TripStoreError {
    let code = errno
    let reason = lastError()
    if let link = plantedLink(at: path) { return link }
    return TripStoreError(location: code == EEXIST ? path : storePath, problem: .unwritable(reason))
  }

  /// The failure that names a symbolic link standing at `path`, or `nil` when none does.
  package static func plantedLink(at path: String) -> TripStoreError? {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
    return TripStoreError(
      location: path, problem: .unwritable("a symbolic link is there, and Trips never follows one"))
  }

  /// The system's own words for a Foundation error: `No space left on device` rather than
  /// a generic sentence, when the error carries a POSIX code.
  package static func describe(_ error: any Error) -> String {
    let error = error as NSError
    let posix =
      error.domain == NSPOSIXErrorDomain
      ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError
    guard let posix, posix.domain == NSPOSIXErrorDomain else { return error.localizedDescription }
    return String(cString: strerror(Int32(posix.code)))
  }
}

/// An advisory lock on a file beside a store, held while a store reads or changes it.
///
/// Two processes that change the same store take turns: each holds the exclusive lock for the
/// whole read, change and write, so neither overwrites the other's change. The lock file is
/// never opened through a symbolic link.
package final class FileLock {
  private let descriptor: Int32

  /// Opens (creating as 0600) the lock file and waits for the lock, at most `timeout`.
  ///
  /// - Throws: `TripStoreError` with `busy` when another program holds the lock longer than
  ///   `timeout`, or naming the lock file when it cannot be opened.
  package init(path: String, storePath: String, exclusive: Bool, timeout: Duration)
    throws(TripStoreError)
  {
    let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw StoreFile.creationFailure(at: path, storePath: storePath)
    }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0 {
      if errno == EINTR { continue }
      guard errno == EWOULDBLOCK, ContinuousClock.now < deadline else {
        let failure =
          errno == EWOULDBLOCK
          ? TripStoreError(location: storePath, problem: .busy)
          : TripStoreError(location: path, problem: .unwritable(StoreFile.lastError()))
        close(descriptor)
        throw failure
      }
      usleep(5_000)
    }
    self.descriptor = descriptor
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
