/// The bash completion script of a program, written from its declarations: the header names
/// `<program> completions bash` as where it came from.
///
/// It completes command names, each command's options and the global options, the fixed
/// values of options and arguments (`--format text|json`, `completions bash|zsh|fish`), the
/// command names after `help`, and file names after `--store`.
public enum BashCompletion {
  /// The script for `program`.
  public static func script(for program: CommandLineProgram) -> String {
    let commands = program.commands
    let name = program.name
    let globals = program.options
    let allOptions = globals + commands.flatMap { $0.options }
    let valueOptions = unique(allOptions.filter(\.takesValue).map(\.name))
    let names = commands.map { $0.name }
    var script = """
      # Completion of \(name) for bash, written by '\(name) completions bash'.
      _\(name)() {
        local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
        case $prev in

      """
    for option in unique(allOptions.filter { $0.completion == .choices }.map(\.name)) {
      let values = allOptions.first { $0.name == option }!.allowedValues
      script +=
        "    \(option)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
    }
    for option in unique(allOptions.filter { $0.completion == .file }.map(\.name)) {
      script += "    \(option)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
    }
    let freeText = unique(allOptions.filter { $0.takesValue && $0.completion == .none }.map(\.name))
    script += "    \(freeText.joined(separator: "|"))) COMPREPLY=(); return ;;\n"
    script += """
        esac
        local command="" position=0 i
        for ((i = 1; i < COMP_CWORD; i++)); do
          case ${COMP_WORDS[i]} in
            \(valueOptions.joined(separator: "|"))) ((i++)) ;;
            -*) ;;
            *) if [[ -z $command ]]; then command=${COMP_WORDS[i]}; else ((position++)); fi ;;
          esac
        done
        local options="\(globals.flatMap(\.names).joined(separator: " "))" words=""
        case $command in
          "") words="\(names.joined(separator: " "))" ;;

      """
    for command in commands {
      let configuration = command
      let options = configuration.options.flatMap(\.names)
      var actions: [String] = []
      if !options.isEmpty { actions.append("options+=\" \(options.joined(separator: " "))\"") }
      for (index, argument) in configuration.arguments.enumerated() {
        guard let words = values(of: argument, names: names) else { continue }
        actions.append("((position == \(index))) && words=\"\(words)\"")
      }
      let body = actions.isEmpty ? "" : actions.joined(separator: "; ") + " "
      script += "    \(configuration.name)) \(body);;\n"
    }
    script += """
        esac
        if [[ $cur == -* ]]; then words=$options; fi
        COMPREPLY=($(compgen -W "$words" -- "$cur"))
      }
      complete -F _\(name) \(name)

      """
    return script
  }

  /// The words a shell offers for an argument, or `nil` when it can offer none.
  static func values(of argument: ArgumentDefinition, names: [String]) -> String? {
    switch argument.completion {
    case .none, .file: nil
    case .commandNames: names.joined(separator: " ")
    case .choices: argument.allowedValues.joined(separator: " ")
    }
  }

  /// The names in their first order, each once.
  static func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
