#!/usr/bin/env bash
# Every build, typecheck, lint and test (README: `pnpm test`), in three steps on 2 cores:
# 1. every build (the portal's too), so no test waits for a build behind other tests;
# 2. the portal's jsdom tests (one core) beside the packages' checks and tests;
# 3. the portal's browser journeys alone: two Chromiums are what a busy machine makes flaky.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

turbo run build --concurrency=2 || exit $?

# --only: the builds are done; no cache restore rewrites dist/ while another task reads it.
status=0
turbo run test:unit --only --filter=@airtime/portal &
unit=$!
turbo run lint:root typecheck lint test --only --continue --filter='!@airtime/portal' --concurrency=2 ||
  status=$?
turbo run typecheck lint --only --filter=@airtime/portal --concurrency=2 || status=$?
wait "$unit" || status=$?

turbo run test:e2e --only --filter=@airtime/portal || status=$?
exit "$status"
