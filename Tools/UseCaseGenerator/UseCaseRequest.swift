/// What a person asks `new-use-case` for, checked: the use case's name, its kind, and the
/// command that runs it.
struct UseCaseRequest: Equatable {
  /// The shapes a use case of Trips takes.
  enum Kind: String, CaseIterable {
    /// Find one trip and show it.
    case show
    /// Find one trip, change it, store the change and show it.
    case change
    /// List trips.
    case list
    /// Find one trip, make a new trip from it, store the new one and show it.
    case copy
  }

  /// The use case's type name, in UpperCamelCase: `EditTrip`.
  let name: String
  /// Its shape.
  let kind: Kind
  /// The command that runs it: `edit`.
  let commandName: String
  /// The command's one-line summary in help.
  let abstract: String
  /// The command's options, in the order given.
  let options: [OptionRequest]
  /// How many trips the command names: more than one only for a change, which then stores
  /// one change set on all of them.
  let tripCount: Int

  /// The most trips a generated change names.
  static let tripNames = ["first", "second", "third"]

  /// Checks a request.
  ///
  /// - Parameters:
  ///   - name: The type name as typed; UpperCamelCase letters and digits.
  ///   - kind: The kind as typed.
  ///   - commandName: The command's name, or `nil` for the name's words in kebab case.
  ///   - abstract: The command's summary, or `nil` for the name's words as a sentence.
  ///   - options: The command's options, each as `NAME:KIND` or `NAME:KIND:required`.
  ///   - trips: How many trips a change names, as typed; `nil` for one.
  /// - Throws: ``GeneratorError`` when a value is not usable.
  init(
    name: String, kind: String, commandName: String? = nil, abstract: String? = nil,
    options: [String] = [], trips: String? = nil
  ) throws(GeneratorError) {
    guard name.wholeMatch(of: /[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)*/) != nil else {
      throw .usage(
        "'\(name)' is not an UpperCamelCase name",
        hint: "Name the use case after what it does, such as EditTrip or ListDelayedTrips.")
    }
    guard let kind = Kind(rawValue: kind) else {
      throw .usage(
        "'\(kind)' is not a kind of use case",
        hint: "Use one of: \(Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
    let range = 1...Self.tripNames.count
    guard let count = Int(trips ?? "1"), range.contains(count) else {
      throw .usage(
        "'\(trips ?? "")' is not a number of trips",
        hint: "Give a number from \(range.lowerBound) to \(range.upperBound).")
    }
    guard count == 1 || kind == .change else {
      throw .usage(
        "only '--kind change' names more than one trip",
        hint: "Leave '--trips' out, or use '--kind change'.")
    }
    self.tripCount = count
    let words = Self.words(of: name)
    let command = commandName ?? words.joined(separator: "-")
    guard command.wholeMatch(of: /[a-z][a-z0-9]*(?:-[a-z0-9]+)*/) != nil else {
      throw .usage(
        "'\(command)' is not a command name",
        hint: "Use lowercase words joined by hyphens, such as edit or list-delayed.")
    }
    var parsed: [OptionRequest] = []
    for text in options {
      let option = try OptionRequest(parsing: text)
      guard !parsed.contains(where: { $0.name == option.name }) else {
        throw .usage(
          "option '--\(option.name)' is asked for twice", hint: "Give each option once.")
      }
      parsed.append(option)
    }
    self.options = parsed
    self.name = name
    self.kind = kind
    self.commandName = command
    let sentence = words.joined(separator: " ")
    self.abstract = abstract ?? (sentence.prefix(1).uppercased() + sentence.dropFirst() + ".")
  }

  /// The name's words in lowercase: `EditTrip` is `edit`, `trip`.
  static func words(of name: String) -> [String] {
    name.matches(of: /[A-Z][a-z0-9]*/).map { $0.output.lowercased() }
  }

  /// The verb the use case's method is named after: the name's first word.
  var verb: String { Self.words(of: name)[0] }

  /// The name with a lowercase first letter, for strings keys: `listDelayedTrips`.
  var lowerCamelName: String { name.prefix(1).lowercased() + name.dropFirst() }

  /// The command's type name: `edit` is `EditCommand`, `list-delayed` `ListDelayedCommand`.
  var commandTypeName: String {
    commandName.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined() + "Command"
  }
}
