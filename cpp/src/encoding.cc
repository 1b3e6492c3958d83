// SPDX-License-Identifier: MIT
#include "posenc/encoding.h"

#include <cmath>
#include <cstdlib>
#include <memory>

#include "simd128.h"

namespace posenc {
namespace {

// The phase recurrence (s, c) <- (s cos w + c sin w, c cos w - s sin w) is the
// lesson's own M_1 rotation, run in float64. Re-anchoring from std::sin/cos
// every kAnchorRows rows keeps the accumulated rounding far below float32
// resolution (measured: identical max error with 128 or 8192 rows per anchor)
// while costing two trig calls per pair per 128 rows.
constexpr int32_t kAnchorRows = 128;

struct FreeDeleter {
  void operator()(void* p) const { std::free(p); }
};

// Per-pair state of the recurrence, in float64. Arrays are padded to an even
// count so the vector loop over pairs needs no tail.
struct PhaseState {
  int32_t pairs = 0;
  int32_t padded = 0;
  std::unique_ptr<double[], FreeDeleter> block;
  double* w = nullptr;      // frequency w_i
  double* cos_w = nullptr;  // cos(w_i): rotation by one position
  double* sin_w = nullptr;
  double* s = nullptr;  // sin(p w_i) for the current row p
  double* c = nullptr;  // cos(p w_i)

  bool Allocate(int32_t d_model, double base, Spacing spacing) {
    pairs = PairCount(d_model);
    padded = pairs + (pairs & 1);
    block.reset(static_cast<double*>(std::calloc(5 * padded, sizeof(double))));
    if (!block) return false;
    double* p = block.get();
    w = p, cos_w = p + padded, sin_w = p + 2 * padded;
    s = p + 3 * padded, c = p + 4 * padded;
    Frequencies(d_model, base, spacing, w);
    for (int32_t i = 0; i < pairs; ++i) {
      cos_w[i] = std::cos(w[i]);
      sin_w[i] = std::sin(w[i]);
    }
    return true;
  }

