#!/usr/bin/env bash
# Every build, typecheck, lint and test (README: `pnpm test`), the portal's tests started first.
# They are the critical path (~12 min: jsdom on one core, then Chromium on two); under one
# `turbo run … --concurrency=2` the packages' tests held both slots and the portal's build and
# tests waited minutes for them. Here they share the other core, one task at a time.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

turbo run build --concurrency=2 || exit $?

# --only: each task's dependencies (the builds) are done; no cache restore rewrites dist/ while
# the portal's preview servers read it.
turbo run test --only --filter=@airtime/portal &
portal=$!

status=0
turbo run lint:root typecheck lint test --only --filter='!@airtime/portal' --concurrency=1 ||
  status=$?
turbo run typecheck lint --only --filter=@airtime/portal --concurrency=1 || status=$?

wait "$portal" || status=$?
exit "$status"
