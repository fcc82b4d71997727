/// Why `new-use-case` wrote nothing, with advice; the exit status tells the kind apart.
enum GeneratorError: Error, Equatable {
  /// The request is not usable: a bad name or kind, or a name that is taken.
  case usage(String, hint: String)
  /// The package could not be read or written.
  case io(String, hint: String)

  /// What went wrong, in a sentence.
  var message: String {
    switch self {
    case .usage(let message, _), .io(let message, _): message
    }
  }

  /// What to do about it.
  var hint: String {
    switch self {
    case .usage(_, let hint), .io(_, let hint): hint
    }
  }

  /// `EX_USAGE` (64) for a request that cannot be carried out, `EX_IOERR` (74) otherwise.
  var exitStatus: Int32 {
    switch self {
    case .usage: 64
    case .io: 74
    }
  }
}
