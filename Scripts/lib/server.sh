# Helpers for the scripts that run rings-server under load (Scripts/load, Scripts/fault):
# sourced, not run. From the repository's root:
#
#   source Scripts/lib/server.sh
#   ensure_packages wrk curl           # installs what is missing, quietly (Debian)
#   server_binary="$(build_server release)"

source "$(dirname "${BASH_SOURCE[0]}")/quietly.sh"

# Installs the Debian packages named that are not installed yet, quietly, as Scripts/setup
# does; nothing when all are there.
ensure_packages() {
  local missing=() package
  for package in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$package")
    fi
  done
  if [ ${#missing[@]} -gt 0 ]; then
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "Installing: ${missing[*]}" >&2
    $sudo apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
      "${missing[@]}" >/dev/null
  fi
}

# Builds rings-server in CONFIGURATION (release or debug) and prints the executable's path;
# the build's output only when it fails.
build_server() {
  local configuration="$1"
  echo "Building rings-server ($configuration)…" >&2
  quietly swift build -c "$configuration" --package-path Server --product rings-server || return 1
  echo "$(swift build -c "$configuration" --package-path Server --show-bin-path)/rings-server"
}
