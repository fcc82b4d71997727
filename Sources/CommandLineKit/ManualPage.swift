/// A program's manual page, section 1, in roff with the `man` macros: the commands, the
/// options and the examples written from the declarations, around the program's own prose.
///
/// ```swift
/// ManualPage(
///   program: program, version: "1.0", summary: "greet people",
///   description: ".B greet\nsays hello.", sections: "", seeAlso: ""
/// ).text
/// ```
public struct ManualPage: Sendable {
  /// The program's name, options and commands.
  public var program: CommandLineProgram
  /// The version, in the page's header.
  public var version: String
  /// What the program does, after its name under NAME: plain text, which is escaped.
  public var summary: String
  /// The DESCRIPTION section, in roff.
  public var description: String
  /// Sections between OPTIONS and EXAMPLES, each with its `.SH` line, in roff.
  public var sections: String
  /// The SEE ALSO section's lines, in roff, or empty for none.
  public var seeAlso: String

  /// A page.
  ///
  /// - Parameters:
  ///   - program: The program's name, options and commands.
  ///   - version: The version, in the page's header.
  ///   - summary: What the program does, in a few words.
  ///   - description: The DESCRIPTION section, in roff.
  ///   - sections: Sections between OPTIONS and EXAMPLES, with their `.SH` lines, in roff.
  ///   - seeAlso: The SEE ALSO section's lines, in roff, or empty for none.
  public init(
    program: CommandLineProgram, version: String, summary: String, description: String,
    sections: String, seeAlso: String
  ) {
    self.program = program
    self.version = version
    self.summary = summary
    self.description = description
    self.sections = sections
    self.seeAlso = seeAlso
  }

  /// The page, in roff.
  public var text: String {
    let name = program.name
    var page = """
      .\\" The manual page of \(name), written by '\(name) manual'.
      .TH \(name.uppercased()) 1 "" "\(name) \(version)" "User Commands"
      .nh
      .ad l
      .SH NAME
      \(name) \\- \(Self.escaped(summary))
      .SH SYNOPSIS
      .B \(name)
      .RI [ options ]
      .I command
      .RI [ arguments ]
      .SH DESCRIPTION
      \(description)
      .SH COMMANDS

      """
    for command in program.commands {
      page += commandSection(command)
    }
    page += ".SH OPTIONS\nThese options are accepted before or after any command.\n"
    for option in program.options {
      page += Self.optionItem(option)
    }
    page += sections
    page += ".SH EXAMPLES\n"
    for example in program.commands.flatMap(\.examples) {
      page +=
        ".TP\n\\fB\(Self.escaped(example.commandLine))\\fR\n\(Self.escaped(example.explanation))\n"
    }
    if !seeAlso.isEmpty { page += ".SH SEE ALSO\n" + seeAlso }
    return page
  }

  private func commandSection(_ configuration: CommandDefinition) -> String {
    let synopsis = configuration.synopsis(of: program.name).split(separator: "\n")
      .map { $0.trimmingPrefix(while: { $0 == " " }) }.joined(separator: " ")
    var text = ".SS \(Self.escaped(String(synopsis)))\n\(Self.escaped(configuration.overview))\n"
    for argument in configuration.arguments {
      text += ".TP\n.I \(argument.name)\n\(Self.flowed(argument.help))\n"
    }
    for option in configuration.options {
      text += Self.optionItem(option)
    }
    if let discussion = configuration.discussion {
      text += ".PP\n" + Self.paragraphs(discussion)
    }
    return text
  }

  private static func optionItem(_ option: OptionDefinition) -> String {
    let names = option.names.map { "\\fB\(escaped($0))\\fR" }.joined(separator: ", ")
    let value = option.valueName.map { " \\fI\($0)\\fR" } ?? ""
    return ".TP\n\(names)\(value)\n\(flowed(option.help))\n"
  }

  /// Help text as one line, which roff fills.
  private static func flowed(_ text: String) -> String {
    escaped(text.split(separator: "\n").joined(separator: " "))
  }

  /// Discussion text: paragraphs that roff fills, and lines indented in the help (commands
  /// to type) kept as they are, indented.
  private static func paragraphs(_ text: String) -> String {
    var result = ""
    var inExample = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let indented = line.hasPrefix(" ")
      if indented != inExample {
        result += indented ? ".PP\n.RS 4\n.nf\n" : ".fi\n.RE\n"
        inExample = indented
      }
      if line.isEmpty {
        result += ".PP\n"
      } else {
        result += "\\&" + escaped(String(line.trimmingPrefix(while: { $0 == " " }))) + "\n"
      }
    }
    return result + (inExample ? ".fi\n.RE\n" : "")
  }

  /// Text with roff's control characters made literal.
  public static func escaped(_ text: String) -> String {
    var result = text.replacingOccurrences(of: "\\", with: "\\e")
      .replacingOccurrences(of: "-", with: "\\-")
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    return result
  }
}
