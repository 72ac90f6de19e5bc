# `quietly COMMAND…`: runs COMMAND with its standard output and error in a temporary log, and
# prints the log to standard error only when COMMAND fails (its status is returned). Sourced,
# not run:
#
#   source Scripts/lib/quietly.sh
#   quietly swift build -c release --product rings
#
# What SwiftPM lets you do: `swift build --quiet` drops its progress ("Fetching", "Computing",
# "Compiling") but still prints warnings that are not ours to fix, from the static Foundation
# (the linker's "the use of `mktemp' is dangerous"), Cairo's pkg-config flags ("prohibited
# flag(s): -pthread") and ZIPFoundation ("unhandled" files); nothing filters those and keeps
# errors. So the scripts a newcomer runs keep the whole output aside and show it when a step fails.
quietly() {
  local log status=0
  log="$(mktemp)" || return
  "$@" >"$log" 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then
    cat "$log" >&2
  fi
  rm -f "$log"
  return "$status"
}
