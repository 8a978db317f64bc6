#!/usr/bin/env bash
# The whole test suite (`npm test`). What each step proves, and which step
# proves each promise, is in docs/testing.md; so are its timings.
#
#   check          the build's validation of site.yaml, data/ and the translations
#   typecheck      tsc --noEmit (before the build, which rewrites src/gatsby-types.d.ts)
#   lint           ESLint (jsx-a11y), Prettier, knip, beside the build, which
#                  keeps one core busy most of the time (webpack, the encoder)
#   build          the production build (pictures encoded by an earlier
#                  run on this machine copied from its store)
#   test:unit      jest, recording which test files read the content
#   test:build     jest over the built public/
#   test:hosts     the build served by Netlify's and Cloudflare's own runtimes
#                  (installed in the background from the start)
#   test:e2e       Playwright in Chromium against the built site
#   test:owner-week  a week of owner edits on a copy: the content-reading unit
#                  tests, a build and the build tests on it
#   test:scale     the budgets on a copy padded to 1,000 venues
#
# A step that fails stops the run; the summary names it, with every step's time.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

export GATSBY_TELEMETRY_DISABLED=1
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

logs="$(mktemp -d)"
# The unit tests that read the content, for the owner's week and the quick
# loop (tests/support/content-reads.ts), recorded afresh by the unit step.
export CONTENT_READERS_FILE="$PWD/node_modules/.cache/event-site/content-readers.txt"
mkdir -p "$(dirname "$CONTENT_READERS_FILE")"
rm -f "$CONTENT_READERS_FILE"

steps=(check typecheck lint build test:unit test:build test:hosts test:e2e test:owner-week test:scale)
results=()
passed=0
suite_start=$SECONDS
declare -A started_at=() pids=()

print_summary() {
  echo
  echo "==> Summary (${#steps[@]} steps, $((SECONDS - suite_start))s in total, wall clock)"
  local line
  for line in "${results[@]}"; do
    echo "    $line"
  done
  local failed=$((${#results[@]} - passed))
  # Worded so that it is not mistaken for a count of tests: the runners
  # above print their own totals.
  echo "Pipeline: $passed of ${#steps[@]} steps succeeded ($failed failed, $((${#steps[@]} - ${#results[@]})) not run)."
}

finish() {
  local step=$1 status=$2 elapsed=$3
  if ((status == 0)); then
    passed=$((passed + 1))
    results+=("$(printf '%-16s  ok      %5ss' "$step" "$elapsed")")
    echo "==> npm run $step: ok (${elapsed}s)"
  else
    results+=("$(printf '%-16s  FAILED  %5ss  (exit code %s)' "$step" "$elapsed" "$status")")
    echo "==> npm run $step: FAILED with exit code $status (${elapsed}s)" >&2
    local pid
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    print_summary
    exit "$status"
  fi
}

# Runs a step in the foreground, its output as it comes.
run() {
  local step=$1 start=$SECONDS status=0
  echo
  echo "==> npm run $step"
  npm run "$step" || status=$?
  finish "$step" "$status" $((SECONDS - start))
}

# Starts a step in the background; `collect` prints its output and result.
start() {
  local step=$1
  echo
  echo "==> npm run $step (in the background)"
  started_at[$step]=$SECONDS
  npm run "$step" >"$logs/$step.log" 2>&1 &
  pids[$step]=$!
}

collect() {
  local step=$1 status=0
  wait "${pids[$step]}" || status=$?
  unset "pids[$step]"
  echo
  echo "==> npm run $step (its output)"
  cat "$logs/$step.log"
  finish "$step" "$status" $((SECONDS - started_at[$step]))
}

run check
# Downloads and unpacks the hosts' runtimes while the other steps work.
bash scripts/ensure-host-runtimes.sh >"$logs/host-runtimes.log" 2>&1 &
runtimes_pid=$!
run typecheck
# Pictures an earlier run on this machine encoded are copied, not encoded
# again; those this build encodes are kept for the next run.
if pictures_store="$(bash scripts/pictures/encoded-pictures-store.sh)"; then
  REUSE_ENCODED_IMAGES_FROM="$pictures_store" KEEP_ENCODED_IMAGES_IN="$pictures_store" \
    NODE_OPTIONS="${NODE_OPTIONS:-} --require \"$PWD/scripts/pictures/reuse-encoded-pictures.cjs\"" start build
else
  echo "No folder for the encoded pictures (above): this build encodes them all." >&2
  start build
fi
run lint
collect build
run test:unit
run test:build
if ! wait "$runtimes_pid"; then
  cat "$logs/host-runtimes.log" >&2
fi
run test:hosts
run test:e2e
run test:owner-week
run test:scale

print_summary
rm -rf "$logs"
