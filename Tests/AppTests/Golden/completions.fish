# Completion of trips for fish, written by 'trips completions fish'.
function __trips_command --description 'The trips command on the line, if any'
    set -l skip 0
    for word in (commandline -opc)[2..-1]
        if test $skip -eq 1
            set skip 0
            continue
        end
        switch $word
            case --store --locale --time-zone --format --color --log --departure --arrival --from --to --at --delay --keep
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
complete -c trips -n 'not __trips_command' -a demo -d 'Store the sample trip if needed and show it.'
complete -c trips -n 'not __trips_command' -a show -d 'Show one trip as a card.'
complete -c trips -n 'not __trips_command' -a list -d 'List upcoming trips, or all of them.'
complete -c trips -n 'not __trips_command' -a add -d 'Plan a new trip.'
complete -c trips -n 'not __trips_command' -a depart -d 'Record when a trip really left.'
complete -c trips -n 'not __trips_command' -a edit -d 'Change the plan of a trip.'
complete -c trips -n 'not __trips_command' -a remove -d 'Remove a trip.'
complete -c trips -n 'not __trips_command' -a sync -d 'Send the changes made while the team store was away.'
complete -c trips -n 'not __trips_command' -a pending -d 'List the changes that wait to be sent, and the conflicts.'
complete -c trips -n 'not __trips_command' -a resolve -d 'Choose which version of a conflicting trip stays.'
complete -c trips -n 'not __trips_command' -a move -d 'Copy every trip into a new store.'
complete -c trips -n 'not __trips_command' -a copies -d 'List or remove the local copies of team stores.'
complete -c trips -n 'not __trips_command' -a watch -d 'Keep a trip on screen as it changes.'
complete -c trips -n 'not __trips_command' -a completions -d 'Print a shell completion script.'
complete -c trips -n 'not __trips_command' -a manual -d 'Print the manual page.'
complete -c trips -n 'not __trips_command' -a help -d 'Show help for a subcommand.'
complete -c trips -l store -r -F -d 'The trip store: a postgresql:// address, a file ending in .json, :memory:, or an SQLite file.'
complete -c trips -l locale -x -d 'Words and formats, such as en_US or de_DE.'
complete -c trips -l time-zone -x -d 'The time zone for times, such as Europe/Amsterdam.'
complete -c trips -l format -x -a 'text json ics html' -d 'text or json; ics or html for show and list.'
complete -c trips -l color -x -a 'auto always never' -d 'auto, always or never. auto colours a terminal unless NO_COLOR is set.'
complete -c trips -l fresh-only -d 'Answer from a team store itself, never from its local copy.'
complete -c trips -l log -r -F -d 'Write what the command did as JSON lines to a file, or - for standard error; TRIPS_LOG_LEVEL=debug adds pages and polls.'
complete -c trips -l version -d 'Show the version.'
complete -c trips -s h -l help -d 'Show help information.'
complete -c trips -n '__trips_using list' -l all -d 'Include trips that have already arrived.'
complete -c trips -n '__trips_using add' -l departure -x -d 'When the trip is scheduled to leave.'
complete -c trips -n '__trips_using add' -l arrival -x -d 'When the trip is scheduled to arrive; after the departure.'
complete -c trips -n '__trips_using add' -l from -x -d 'Where the trip starts (1 to 100 characters).'
complete -c trips -n '__trips_using add' -l to -x -d 'Where the trip goes (1 to 100 characters).'
complete -c trips -n '__trips_using depart' -l at -x -d 'The moment the trip left.'
complete -c trips -n '__trips_using depart' -l delay -x -d 'Minutes after the scheduled departure; 0 is on time, a negative number an early start.'
complete -c trips -n '__trips_using edit' -l departure -x -d 'When the trip is scheduled to leave.'
complete -c trips -n '__trips_using edit' -l arrival -x -d 'When the trip is scheduled to arrive; after the departure.'
complete -c trips -n '__trips_using edit' -l from -x -d 'Where the trip starts (1 to 100 characters; \'\' for none).'
complete -c trips -n '__trips_using edit' -l to -x -d 'Where the trip goes (1 to 100 characters; \'\' for none).'
complete -c trips -n '__trips_using resolve' -l keep -x -a 'mine theirs' -d 'mine or theirs.'
complete -c trips -n '__trips_using move' -l to -r -F -d 'The new store, named as for --store. It must never have held a trip.'
complete -c trips -n '__trips_using copies' -l remove -d 'Remove every copy.'
complete -c trips -n '__trips_using copies' -l discard-changes -d 'With --remove, also remove unsent changes.'
complete -c trips -n '__trips_using completions' -x -a 'bash zsh fish'
complete -c trips -n '__trips_using help' -x -a 'demo show list add depart edit remove sync pending resolve move copies watch completions manual help'
