#!/usr/bin/env bash
# Makes sure the browser used by the e2e tests (Playwright) is installed.
# By default that is Debian's Chromium ($CHROMIUM_PATH, default /usr/bin/chromium);
# with E2E_BUNDLED_BROWSER=1 Playwright's own downloaded browser is used and nothing is done here.
set -euo pipefail

if [[ "${E2E_BUNDLED_BROWSER:-}" == "1" ]]; then
  echo "ensure-chromium: E2E_BUNDLED_BROWSER=1, using Playwright's bundled browser."
  exit 0
fi

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [[ -x "$chromium_path" ]]; then
  echo "ensure-chromium: using $chromium_path"
  exit 0
fi

if [[ -n "${CHROMIUM_PATH:-}" && "$CHROMIUM_PATH" != "/usr/bin/chromium" ]]; then
  # A custom path that apt-get would not fill: only the user can fix this.
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH does not exist or is not executable." >&2
  echo "Point CHROMIUM_PATH at a Chromium/Chrome binary, unset it to use /usr/bin/chromium," >&2
  echo "or set E2E_BUNDLED_BROWSER=1 to use Playwright's own browser (npx playwright install chromium)." >&2
  exit 1
fi

if [[ "$(id -u)" -eq 0 ]]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  cat >&2 <<MSG
ensure-chromium: Chromium is not installed at $chromium_path, and it cannot be installed
automatically (not running as root and no password-less sudo).

Install it once, then run the tests again:
    sudo apt-get update && sudo apt-get install -y chromium

Alternatives:
  - set CHROMIUM_PATH to an existing Chromium/Chrome binary, or
  - set E2E_BUNDLED_BROWSER=1 to use Playwright's own browser (npx playwright install chromium).
MSG
  exit 1
fi

echo "ensure-chromium: $chromium_path is missing; installing Debian's chromium package..."
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! {
  "${as_root[@]}" apt-get update &&
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
} >"$log" 2>&1; then
  cat "$log" >&2
  echo "ensure-chromium: installing chromium with apt-get failed (output above)." >&2
  exit 1
fi

if [[ ! -x "$chromium_path" ]]; then
  echo "ensure-chromium: the chromium package was installed but $chromium_path is still missing." >&2
  exit 1
fi
echo "ensure-chromium: installed $chromium_path"
