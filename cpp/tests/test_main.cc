// SPDX-License-Identifier: MIT
// Catch2 v2 main. POSIX signal handlers are off because they do not exist
// under Emscripten, where the same suite runs in node.
#define CATCH_CONFIG_MAIN
#define CATCH_CONFIG_NO_POSIX_SIGNALS
#include <catch2/catch.hpp>
