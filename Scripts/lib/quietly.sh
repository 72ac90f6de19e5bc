# `quietly COMMAND…`: runs COMMAND with its standard output and error in a temporary log, and
# prints the log to standard error only when COMMAND fails (its status is returned). Sourced,
# not run:
#
#   source Scripts/lib/quietly.sh
#   quietly swift build -c release --product rings
#
# SwiftPM has no option that keeps its progress ("Fetching", "Computing", "Compiling") and the
# system libraries' pkg-config warnings out of its output while keeping its errors in, so the
# scripts a newcomer runs keep its whole output aside and show it when a build fails.
quietly() {
  local log status=0
  log="$(mktemp)"
  "$@" >"$log" 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then
    cat "$log" >&2
  fi
  rm -f "$log"
  return "$status"
}
