#!/usr/bin/env bash
# The quick loop for daily work (`npm run test:quick`, a few minutes): the
# build's validation of the content, lint, types, and the unit tests related
# to what changed since the branch left main (committed or not), as Jest's
# module graph finds them. When site.yaml, data/ or the translations
# changed, the unit tests that read them run too. `npm test` runs everything.
#
# QUICK_BASE=<commit> compares with another starting point.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

base="${QUICK_BASE:-$(git merge-base HEAD origin/main 2>/dev/null || git merge-base HEAD main 2>/dev/null || git rev-parse HEAD)}"
changed="$( (git diff --name-only "$base" --; git ls-files --others --exclude-standard) | sort -u)"

echo "==> Changes since $(git rev-parse --short "$base"): $(grep -c . <<<"$changed" || true) files"
npm run --silent check
# Their caches (in node_modules/.cache) make a second run take seconds.
npx eslint --cache --cache-location node_modules/.cache/eslint/ .
npx prettier --check --cache --log-level warn .
npx knip
npx tsc --noEmit

jest_args=(--changedSince "$base")
if grep -qE '^(site\.yaml|data/|src/locales/)' <<<"$changed"; then
  # Content is read with fs, not imported: Jest's graph cannot relate it to
  # its tests. The last npm test recorded which tests read which content.
  readers="node_modules/.cache/event-site/content-readers.txt"
  if [[ -s "$readers" ]]; then
    echo "==> The content changed: the unit tests that read the changed files run too"
    mapfile -t sources < <(grep -E '\.(ts|tsx|js)$' <<<"$changed" || true)
    mapfile -t changed_list <<<"$changed"
    mapfile -t readers_list < <(npx tsx tests/support/content-record.ts "$readers" "${changed_list[@]}")
    jest_args=(--findRelatedTests "${sources[@]}" "${readers_list[@]}")
  else
    echo "==> The content changed and no npm test has recorded which tests read it: all unit tests run"
    jest_args=()
  fi
fi
npx jest --passWithNoTests "${jest_args[@]}"
echo "==> Quick checks passed. npm test runs the whole suite (about 35 minutes on 2 cores)."
