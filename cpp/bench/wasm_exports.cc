// SPDX-License-Identifier: MIT
// C exports of the bench wasm module (posenc-bench-simd / -base, built only
// for bench/run.mjs): the kernels timed against each other, writing into
// buffers the caller allocated with _malloc, so that no copy or allocation
// is inside the timed call. Plain extern "C" functions: no Emscripten header
// (the bench script reads Module.HEAPF32).
#include <cstdint>

#include "bench_kernels.h"
#include "order_lab_bench.h"
#include "posenc/colormap.h"
#include "posenc/encoding.h"
#include "posenc/geometry.h"

extern "C" {

// posenc::Encode with the default options; returns the Status code.
int bench_encode(float* out, int32_t positions, int32_t d_model) {
  posenc::EncodingSpec spec;
  spec.positions = positions;
  spec.d_model = d_model;
  return static_cast<int>(posenc::Encode(spec, out));
}

void bench_fill(float* out, int32_t count, float value) {
  posenc::bench::FillStore(out, count, value);
}

int bench_gram(const float* table, int32_t rows, int32_t cols, float* out) {
  return static_cast<int>(posenc::bench::GramMatrix(table, rows, cols, out));
}

// posenc::Similarity with base 10000, offset 0: the kernel of pe.similarity
// without the copy to a fresh JS array.
int bench_similarity(float* out, int32_t positions, int32_t d_model) {
  return static_cast<int>(
      posenc::Similarity({positions, d_model, 10000.0, 0}, out));
}

// posenc::Colorize over [-1, 1]: the kernel of pe.colorize without the
// copies of the values in and of the pixels out.
int bench_colorize(const float* values, int32_t count, const uint8_t* lut,
                   uint8_t* out) {
  return static_cast<int>(posenc::Colorize(values, count, -1.0, 1.0, lut, out));
}

// A fresh order lab state of width d_model with `layers` layers, then
// `steps` training steps (order_lab_bench.h); buffer holds
// OrderLabBenchFloats(d_model, steps, layers).
int bench_order_lab(float* buffer, int32_t d_model, int32_t steps,
                    int32_t layers) {
  return static_cast<int>(
      posenc::bench::OrderLabRun(d_model, steps, layers, buffer));
}

}  // extern "C"
