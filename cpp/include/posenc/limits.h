// SPDX-License-Identifier: MIT
// Documented caps. They keep every allocation far below the wasm memory
// maximum (see CMakeLists.txt, MAXIMUM_MEMORY) so that no input can make
// malloc fail inside the module, and they bound the running time of a call.
#ifndef POSENC_LIMITS_H_
#define POSENC_LIMITS_H_

#include <cstdint>

namespace posenc {

// Position indices p satisfy 0 <= p < kMaxPositions (the accuracy contract's
// range): offset + positions <= kMaxPositions.
constexpr int32_t kMaxPositions = 1 << 20;
// Widest model dimension the contract covers.
constexpr int32_t kMaxDModel = 8192;
// Largest float32 output of one call: 2^25 values = 128 MiB
// (for example 4096 x 8192 or 2^20 x 32).
constexpr int64_t kMaxElements = int64_t{1} << 25;

}  // namespace posenc

#endif  // POSENC_LIMITS_H_
