#!/usr/bin/env bash
# npm test: every test of the project, from the core outwards. Installs what
# is missing first (scripts/setup.sh), so it runs on a fresh Debian machine.
# ctest and node's test runner print the summaries; the first failing step
# ends the run.
#
# Laid out for 2 cores: the fuzz targets run one per core, the node test
# files run TEST_CONCURRENCY at a time (default: the number of cores), and the
# ASan build, the longest compile, runs at the lowest priority beside them,
# on the time the browser tests leave idle while they wait on Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="$(nproc)"
concurrency="${TEST_CONCURRENCY:-$jobs}"
step() { printf '\n=== %s (at %d min %02d s)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

packed=''
asan=''
finish() {
  local status=$?
  # The ASan build runs in a session of its own (setsid): end all of it.
  if [ -n "$asan" ]; then kill -- "-$asan" 2>/dev/null || true; fi
  if [ -n "$packed" ]; then rm -rf "$packed"; fi
  # The time the docs state for npm test (README.md, docs/development.md) is this one.
  if [ "$status" -eq 0 ]; then
    printf '\n=== npm test: every step passed in %d min %02d s\n' $((SECONDS / 60)) $((SECONDS % 60))
  fi
}
trap finish EXIT
trap 'exit 130' INT TERM

step "setup"
bash scripts/setup.sh

step "C++ core, native (g++, SSE2) with Catch2"
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j "$jobs" >/dev/null
(cd build/native && ctest --output-on-failure)

# 10 s a target here (scripts/fuzz.sh alone: 20): the checked-in corpus is
# replayed in full either way, and the suite's time is kept under 30 minutes
# on 2 cores.
step "C++ fuzz targets (libFuzzer, clang-14, ASan + UBSan): corpus replay, then ${FUZZ_SECONDS:-10}s each, one per core"
FUZZ_SECONDS="${FUZZ_SECONDS:-10}" bash scripts/fuzz.sh

step "wasm build (simd and base flavours) and types"
bash scripts/build.sh >/dev/null

step "C++ core in wasm, both flavours, run by node"
(cd build/wasm && ctest --output-on-failure -j "$jobs")

step "C++ core, native under ASan + UBSan: built and run in the background from here (build/asan.log), reported after the node tests"
asan_log=build/asan.log
setsid nice -n 19 bash -c '
  cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPOSENC_SANITIZE=ON >/dev/null &&
  cmake --build build/asan -j "$1" >/dev/null &&
  cd build/asan && ctest --output-on-failure' asan "$jobs" >"$asan_log" 2>&1 &
asan=$!

step "static site: the lesson and the embed page bundled by esbuild into site/ (the package ships it), and the package packed"
node scripts/build-site.mjs >/dev/null
# Built and packed once: the browser and package tests copy and install these
# (tests/browser/built-site.js, tests/package/pack.js) instead of their own.
packed="$(mktemp -d)"
export POSENC_SITE="$PWD/site"
export POSENC_TARBALL="$packed/$(npm pack --ignore-scripts --silent --pack-destination "$packed" | tail -n 1)"

step "static checks (scripts/static-checks.sh): JSDoc types, typed usage of the API, every generated file current"
bash scripts/static-checks.sh

step "JS API, package and browser tests (node --test, $concurrency files at a time), the lesson's walk in web/ and on the built site"
# A time limit turns a hang into a named failure instead of a CI timeout.
# Node 20 applies it to each test and to each file as a whole: the longest
# files took up to 311 s beside another on 2 cores at a load of 10 (a file
# cut off by the limit is cancelled with its last test).
# Files run side by side: each starts its own servers and browser on free
# ports and writes only to folders of its own (mkdtemp);
# tests/browser/lesson-site.test.js walks the built site.
# TAP for the record, then tests/summary-reporter.mjs: what failed or was
# cancelled, with its file, and the longest files, at the end of the output.
node --test --test-concurrency="$concurrency" --test-timeout=900000 \
  --test-reporter=tap --test-reporter-destination=stdout \
  --test-reporter=./tests/summary-reporter.mjs --test-reporter-destination=stdout \
  tests/js/ tests/package/ tests/browser/

step "C++ core, native under ASan + UBSan (build/asan.log)"
asan_status=0
wait "$asan" || asan_status=$?
asan=''
cat "$asan_log"
[ "$asan_status" -eq 0 ] || { echo "the ASan + UBSan build or its tests failed (exit $asan_status)" >&2; exit 1; }
