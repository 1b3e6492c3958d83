#!/usr/bin/env bash
# The static checks, one list for both loops (scripts/test.sh and
# scripts/test-quick.sh): the JSDoc types, the typed usage of the API compiled
# against this repository's declarations (types/, which npm run build emits),
# every generated file current with its declaration, and the translations
# complete against the English catalogs (web/l10n). Each check names
# the command that fixes it when it fails; all run, and any failure fails.
set -uo pipefail
cd "$(dirname "$0")/.."
failed=()
check() {
  printf -- '--- %s\n' "$*"
  "$@" || failed+=("$*")
}

if [ ! -f types/widgets/classes.d.ts ]; then
  echo "types/ is missing: run npm run build (it emits the declarations the typed usage compiles against)" >&2
  exit 1
fi
check npx tsc -p tsconfig.json
check npx tsc -p tests/types/tsconfig.json
check node scripts/gen-boundary.mjs --check
check node scripts/gen-colormaps.mjs --check
check node scripts/gen-preload.mjs --check
check node scripts/gen-elements.mjs --check
check node scripts/gen-catalogs.mjs --check
check node scripts/l10n-check.mjs

if [ "${#failed[@]}" -gt 0 ]; then
  printf 'static check failed: %s\n' "${failed[@]}" >&2
  exit 1
fi
