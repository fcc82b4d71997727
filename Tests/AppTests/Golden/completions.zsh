#compdef trips
# Completion of trips for zsh, written by 'trips completions zsh'.

_trips() {
  local -a global_options commands
  global_options=(
    '--store=[The trip store\: a postgresql\:// address, a file ending in .json, \:memory\:, or an SQLite file.]:path:_files'
    '--locale=[Words and formats, such as en_US or de_DE.]:id: '
    '--time-zone=[The time zone for times, such as Europe/Amsterdam.]:id: '
    '--format=[text or json; ics or html for show and list.]:format:(text json ics html)'
    '--color=[auto, always or never. auto colours a terminal unless NO_COLOR is set.]:when:(auto always never)'
    '--fresh-only[Answer from a team store itself, never from its local copy.]'
    '--log=[Write what the command did as JSON lines to a file, or - for standard error; TRIPS_LOG_LEVEL=debug adds pages and polls.]:path:_files'
    '--version[Show the version.]'
    '(-h --help)'{-h,--help}'[Show help information.]'
  )
  commands=(
    'demo:Store the sample trip if needed and show it.'
    'show:Show one trip as a card.'
    'list:List upcoming trips, or all of them.'
    'add:Plan a new trip.'
    'depart:Record when a trip really left.'
    'edit:Change the plan of a trip.'
    'remove:Remove a trip.'
    'sync:Send the changes made while the team store was away.'
    'pending:List the changes that wait to be sent, and the conflicts.'
    'resolve:Choose which version of a conflicting trip stays.'
    'move:Copy every trip into a new store.'
    'copies:List or remove the local copies of team stores.'
    'watch:Keep a trip on screen as it changes.'
    'completions:Print a shell completion script.'
    'manual:Print the manual page.'
    'help:Show help for a subcommand.'
  )
  local curcontext=$curcontext state line
  _arguments -C $global_options ': :->command' '*:: :->argument' && return
  case $state in
    command) _describe -t commands 'trips command' commands ;;
    argument)
      case $words[1] in
        demo) _arguments $global_options ;;
        show) _arguments $global_options '1:id: ' ;;
        list) _arguments $global_options '--all[Include trips that have already arrived.]' ;;
        add) _arguments $global_options '--departure=[When the trip is scheduled to leave.]:time: ' '--arrival=[When the trip is scheduled to arrive; after the departure.]:time: ' '--from=[Where the trip starts (1 to 100 characters).]:name: ' '--to=[Where the trip goes (1 to 100 characters).]:name: ' ;;
        depart) _arguments $global_options '--at=[The moment the trip left.]:time: ' '--delay=[Minutes after the scheduled departure; 0 is on time, a negative number an early start.]:minutes: ' '1:id: ' ;;
        edit) _arguments $global_options '--departure=[When the trip is scheduled to leave.]:time: ' '--arrival=[When the trip is scheduled to arrive; after the departure.]:time: ' '--from=[Where the trip starts (1 to 100 characters; '\'''\'' for none).]:name: ' '--to=[Where the trip goes (1 to 100 characters; '\'''\'' for none).]:name: ' '1:id: ' ;;
        remove) _arguments $global_options '1:id: ' ;;
        sync) _arguments $global_options ;;
        pending) _arguments $global_options ;;
        resolve) _arguments $global_options '--keep=[mine or theirs.]:side:(mine theirs)' '1:id: ' ;;
        move) _arguments $global_options '--to=[The new store, named as for --store. It must never have held a trip.]:path:_files' ;;
        copies) _arguments $global_options '--remove[Remove every copy.]' '--discard-changes[With --remove, also remove unsent changes.]' ;;
        watch) _arguments $global_options '1:id: ' ;;
        completions) _arguments $global_options '1:shell:(bash zsh fish)' ;;
        manual) _arguments $global_options ;;
        help) _arguments $global_options '1::subcommand:(demo show list add depart edit remove sync pending resolve move copies watch completions manual help)' ;;
      esac
      ;;
  esac
}

_trips "$@"
