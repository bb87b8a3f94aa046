#!/usr/bin/env bash
# The whole test suite (scripts/test-suite.ts): the checks that need no build beside one production
# build, then the checks of its output and the end-to-end tests in Debian's Chromium, and a table of
# each step's time. Arguments go to the suite (`npm test -- --help`).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
exec npx tsx scripts/test-suite.ts "$@"
