#!/usr/bin/env bash
# Installs the hosts' own local runtimes (netlify-cli, wrangler) used by tests/hosts, from
# tests/hosts/runtimes/package-lock.json. They live apart from the site's dependencies: they
# are large (about 600 MB) and only these tests need them. Skipped when the installed copy
# already matches the lock file.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../tests/hosts/runtimes"

stamp=node_modules/.installed-from-lock
wanted="$(sha256sum package-lock.json | cut -d' ' -f1)"

if [[ -f "$stamp" && "$(cat "$stamp")" == "$wanted" ]]; then
  echo "ensure-host-runtimes: netlify-cli and wrangler are installed."
  exit 0
fi

echo "ensure-host-runtimes: installing netlify-cli and wrangler (tests/hosts/runtimes)…"
npm ci --no-audit --no-fund --loglevel=error
echo "$wanted" >"$stamp"
