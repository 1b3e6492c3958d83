#!/usr/bin/env bash
# Builds both wasm flavours of the two modules (core and order lab), their
# test variants and their Catch2 suites with Debian's em++ 3.1.6, and copies
# the shipped files (not the test variants) to web/dist/: each module's two
# .wasm files and its one glue.
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
# One glue per module for both flavours: em++ writes the same glue for each
# flavour but for the name of the .wasm it would fetch by default, and the
# loader always hands it the bytes (web/src/core/load.js). One file saves
# the page a request and the base flavour a second download of the same
# code. The check stops the build if the flavours' glue ever differs in more.
rm -f web/dist/posenc-{simd,base}.{js,d.ts} web/dist/posenc-order-lab-{simd,base}.{js,d.ts}
for module in posenc posenc-order-lab; do
  if ! sed "s/$module-base\.wasm/$module-simd.wasm/g" "$build/$module-base.js" | cmp -s - "$build/$module-simd.js"; then
    echo "build-wasm: $module-base.js and $module-simd.js differ in more than the .wasm name:" \
      "the flavours cannot share one glue" >&2
    exit 1
  fi
  cp "$build/$module-simd.js" "web/dist/$module-glue.js"
  cp cpp/bindings/glue.d.ts "web/dist/$module-glue.d.ts"
  cp "$build/$module-simd.wasm" "$build/$module-base.wasm" web/dist/
done
