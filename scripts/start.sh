#!/usr/bin/env bash
# npm start: install what is missing, build, serve the lesson on 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh >/dev/null
exec node scripts/serve.mjs
