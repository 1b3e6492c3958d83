#!/usr/bin/env bash
# npm run test:quick: the loop to run while working, after a build (npm run
# build): the C++ unit tests natively and the node tests of tests/js/. No
# browser, package, fuzzing, sanitizer or wasm ctest run here: npm test
# (scripts/test.sh) runs those too.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s\n' "$*"; }

step "C++ core, native (g++, SSE2) with Catch2"
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j "$(nproc)" >/dev/null
(cd build/native && ctest --output-on-failure)

step "JS API and node tests (node --test tests/js/)"
# Files run as many at a time as there are cores (node's default is one fewer).
node --test --test-concurrency="${TEST_CONCURRENCY:-$(nproc)}" --test-timeout=300000 tests/js/
