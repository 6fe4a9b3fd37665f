#!/usr/bin/env bash
# Every build, typecheck, lint and test (README: `pnpm test`), in three steps on 2 cores:
# 1. every build (the portal's too, and the static Storybook), so no test waits for a build behind
#    other tests;
# 2. the portal's jsdom tests (one core) beside the packages' checks and tests;
# 3. the portal's browser journeys alone: two Chromiums are what a busy machine makes flaky;
# 4. with CHROMATIC_PROJECT_TOKEN set, the built Storybook goes to Chromatic for design review.
# On failure the failing lines are printed again at the end: CI keeps only the output's tail.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
logs=$(mktemp -d)

turbo run build build-storybook --concurrency=2 2>&1 | tee "$logs/build.log" || exit $?

# --only: the builds are done; no cache restore rewrites dist/ while another task reads it.
status=0
turbo run test:unit --only --filter=@airtime/portal 2>&1 | tee "$logs/unit.log" &
unit=$!
turbo run lint:root typecheck lint test --only --continue --filter='!@airtime/portal' \
  --concurrency=2 2>&1 | tee "$logs/checks.log" || status=$?
turbo run typecheck lint --only --filter=@airtime/portal --concurrency=2 2>&1 |
  tee "$logs/portal-checks.log" || status=$?
wait "$unit" || status=$?

turbo run test:e2e --only --filter=@airtime/portal 2>&1 | tee "$logs/e2e.log" || status=$?

if [ -n "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  turbo run chromatic --filter=@airtime/design-system 2>&1 | tee "$logs/chromatic.log" || status=$?
else
  echo "chromatic: skipped: CHROMATIC_PROJECT_TOKEN is not set"
fi

if [ "$status" -ne 0 ]; then
  echo
  echo "== pnpm test failed (exit $status); the failing lines again, the whole output is above =="
  # Test FAILs and their errors, TypeScript and Biome errors, turbo's failed tasks.
  grep -h -a -E "FAIL|Failed:|error TS|✖|×|AssertionError|Error:|ERR_" "$logs"/*.log | tail -n 120
fi
rm -rf "$logs"
exit "$status"
