/// A sentence's template parsed into text and placeholders: the one reader of `%@` and
/// `%1$@`. A card's formats keep the templates they fill for every trip parsed once.
package struct Template: Sendable {
  private enum Piece: Sendable {
    case text(String)
    case argument(Int)
  }

  private let pieces: [Piece]

  /// Parses `template`.
  package init(_ template: String) {
    var pieces: [Piece] = []
    var next = 0
    var text = ""
    var rest = Substring(template)
    while let percent = rest.firstIndex(of: "%") {
      text += rest[..<percent]
      let after = rest[rest.index(after: percent)...]
      if after.hasPrefix("@") {
        pieces.append(.text(text))
        pieces.append(.argument(next))
        text = ""
        next += 1
        rest = after.dropFirst()
      } else if let dollar = after.firstIndex(of: "$"), let position = Int(after[..<dollar]),
        position >= 1, after[after.index(after: dollar)...].hasPrefix("@")
      {
        pieces.append(.text(text))
        pieces.append(.argument(position - 1))
        text = ""
        rest = after[after.index(dollar, offsetBy: 2)...]
      } else if after.hasPrefix("%") {
        text += "%"
        rest = after.dropFirst()
      } else {
        text += "%"
        rest = after
      }
    }
    pieces.append(.text(text + rest))
    self.pieces = pieces.filter {
      if case .text(let text) = $0 { return !text.isEmpty }
      return true
    }
  }

  /// The template with its placeholders replaced by `arguments`; a placeholder without an
  /// argument becomes empty.
  package func filled(with arguments: [String]) -> String {
    var result = ""
    for piece in pieces {
      switch piece {
      case .text(let text): result += text
      case .argument(let index): result += index < arguments.count ? arguments[index] : ""
      }
    }
    return result
  }

  /// The template with its placeholders replaced by `first` and `second`; a placeholder
  /// without an argument becomes empty.
  ///
  /// Two fixed parameters rather than a variadic list: the factory fills a template for
  /// every trip of a list, and a variadic call allocates an array each time.
  package func callAsFunction(_ first: String = "", _ second: String = "") -> String {
    var result = ""
    for piece in pieces {
      switch piece {
      case .text(let text): result += text
      case .argument(0): result += first
      case .argument(1): result += second
      case .argument: break
      }
    }
    return result
  }
}
