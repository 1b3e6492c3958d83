#!/usr/bin/env bash
# npm run test:quick: the loop to run while working, after a build (npm run
# build): the static checks that npm test runs (scripts/static-checks.sh:
# the type checks and every generator's --check), the C++ unit tests
# natively and the node tests of tests/js/. No browser, package, fuzzing,
# sanitizer or wasm ctest run here: npm test (scripts/test.sh) runs those too.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s (at %d min %02d s)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

# First: a type error or a stale generated file fails in seconds, before the
# C++ build and the node tests. The typed usage compiles against types/,
# emitted here again as npm run build emits it: a change of the JSDoc since
# the last build (a new element class, say) is then what it checks.
step "static checks: JSDoc types, typed usage of the API, every generated file current"
npx tsc -p tsconfig.types.json
bash scripts/static-checks.sh

step "C++ core, native (g++, SSE2) with Catch2"
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j "$(nproc)" >/dev/null
(cd build/native && ctest --output-on-failure)

step "JS API and node tests (node --test tests/js/)"
# Files run as many at a time as there are cores (node's default is one fewer).
node --test --test-concurrency="${TEST_CONCURRENCY:-$(nproc)}" --test-timeout=300000 \
  --test-reporter=tap --test-reporter-destination=stdout \
  --test-reporter=./tests/summary-reporter.mjs --test-reporter-destination=stdout \
  tests/js/
# The time the quick-loop section of docs/development.md states is this one.
printf '\n=== test:quick: every step passed in %d min %02d s\n' $((SECONDS / 60)) $((SECONDS % 60))
