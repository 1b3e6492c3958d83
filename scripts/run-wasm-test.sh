#!/usr/bin/env bash
# Runs one Catch2 suite compiled to wasm under node (ctest calls this).
# --no-experimental-fetch: 3.1.6's loader would fetch() a file path
# (docs/toolchain.md, "fetch of a file path under node").
# Long lines are cut: on a crash node prints the offending line, which in the
# generated glue is the whole minified program with the wasm inlined.
set -o pipefail
node --no-experimental-fetch "$1" 2>&1 | cut -c1-400
