import Foundation

/// A name as the pages write it in backticks: `Trip`, `TripPresentationControl.viewModel`,
/// `ShowExistingTrip.show(tripWithID:)`, `TripViewModel.init(_:formats:)`.
struct CodeReference: Equatable, CustomStringConvertible {
  /// The type.
  let type: String
  /// The member of the type, if the name has one.
  let member: String?
  /// The argument labels, `_` for none, when the name has parentheses.
  let labels: [String]?

  /// Reads `text`, or `nil` when it does not look like a name of this package's kind.
  init?(_ text: String) {
    let pattern =
      /^([A-Z][A-Za-z0-9]*)(?:\.([a-z][A-Za-z0-9]*)(?:\(((?:[A-Za-z_][A-Za-z0-9]*:)*)\))?)?$/
    guard let match = try? pattern.wholeMatch(in: text) else { return nil }
    type = String(match.output.1)
    member = match.output.2.map(String.init)
    labels = match.output.3.map { $0.split(separator: ":").map(String.init) }
  }

  var description: String {
    let member = member.map { "." + $0 } ?? ""
    let labels = labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? ""
    return type + member + labels
  }
}

/// Reads declarations out of Swift source text, enough to tell whether a line declares what a
/// page names, with the argument labels the page gives.
enum SwiftDeclarations {
  /// Whether line `index` of `lines` declares the last part of `reference`: the type, or the
  /// member with exactly the reference's labels.
  static func declares(_ reference: CodeReference, in lines: [String], at index: Int) -> Bool {
    guard lines.indices.contains(index) else { return false }
    let line = lines[index]
    // The name must be on the line; most lines are passed over without a regular expression.
    guard line.contains(reference.member ?? reference.type) else { return false }
    guard let member = reference.member else {
      return line.contains(
        try! Regex(
          #"\b(struct|class|enum|protocol|actor|extension|typealias)\s+\#(reference.type)\b"#))
    }
    guard let labels = reference.labels else {
      if member == "init" { return line.contains(/\binit[?!]?\(/) }
      return line.contains(try! Regex(#"\b(var|let|case|func)\s+\#(member)\b"#))
    }
    let opening = member == "init" ? #"\binit[?!]?\("# : #"\bfunc\s+\#(member)(<[^>]*>)?\("#
    guard let start = line.firstMatch(of: try! Regex(opening)) else { return false }
    let rest =
      ([String(line[start.range.upperBound...])] + lines[(index + 1)..<min(lines.count, index + 20)])
      .joined(separator: "\n")
    return self.labels(ofParametersIn: rest) == labels
  }

  /// The first line of `lines` that declares `reference`, if any.
  static func firstDeclaration(of reference: CodeReference, in lines: [String]) -> Int? {
    lines.indices.first { declares(reference, in: lines, at: $0) }
  }

  /// Whether any of `files`, each given as its lines, declares or extends the reference's
  /// type and declares its member with the reference's labels.
  static func declares(_ reference: CodeReference, inAnyOf files: [[String]]) -> Bool {
    let typeOnly = CodeReference(reference.type)!
    return files.contains { lines in
      firstDeclaration(of: typeOnly, in: lines) != nil
        && firstDeclaration(of: reference, in: lines) != nil
    }
  }

  /// The labels of the parameter list that `text` starts inside (just after its `(`).
  static func labels(ofParametersIn text: String) -> [String] {
    var parameters: [String] = []
    var current = ""
    var depth = 0
    var previous: Character = " "
    for character in text {
      defer { previous = character }
      switch character {
      case "(", "[", "<": depth += 1
      case ")" where depth == 0:
        parameters.append(current)
        return parameters.compactMap(label)
      case ">" where previous == "-": break
      case ")", "]", ">": depth -= 1
      case "," where depth == 0:
        parameters.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    return parameters.compactMap(label)
  }

  /// The argument label of one parameter, `_ trip: Trip` → `_`; `nil` for an empty list.
  private static func label(_ parameter: String) -> String? {
    let name = parameter.split(separator: ":", maxSplits: 1).first ?? ""
    return name.split(whereSeparator: \.isWhitespace).first.map(String.init)
  }
}
