/// The fish completion script of a program, written from its declarations.
public enum FishCompletion {
  /// The script for `program`.
  public static func script(for program: CommandLineProgram) -> String {
    let commands = program.commands
    let name = program.name
    let names = commands.map { $0.name }
    let allOptions = program.options + commands.flatMap { $0.options }
    let valueOptions = BashCompletion.unique(allOptions.filter(\.takesValue).map(\.name))
    var script = """
      # Completion of \(name) for fish, written by '\(name) completions fish'.
      function __\(name)_command --description 'The \(name) command on the line, if any'
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

      function __\(name)_using --description 'Whether the \(name) command on the line is $argv[1]'
          set -l command (__\(name)_command)
          and test "$command" = $argv[1]
      end

      complete -c \(name) -f

      """
    for command in commands {
      let configuration = command
      script += "complete -c \(name) -n 'not __\(name)_command' -a \(configuration.name)"
      script += " -d \(quoted(configuration.abstract))\n"
    }
    for option in program.options {
      script += "complete -c \(name)" + flags(of: option) + "\n"
    }
    for command in commands {
      let configuration = command
      let condition = " -n \(quoted("__\(name)_using \(configuration.name)"))"
      for option in configuration.options {
        script += "complete -c \(name)" + condition + flags(of: option) + "\n"
      }
      for argument in configuration.arguments {
        guard let values = BashCompletion.values(of: argument, names: names) else { continue }
        script += "complete -c \(name)" + condition + " -x -a \(quoted(values))\n"
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