  void Anchor(int32_t position) {
    for (int32_t i = 0; i < pairs; ++i) {
      const double angle = static_cast<double>(position) * w[i];
      s[i] = std::sin(angle);
      c[i] = std::cos(angle);
    }
  }
};

// Scalar row writer and advance: the readable reference for the SIMD twin.
void WriteRowScalar(const PhaseState& st, int32_t d_model, Layout layout,
                    float* row) {
  const int32_t sines = st.pairs, cosines = d_model / 2;
  for (int32_t i = 0; i < sines; ++i) {
    const int32_t sin_col = layout == Layout::kInterleaved ? 2 * i : i;
    row[sin_col] = static_cast<float>(st.s[i]);
  }
  for (int32_t i = 0; i < cosines; ++i) {
    const int32_t cos_col = layout == Layout::kInterleaved ? 2 * i + 1 : sines + i;
    row[cos_col] = static_cast<float>(st.c[i]);
  }
}

void AdvanceScalar(PhaseState& st) {
  for (int32_t i = 0; i < st.padded; ++i) {
    const double s = st.s[i], c = st.c[i];
    st.s[i] = s * st.cos_w[i] + c * st.sin_w[i];
    st.c[i] = c * st.cos_w[i] - s * st.sin_w[i];
  }
}

// SIMD row writer: two pairs per step; the odd tails (an odd pair count, or
// an odd d_model whose last pair has no cosine) fall back to scalar stores.
void WriteRowSimd(const PhaseState& st, int32_t d_model, Layout layout,
                  float* row) {
  using simd::Load;
  const int32_t sines = st.pairs, cosines = d_model / 2;
  if (layout == Layout::kInterleaved) {
    int32_t i = 0;
    for (; i + 2 <= cosines; i += 2) {
      simd::StoreAsFloatZip(row + 2 * i, Load(st.s + i), Load(st.c + i));
    }
    for (; i < sines; ++i) row[2 * i] = static_cast<float>(st.s[i]);
    for (i = cosines & ~1; i < cosines; ++i) {
      row[2 * i + 1] = static_cast<float>(st.c[i]);
    }
    return;
  }
  int32_t i = 0;
  for (; i + 2 <= sines; i += 2) simd::StoreAsFloat2(row + i, Load(st.s + i));
  for (; i < sines; ++i) row[i] = static_cast<float>(st.s[i]);
  float* cos_row = row + sines;
  for (i = 0; i + 2 <= cosines; i += 2) {
    simd::StoreAsFloat2(cos_row + i, Load(st.c + i));
  }
  for (; i < cosines; ++i) cos_row[i] = static_cast<float>(st.c[i]);
}

void AdvanceSimd(PhaseState& st) {
  for (int32_t i = 0; i < st.padded; i += 2) {
    const simd::F64x2 s = simd::Load(st.s + i), c = simd::Load(st.c + i);
    const simd::F64x2 cw = simd::Load(st.cos_w + i), sw = simd::Load(st.sin_w + i);
    simd::Store(st.s + i, s * cw + c * sw);
    simd::Store(st.c + i, c * cw - s * sw);
  }
}

template <bool kSimd>
Status EncodeImpl(const EncodingSpec& spec, float* out) {
  if (Status st = ValidateEncoding(spec); st != Status::kOk) return st;
  if (out == nullptr) return Status::kInvalidArgument;
  PhaseState state;
  if (!state.Allocate(spec.d_model, spec.base, spec.spacing)) return Status::kOutOfMemory;
  for (int32_t r = 0; r < spec.positions; ++r) {
    if (r % kAnchorRows == 0) state.Anchor(spec.offset + r);
    float* row = out + static_cast<int64_t>(r) * spec.d_model;
    if constexpr (kSimd) {
      WriteRowSimd(state, spec.d_model, spec.layout, row);
      AdvanceSimd(state);
    } else {
      WriteRowScalar(state, spec.d_model, spec.layout, row);
      AdvanceScalar(state);
    }
  }
  return Status::kOk;
}

}  // namespace

Status ValidateEncoding(const EncodingSpec& spec) {
  if (spec.positions < 1 || spec.positions > kMaxPositions) {
    return Status::kInvalidPositions;
  }
  if (spec.d_model < 1 || spec.d_model > kMaxDModel) return Status::kInvalidDModel;
  if (!std::isfinite(spec.base) || !(spec.base > 1.0)) return Status::kInvalidBase;
  if (spec.offset < 0 || spec.offset > kMaxPositions - spec.positions) {
    return Status::kInvalidOffset;
  }
  if (spec.layout != Layout::kInterleaved && spec.layout != Layout::kConcatenated) {
    return Status::kInvalidLayout;
  }
  if (spec.spacing != Spacing::kPaper && spec.spacing != Spacing::kTensor2Tensor) {
    return Status::kInvalidArgument;
  }
  if (int64_t{spec.positions} * spec.d_model > kMaxElements) return Status::kTooLarge;
  return Status::kOk;
}

Status Frequencies(int32_t d_model, double base, Spacing spacing, double* out) {
  if (d_model < 1 || d_model > kMaxDModel) return Status::kInvalidDModel;
  if (!std::isfinite(base) || !(base > 1.0)) return Status::kInvalidBase;
  if (spacing != Spacing::kPaper && spacing != Spacing::kTensor2Tensor) {
    return Status::kInvalidArgument;
  }
  if (out == nullptr) return Status::kInvalidArgument;
  const int32_t pairs = PairCount(d_model);
  const double t2t_steps = pairs > 1 ? pairs - 1 : 1;
  for (int32_t i = 0; i < pairs; ++i) {
    const double exponent =
        spacing == Spacing::kPaper ? -2.0 * i / d_model : -i / t2t_steps;
    out[i] = std::pow(base, exponent);
  }
  return Status::kOk;
}

Status Encode(const EncodingSpec& spec, float* out) {
  return EncodeImpl<true>(spec, out);
}

Status EncodeScalar(const EncodingSpec& spec, float* out) {
  return EncodeImpl<false>(spec, out);
}

const char* SimdPathName() { return simd::kName; }

}  // namespace posenc
