#!/usr/bin/env bash
# Installs the hosts' own local runtimes (netlify-cli, wrangler) used by tests/hosts, from
# tests/hosts/runtimes/package-lock.json. They live apart from the site's dependencies: they
# are large (about 600 MB) and only these tests need them.
#
# They are installed once per lock file into a cache outside the checkout
# ($HOST_RUNTIMES_CACHE, by default ~/.cache/event-site-host-runtimes/<hash of the lock file>),
# and tests/hosts/runtimes/node_modules links there: a second checkout, or a fresh clone on
# the same machine, installs nothing.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../tests/hosts/runtimes"

wanted="$(sha256sum package-lock.json | cut -d' ' -f1)"
cache_root="${HOST_RUNTIMES_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/event-site-host-runtimes}"
cached="$cache_root/${wanted:0:16}"

if [[ ! -f "$cached/.installed" ]]; then
  echo "ensure-host-runtimes: installing netlify-cli and wrangler into $cached…"
  mkdir -p "$cache_root"
  staging="$(mktemp -d "$cache_root/.installing-XXXXXX")"
  trap 'rm -rf "$staging"' EXIT
  cp package.json package-lock.json "$staging/"
  (cd "$staging" && npm ci --no-audit --no-fund --loglevel=error)
  touch "$staging/.installed"
  # Another run may have finished the same install meanwhile: then its copy stays.
  if [[ ! -f "$cached/.installed" ]]; then
    rm -rf "$cached"
    mv -T "$staging" "$cached"
  fi
fi

if [[ "$(readlink node_modules 2>/dev/null)" != "$cached/node_modules" ]]; then
  rm -rf node_modules
  ln -s "$cached/node_modules" node_modules
fi
echo "ensure-host-runtimes: netlify-cli and wrangler are installed ($cached)."
