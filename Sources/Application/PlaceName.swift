import Foundation
import Localization
import Presentation

/// The rule for the name of a place, shared by every use case that takes one (`add`, `edit`).
///
/// A name that holds an unsafe character (``UnsafeCharacters``: a control character, a
/// bidirectional control or a line or paragraph separator) is refused before anything else,
/// so a trailing line break is refused too. Then the name is trimmed of surrounding white
/// space. An empty name means "no place"; a name of white space alone is refused as a likely
/// mistake, and so is a name longer than ``maximumLength`` once trimmed.
public enum PlaceName {
  /// Which end of the trip a name is for; it picks the words of the refusal.
  enum End: String {
    /// Where the trip starts.
    case origin
    /// Where the trip goes.
    case destination
  }

  /// The most characters a place name may have once trimmed.
  public static let maximumLength = 100

  /// The name to store for `typed`.
  ///
  /// - Parameters:
  ///   - typed: The name as typed.
  ///   - end: Which end of the trip it names.
  ///   - strings: The words of a refusal.
  /// - Returns: The trimmed name, or `nil` for an empty one.
  /// - Throws: ``Refusal`` for an unsafe character, white space alone or a name that is too
  ///   long.
  static func parse(_ typed: String, for end: End, _ strings: LocalizedStrings)
    throws(Refusal) -> String?
  {
    guard !typed.isEmpty else { return nil }
    if let (scalar, position) = UnsafeCharacters.first(in: typed) {
      let codePoint = UnsafeCharacters.codePoint(scalar)
      let message =
        switch end {
        case .origin: strings.messageOriginUnsafe(character: codePoint, position: String(position))
        case .destination:
          strings.messageDestinationUnsafe(character: codePoint, position: String(position))
        }
      let place: MessageSubject.Place = end == .origin ? .origin : .destination
      throw Refusal(
        message: Message(
          message, hint: strings.hintUnsafeName,
          subject: .unsafeName(place, character: codePoint, position: String(position))))
    }
    let trimmed = typed.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty {
      let message =
        switch end {
        case .origin: strings.messageOriginBlank
        case .destination: strings.messageDestinationBlank
        }
      throw Refusal(message: Message(message, hint: strings.hintName))
    }
    if trimmed.count > maximumLength {
      let count = String(trimmed.count)
      let limit = String(maximumLength)
      let message =
        switch end {
        case .origin: strings.messageOriginTooLong(length: count, limit: limit)
        case .destination: strings.messageDestinationTooLong(length: count, limit: limit)
        }
      throw Refusal(message: Message(message, hint: strings.hintName))
    }
    return trimmed
  }
}
