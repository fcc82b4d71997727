# Completion of trips for bash, written by 'trips completions bash'.
_trips() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
  case $prev in
    --format) COMPREPLY=($(compgen -W "text json ics html" -- "$cur")); return ;;
    --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
    --keep) COMPREPLY=($(compgen -W "mine theirs" -- "$cur")); return ;;
    --store) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --log) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --to) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --locale|--time-zone|--departure|--arrival|--from|--to|--at|--delay) COMPREPLY=(); return ;;
  esac
  local command="" position=0 i
  for ((i = 1; i < COMP_CWORD; i++)); do
    case ${COMP_WORDS[i]} in
      --store|--locale|--time-zone|--format|--color|--log|--departure|--arrival|--from|--to|--at|--delay|--keep) ((i++)) ;;
      -*) ;;
      *) if [[ -z $command ]]; then command=${COMP_WORDS[i]}; else ((position++)); fi ;;
    esac
  done
  local options="--store --locale --time-zone --format --color --fresh-only --log --version -h --help" words=""
  case $command in
    "") words="demo show list add depart edit remove sync pending resolve move copies watch completions manual help" ;;
    demo) ;;
    show) ;;
    list) options+=" --all" ;;
    add) options+=" --departure --arrival --from --to" ;;
    depart) options+=" --at --delay" ;;
    edit) options+=" --departure --arrival --from --to" ;;
    remove) ;;
    sync) ;;
    pending) ;;
    resolve) options+=" --keep" ;;
    move) options+=" --to" ;;
    copies) options+=" --remove --discard-changes" ;;
    watch) ;;
    completions) ((position == 0)) && words="bash zsh fish" ;;
    manual) ;;
    help) ((position == 0)) && words="demo show list add depart edit remove sync pending resolve move copies watch completions manual help" ;;
  esac
  if [[ $cur == -* ]]; then words=$options; fi
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -F _trips trips
