#!/usr/bin/env bash
# Makes sure the browser the tests drive (Playwright) is installed: Debian's
# build of Chromium's headless shell (/usr/bin/chromium-headless-shell), as
# scripts/chromium.ts picks it, with Debian's full Chromium (/usr/bin/chromium)
# beside it for the benchmark. Why the shell: docs/decisions/0011-tests-in-the-headless-shell.md.
#   - CHROMIUM_PATH=<binary> uses that browser, and nothing is installed.
#   - E2E_BUNDLED_BROWSER=1 uses Playwright's own downloaded browser, and nothing is done here.
# Where the shell cannot be installed but the full browser is there, the tests
# use the full browser (slower; the same results).
set -euo pipefail

shell_path=/usr/bin/chromium-headless-shell
full_path=/usr/bin/chromium

if [[ "${E2E_BUNDLED_BROWSER:-}" == "1" ]]; then
  echo "ensure-chromium: E2E_BUNDLED_BROWSER=1, using Playwright's bundled browser."
  exit 0
fi

if [[ -n "${CHROMIUM_PATH:-}" ]]; then
  if [[ -x "$CHROMIUM_PATH" ]]; then
    echo "ensure-chromium: using $CHROMIUM_PATH"
    exit 0
  fi
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH does not exist or is not executable." >&2
  echo "Point CHROMIUM_PATH at a Chromium/Chrome binary, unset it to use Debian's Chromium," >&2
  echo "or set E2E_BUNDLED_BROWSER=1 to use Playwright's own browser (npx playwright install chromium)." >&2
  exit 1
fi

missing=()
[[ -x "$shell_path" ]] || missing+=(chromium-headless-shell)
[[ -x "$full_path" ]] || missing+=(chromium)
if ((${#missing[@]} == 0)); then
  echo "ensure-chromium: using $shell_path"
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  as_root=(cannot-install)
fi

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
echo "ensure-chromium: installing Debian's ${missing[*]}..."
if [[ "${as_root[0]:-}" != cannot-install ]] && {
  "${as_root[@]}" apt-get update &&
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
} >"$log" 2>&1; then
  echo "ensure-chromium: installed ${missing[*]}; using $shell_path"
  exit 0
fi

if [[ -x "$full_path" ]]; then
  echo "ensure-chromium: could not install chromium-headless-shell; the tests use $full_path (slower)." >&2
  exit 0
fi

[[ -s "$log" ]] && cat "$log" >&2
cat >&2 <<MSG
ensure-chromium: Chromium is not installed, and it could not be installed
automatically (installing needs root or password-less sudo, and Debian's packages).

Install it once, then run the tests again:
    sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell

Alternatives:
  - set CHROMIUM_PATH to an existing Chromium/Chrome binary, or
  - set E2E_BUNDLED_BROWSER=1 to use Playwright's own browser (npx playwright install chromium).
MSG
exit 1
