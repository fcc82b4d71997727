/// The fish completion script of `trips`, written from the commands' configurations.
enum FishCompletion {
  /// The script for `commands`.
  static func script(for commands: [any Command.Type]) -> String {
    let names = commands.map { $0.configuration.name }
    let allOptions = GlobalOptions.definitions + commands.flatMap { $0.configuration.options }
    let valueOptions = BashCompletion.unique(allOptions.filter(\.takesValue).map(\.name))
    var script = """
      # Completion of trips for fish, written by 'trips completions fish'.
      function __trips_command --description 'The trips command on the line, if any'
          set -l skip 0
          for word in (commandline -opc)[2..-1]
              if test $skip -eq 1
                  set skip 0
                  continue
              end
              switch $word
                  case \(valueOptions.joined(separator: " "))
                      set skip 1
                  case '-*'
                  case '*'
                      echo $word
                      return 0
              end
          end
          return 1
      end

      function __trips_using --description 'Whether the trips command on the line is $argv[1]'
          set -l command (__trips_command)
          and test "$command" = $argv[1]
      end

      complete -c trips -f

      """
    for command in commands {
      let configuration = command.configuration
      script += "complete -c trips -n 'not __trips_command' -a \(configuration.name)"
      script += " -d \(quoted(configuration.abstract))\n"
    }
    for option in GlobalOptions.definitions {
      script += "complete -c trips" + flags(of: option) + "\n"
    }
    for command in commands {
      let configuration = command.configuration
      let condition = " -n \(quoted("__trips_using \(configuration.name)"))"
      for option in configuration.options {
        script += "complete -c trips" + condition + flags(of: option) + "\n"
      }
      for argument in configuration.arguments {
        guard let values = BashCompletion.values(of: argument, names: names) else { continue }
        script += "complete -c trips" + condition + " -x -a \(quoted(values))\n"
      }
    }
    return script
  }

  private static func flags(of option: OptionDefinition) -> String {
    var flags = ""
    if let short = option.shortName { flags += " -s \(short.dropFirst())" }
    flags += " -l \(option.name.dropFirst(2))"
    switch (option.takesValue, option.completion) {
    case (false, _): break
    case (true, .file): flags += " -r -F"
    case (true, .choices): flags += " -x -a \(quoted(option.allowedValues.joined(separator: " ")))"
    case (true, .none), (true, .commandNames): flags += " -x"
    }
    return flags + " -d \(quoted(option.summary))"
  }

  private static func quoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }
}
