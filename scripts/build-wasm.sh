#!/usr/bin/env bash
# Builds both wasm flavours of the two modules (core and order lab), their
# test variants and their Catch2 suites with Debian's em++ 3.1.6, and copies
# the shipped files (not the test variants) to web/dist/.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian installs acorn under /usr/share/nodejs, which node does not search by
# default; em++ needs it at link time (docs/toolchain.md, "acorn at link time").
export NODE_PATH=/usr/share/nodejs
build=build/wasm
if [ ! -f "$build/CMakeCache.txt" ]; then
  # emcmake's default emulator passes a flag node 20 rejects
  # (docs/toolchain.md, "ctest's emulator").
  emcmake cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CROSSCOMPILING_EMULATOR="$(command -v node)" >/dev/null
fi
cmake --build "$build" -j "$(nproc)" "$@"
mkdir -p web/dist
for flavor in simd base; do
  for module in posenc posenc-order-lab; do
    cp "$build/$module-$flavor.js" "$build/$module-$flavor.wasm" web/dist/
    cp cpp/bindings/glue.d.ts "web/dist/$module-$flavor.d.ts"
  done
done
