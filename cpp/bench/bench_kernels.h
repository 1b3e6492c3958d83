// SPDX-License-Identifier: MIT
// Benchmark-only kernels: the baselines the encoding and similarity are
// measured against (bench/run.mjs). Not part of the shipped module: they are
// compiled into the native benchmark and into a separate bench wasm module.
#ifndef POSENC_BENCH_KERNELS_H_
#define POSENC_BENCH_KERNELS_H_

#include <cstdint>

#include "posenc/boundary/common.h"

namespace posenc::bench {

// The write floor: stores `value` into out[0..count). count >= 0. Written as
// a plain loop so that -O3 vectorises it to 128-bit stores where the target
// has them (SSE2, WASM SIMD128) and to scalar stores in the base flavour.
// A non-zero value keeps the compiler from turning it into memset.
void FillStore(float* out, int64_t count, float value);

// out[rows * rows] = a . a^T for a row-major a[rows * cols]: the "SIMD matrix
// product of the PE table" baseline of the similarity benchmark. A blocked
// f32x4 kernel (4 x 2 register tile, rows of a as the inner dimension), not a
// symmetric rank-k update: what a general matrix product library computes.
// rows and cols must be positive multiples of 4 (kInvalidArgument otherwise,
// nothing written). Max abs error vs float64: cols * 2^-24 * max|a|^2 (the
// float32 accumulation, ~3e-5 for the PE table at cols = 512).
Status GramMatrix(const float* a, int32_t rows, int32_t cols, float* out);

}  // namespace posenc::bench

#endif  // POSENC_BENCH_KERNELS_H_
