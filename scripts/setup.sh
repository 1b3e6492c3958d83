#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian 12 machine, and nothing
# when it is already there: Debian packages (as root, or through sudo) and the
# npm packages pinned by package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."

apt_packages=(
  cmake g++ make            # native build of the C++ core and its tests
  emscripten                # em++ 3.1.6 with embind: the wasm flavours
  catch2                    # Catch2 v2 for the C++ tests (native and wasm)
  clang-14 libclang-rt-14-dev  # libFuzzer and sanitizer runtimes
  chromium                  # the real browser of the browser tests
  fonts-dejavu-core         # a known font for screenshots
  fonts-wqy-microhei        # a CJK font, so that zh-CN screenshots show characters, not boxes
)

missing=()
for package in "${apt_packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$package")
  fi
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing[*]}"
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "setup: run as root (or install sudo) to install ${missing[*]}" >&2; exit 1; }
    sudo=(sudo)
  fi
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# npm ci when node_modules is missing or older than the lock file.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm packages from package-lock.json"
  npm ci --no-audit --no-fund --loglevel=error
fi
