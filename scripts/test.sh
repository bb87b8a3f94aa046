#!/usr/bin/env bash
# The whole test suite: type-check, unit tests, guide example check, one production
# build, checks of its output, then end-to-end tests against that build in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step prints the minutes and seconds since the suite started, so slow steps show in any log.
step() { printf '\n\033[1m== %s\033[0m (at %dm%02ds)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }
trap 'printf "\n== npm test: %dm%02ds in all\n" $((SECONDS / 60)) $((SECONDS % 60))' EXIT

bash scripts/ensure-chromium.sh

step "Type-check (tsc)"
npx tsc --noEmit

step "Lint and formatting (ESLint, Prettier)"
npm run --silent lint

step "Unit tests (Vitest)"
npx vitest run

step "Guide examples type-check"
npm run --silent check:examples

step "Front matter of guides and blog posts"
npm run --silent check:front-matter

step "Production build"
npm run build

step "Build output: no machine paths, metadata and feeds, Nu HTML Checker on every template"
npx vitest run --config vitest.build.config.mts

step "End-to-end tests (Playwright, Chromium)"
npx playwright test
