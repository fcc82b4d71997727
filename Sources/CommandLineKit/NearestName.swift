/// Finds the name a person probably meant when they typed one that does not exist.
enum NearestName {
  /// The most edits a typo may be from a name for that name to be suggested.
  static let maximumDistance = 2

  /// The candidate closest to `typed` by edit distance, if one is within
  /// ``maximumDistance``; of equally close candidates, the first in `candidates`.
  ///
  /// - Parameters:
  ///   - typed: What the person typed.
  ///   - candidates: The names that exist, in the order that breaks ties.
  /// - Returns: The name to suggest, or `nil` when none is close.
  static func suggestion(for typed: String, among candidates: [String]) -> String? {
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, candidate)
      if distance <= maximumDistance, distance < best?.distance ?? Int.max {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The Levenshtein distance: the fewest insertions, deletions and substitutions of single
  /// characters that turn one string into the other.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let lhs = Array(lhs)
    let rhs = Array(rhs)
    var previous = Array(0...rhs.count)
    for (i, left) in lhs.enumerated() {
      var current = [i + 1]
      for (j, right) in rhs.enumerated() {
        current.append(
          min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
      }
      previous = current
    }
    return previous[rhs.count]
  }
}
