#!/usr/bin/env bash
# Builds the libFuzzer targets of cpp/fuzz natively with clang++-14 under
# ASan + UBSan (libFuzzer does not run under Emscripten, so the same C++ is
# fuzzed natively), replays the checked-in corpus (every input once), then
# fuzzes each target for a bounded time, as many targets at once as there
# are cores.
#
#   bash scripts/fuzz.sh [seconds-per-target]   default 20 (FUZZ_SECONDS); 0 = replay only
#
# New inputs found while fuzzing go to build/fuzz/found/<target>/ (not the
# checked-in corpus); a crashing input goes to build/fuzz/crash-<target>-*
# and the script fails, printing the input's path and the sanitizer report.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-${FUZZ_SECONDS:-20}}"
build=build/fuzz

cmake -S . -B "$build" -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DPOSENC_FUZZ=ON >/dev/null
cmake --build "$build" -j "$(nproc)" >/dev/null
(cd "$build" && ctest --output-on-failure -j "$(nproc)")

[ "$seconds" -gt 0 ] || exit 0
# One libFuzzer process per core at a time (each runs on one thread): every
# target still gets its full time on a core of its own.
fuzz_target() {
  local name="$1"
  local found="$build/found/$name"
  local log="$build/$name.log"
  mkdir -p "$found"
  # -rss_limit_mb: the harnesses allocate at most a few MiB per input, so a
  # large footprint is a bug worth reporting.
  if ! "$build/cpp/fuzz/$name" -max_total_time="$seconds" -rss_limit_mb=1024 \
      -timeout=10 -print_final_stats=1 -artifact_prefix="$build/crash-$name-" \
      "$found" "cpp/fuzz/corpus/$name" >"$log" 2>&1; then
    tail -n 60 "$log"
    echo "fuzz: $name failed; the input is in $build/crash-$name-*" >&2
    return 1
  fi
  local runs
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")"
  echo "fuzz: $name ran ${runs:-?} inputs in ${seconds}s, no failure"
}

parallel="$(nproc)"
running=0
failed=0
for source in cpp/fuzz/*_fuzzer.cc; do
  if [ "$running" -ge "$parallel" ]; then
    wait -n || failed=1
    running=$((running - 1))
  fi
  fuzz_target "$(basename "$source" .cc)" &
  running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
  wait -n || failed=1
  running=$((running - 1))
done
exit "$failed"
