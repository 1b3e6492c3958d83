#!/usr/bin/env bash
# npm test: every test of the project, in order from the core outwards.
# Installs what is missing first (scripts/setup.sh), so it runs on a fresh
# Debian machine. ctest and node's test runner print the summaries.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="$(nproc)"
step() { printf '\n=== %s (at %d min %02d s)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }
# The time the docs state for npm test (README.md, docs/development.md) is the one printed last.
trap 'status=$?; [ "$status" -eq 0 ] && printf "\n=== npm test: every step passed in %d min %02d s\n" $((SECONDS / 60)) $((SECONDS % 60))' EXIT

step "setup"
bash scripts/setup.sh

step "C++ core, native (g++, SSE2) with Catch2"
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j "$jobs" >/dev/null
(cd build/native && ctest --output-on-failure)

step "C++ core, native under ASan + UBSan"
cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPOSENC_SANITIZE=ON >/dev/null
cmake --build build/asan -j "$jobs" >/dev/null
(cd build/asan && ctest --output-on-failure)

step "C++ fuzz targets (libFuzzer, clang-14, ASan + UBSan): corpus replay, then ${FUZZ_SECONDS:-20}s each"
bash scripts/fuzz.sh

step "wasm build (simd and base flavours) and types"
bash scripts/build.sh >/dev/null

step "C++ core in wasm, both flavours, run by node"
(cd build/wasm && ctest --output-on-failure)

step "static site: the lesson and the embed page bundled by esbuild into site/ (the package ships it), and the package packed"
node scripts/build-site.mjs >/dev/null
# Built and packed once: the browser and package tests copy and install these
# (tests/browser/built-site.js, tests/package/pack.js) instead of their own.
packed="$(mktemp -d)"
trap 'rm -rf "$packed"' EXIT
export POSENC_SITE="$PWD/site"
export POSENC_TARBALL="$packed/$(npm pack --ignore-scripts --silent --pack-destination "$packed" | tail -n 1)"

step "static checks: JSDoc types, typed usage of the API, generated boundary, colour maps and preload list"
npx tsc -p tsconfig.json
npx tsc -p tests/types/tsconfig.json
node scripts/gen-boundary.mjs --check
node scripts/gen-colormaps.mjs --check
node scripts/gen-preload.mjs --check

step "JS API, package and browser tests (node --test)"
# A per-test limit turns a hang into a named failure instead of a CI timeout
# (the slowest test takes about 30 s here).
node --test --test-timeout=300000 tests/js/ tests/package/ tests/browser/

step "the lesson's browser walk again, on the built site served from a sub-path"
POSENC_LESSON=site node --test --test-timeout=300000 tests/browser/lesson.test.js
