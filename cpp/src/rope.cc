// SPDX-License-Identifier: MIT
// Rotary position embedding (RoPE): each (x_2i, x_2i+1) pair of row r is
// rotated by (offset + r) w_i. The sin/cos of those angles are exactly the
// sinusoidal encoding's interleaved (sin, cos) pairs, so they come from
// Encode and inherit its 2e-7 contract at every position.
#include <algorithm>

#include "core_util.h"
#include "posenc/attention.h"
#include "posenc/encoding.h"
#include "simd128_f32.h"

namespace posenc {
namespace {

// Rows per Encode call: bounds the scratch (kRopeBlockRows x d floats) and
// lets `out` alias `input`, since each block is read before it is written.
constexpr int32_t kRopeBlockRows = 128;

// Signs of the swapped products: (-x_2i+1 sin, +x_2i sin).
alignas(16) constexpr float kSignPattern[4] = {-1.0f, 1.0f, -1.0f, 1.0f};

// out = x rotated by the (sin, cos) pairs in pe, over `count` values:
// out_2i = x_2i cos - x_2i+1 sin, out_2i+1 = x_2i sin + x_2i+1 cos.
// As vectors over two pairs: x * (c, c) + swap(x) * (-s, s).
void RotatePairs(const float* x, const float* pe, int32_t count, float* out) {
  const simd::F32x4 sign = simd::LoadF32(kSignPattern);
  int32_t j = 0;
  for (; j + 4 <= count; j += 4) {
    const simd::F32x4 v = simd::LoadF32(x + j), sc = simd::LoadF32(pe + j);
    simd::StoreF32(out + j, v * simd::DupOdd(sc) +
                                simd::SwapPairs(v) * simd::DupEven(sc) * sign);
  }
  for (; j + 2 <= count; j += 2) {
    const float a = x[j], b = x[j + 1], s = pe[j], c = pe[j + 1];
    out[j] = a * c + b * s * -1.0f;
    out[j + 1] = b * c + a * s;
  }
  if (j < count) out[j] = x[j];  // odd d_model: the last channel is copied
}

}  // namespace

Status ValidateRope(int32_t rows, int32_t d_model, double base,
                    int32_t offset) {
  return ValidateEncoding(PaperRows(rows, d_model, base, offset));
}

Status Rope(const float* input, int32_t rows, int32_t d_model, double base,
            int32_t offset, float* out) {
  if (Status st = ValidateRope(rows, d_model, base, offset); st != Status::kOk)
    return st;
  if (input == nullptr || out == nullptr) return Status::kInvalidArgument;
  // Past kMaxRopeValue a rotated pair can leave float32 (|x| + |y| > 3.4e38):
  // such inputs are refused, so every output is finite.
  const int64_t count = int64_t{rows} * d_model;
  for (int64_t i = 0; i < count; ++i) {
    if (!(std::fabs(input[i]) <= kMaxRopeValue)) return Status::kInvalidArgument;
  }
  const int32_t block = std::min(rows, kRopeBlockRows);
  Scratch<float> pe =
      internal::AllocateScratch<float>(int64_t{block} * d_model);
  if (!pe) return Status::kOutOfMemory;
  for (int32_t first = 0; first < rows; first += block) {
    const int32_t n = std::min(block, rows - first);
    // Valid: a sub-range of the validated rows.
    Encode(PaperRows(n, d_model, base, offset + first), pe.get());
    for (int32_t r = 0; r < n; ++r) {
      const int64_t at = int64_t{first + r} * d_model;
      RotatePairs(input + at, pe.get() + int64_t{r} * d_model, d_model,
                  out + at);
    }
  }
  return Status::kOk;
}

}  // namespace posenc
