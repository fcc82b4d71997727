/// The zsh completion script of a program (a `_<program>` function for `fpath`), written from
/// its declarations.
public enum ZshCompletion {
  /// The script for `program`.
  public static func script(for program: CommandLineProgram) -> String {
    let commands = program.commands
    let name = program.name
    let names = commands.map { $0.name }
    var script = """
      #compdef \(name)
      # Completion of \(name) for zsh, written by '\(name) completions zsh'.

      _\(name)() {
        local -a global_options commands
        global_options=(

      """
    for option in program.options {
      script += "    \(spec(of: option))\n"
    }
    script += "  )\n  commands=(\n"
    for command in commands {
      let configuration = command
      script +=
        "    \(quoted(escaped(configuration.name) + ":" + escaped(configuration.abstract)))\n"
    }
    script += """
        )
        local curcontext=$curcontext state line
        _arguments -C $global_options ': :->command' '*:: :->argument' && return
        case $state in
          command) _describe -t commands '\(name) command' commands ;;
          argument)
            case $words[1] in

      """
    for command in commands {
      let configuration = command
      var specs = configuration.options.map(spec(of:))
      for (index, argument) in configuration.arguments.enumerated() {
        let values = BashCompletion.values(of: argument, names: names).map { "(\($0))" } ?? " "
        let position = argument.isOptional ? "\(index + 1)::" : "\(index + 1):"
        specs.append(quoted("\(position)\(escaped(argument.name)):\(values)"))
      }
      script += "        \(configuration.name)) _arguments $global_options"
      script += specs.map { " \($0)" }.joined() + " ;;\n"
    }
    script += """
            esac
            ;;
        esac
      }

      _\(name) "$@"

      """
    return script
  }

  /// An `_arguments` specification: `'--format=[text or json.]:format:(text json)'`.
  private static func spec(of option: OptionDefinition) -> String {
    let summary = "[\(escaped(option.summary))]"
    guard let valueName = option.valueName else {
      guard let short = option.shortName else { return quoted(option.name + summary) }
      return "'(\(short) \(option.name))'{\(short),\(option.name)}" + quoted(summary)
    }
    let action: String
    switch option.completion {
    case .none, .commandNames: action = " "
    case .file: action = "_files"
    case .choices: action = "(\(option.allowedValues.joined(separator: " ")))"
    }
    return quoted("\(option.name)=\(summary):\(escaped(valueName)):\(action)")
  }

  /// Text with the characters `_arguments` gives a meaning escaped.
  private static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if ":[]\\".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// Text in single quotes for the shell.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
