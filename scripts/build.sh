#!/usr/bin/env bash
# npm run build: both wasm flavours, then the .d.ts types.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-wasm.sh
rm -rf types
npx tsc -p tsconfig.types.json
