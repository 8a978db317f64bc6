#!/usr/bin/env bash
# The whole test suite (`npm test`): the build's validation of site.yaml, data/
# and the translations alone (`npm run check`, about a second: a broken file
# stops everything with the build's own message), lint, types, unit tests,
# production build, build-level tests, the build served by Netlify's and Cloudflare's own local
# runtimes, end-to-end tests in Chromium against the built site, then a week of
# owner edits (a copy of the project edited through the editor's own saving
# code, built, and put through the unit and build tests: changing the site must
# never break the tests), then the scale budgets (a copy padded to 1,000
# venues, built and compared with public/; see docs/performance.md, "Growth with the number
# of venues"). The two copies' builds come last: they are the longest steps,
# and every quicker check has spoken by then.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

export GATSBY_TELEMETRY_DISABLED=1
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

steps=(check lint typecheck test:unit build test:build test:hosts test:e2e test:owner-week test:scale)
results=()
passed=0
failed=0
suite_start=$SECONDS

print_summary() {
  echo
  echo "==> Summary (${#steps[@]} steps, $((SECONDS - suite_start))s in total)"
  local line
  for line in "${results[@]}"; do
    echo "    $line"
  done
  local skipped=$((${#steps[@]} - passed - failed))
  # Worded so that it is not mistaken for a count of tests: the runners
  # above print their own totals.
  echo "Pipeline: $passed of ${#steps[@]} steps succeeded ($failed failed, $skipped not run)."
}

for step in "${steps[@]}"; do
  echo
  echo "==> [$((passed + 1))/${#steps[@]}] npm run $step"
  step_start=$SECONDS
  status=0
  npm run "$step" || status=$?
  elapsed=$((SECONDS - step_start))
  if ((status == 0)); then
    passed=$((passed + 1))
    results+=("$(printf '%-15s  ok      %5ss' "$step" "$elapsed")")
    echo "==> npm run $step: ok (${elapsed}s)"
  else
    failed=$((failed + 1))
    results+=("$(printf '%-15s  FAILED  %5ss  (exit code %s)' "$step" "$elapsed" "$status")")
    echo "==> npm run $step: FAILED with exit code $status (${elapsed}s)" >&2
    print_summary
    exit "$status"
  fi
done

print_summary
