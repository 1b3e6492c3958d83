// SPDX-License-Identifier: MIT
#include "posenc/encoding.h"

#include <algorithm>
#include <cmath>

#include "core_util.h"
#include "simd128.h"

namespace posenc {
namespace {

using internal::AllocateScratch;

// Per-pair state of the recurrence, in float64, over one block of
// kPhaseArrays * pairs doubles (owned by the caller: Encode's scratch or a
// RowEncoder): the frequencies w_i, cos(w_i) and sin(w_i) (the rotation by
// one position), and sin(p w_i), cos(p w_i) for the current row p.
constexpr int kPhaseArrays = 5;

struct PhaseState {
  PhaseState(double* block, int32_t pair_count)
      : pairs(pair_count),
        w(block),
        cos_w(w + pairs),
        sin_w(cos_w + pairs),
        s(sin_w + pairs),
        c(s + pairs) {}

  // Sets s and c to the exact sin and cos of position * w_i.
  void Anchor(int32_t position) {
    for (int32_t i = 0; i < pairs; ++i) {
      const double angle = static_cast<double>(position) * w[i];
      s[i] = std::sin(angle);
      c[i] = std::cos(angle);
    }
  }

  int32_t pairs;
  double* w;
  double* cos_w;
  double* sin_w;
  double* s;
  double* c;
};

// The phase block of a valid spec with w, cos_w and sin_w set, or null when
// memory is short.
Scratch<double> NewPhaseBlock(const EncodingSpec& spec) {
  const int32_t pairs = PairCount(spec.d_model);
  Scratch<double> block =
      AllocateScratch<double>(kPhaseArrays * int64_t{pairs});
  if (!block) return block;
  const PhaseState st(block.get(), pairs);
  Frequencies(spec.d_model, spec.base, spec.spacing, st.w);
  for (int32_t i = 0; i < pairs; ++i) {
    st.cos_w[i] = std::cos(st.w[i]);
    st.sin_w[i] = std::sin(st.w[i]);
  }
  return block;
}

// The phase recurrence (s, c) <- (s cos w + c sin w, c cos w - s sin w) is the
// lesson's own M_1 rotation, run in float64. Its rounding grows by about one
// float64 ulp per row, so even 2^20 rows without re-anchoring would stay
// ~1e-10 from exact, far below float32 resolution. Re-anchoring from
// std::sin/cos every kAnchorRows rows bounds it anyway. Anchors are kept
// rare because each costs two libm calls per pair: every 128 rows would be
// 16K calls for a 4096 x 512 table (as many as 4% of its values), and the
// contract sweep measures the same 2.99e-8 maximum with 128 as with 1024.
constexpr int32_t kAnchorRows = 1024;

// Rows written per pass of the SIMD path over the state: the state of four
// pairs stays in registers for kBlockRows rows, so each state value is loaded
// and stored once per block instead of once per row (state traffic per row,
// 3x the output, would bound the kernel).
constexpr int kBlockRows = 4;

// Writes pairs [from, pairs) of one row, then advances them one position.
// With from = 0 it is the scalar twin, the readable reference; the SIMD path
// uses it for the pairs left over after its groups of four. Same operations
// in the same order as Rotate below, so both paths round identically.
void WriteAdvanceScalar(PhaseState& st, int32_t d_model, Layout layout,
                        int32_t from, float* row) {
  const int32_t cosines = d_model / 2;
  for (int32_t i = from; i < st.pairs; ++i) {
    const double s = st.s[i], c = st.c[i];
    row[SineChannel(i, layout)] = static_cast<float>(s);
    if (i < cosines)
      row[CosineChannel(i, d_model, layout)] = static_cast<float>(c);
    st.s[i] = s * st.cos_w[i] + c * st.sin_w[i];
    st.c[i] = c * st.cos_w[i] - s * st.sin_w[i];
  }
}

inline void Rotate(simd::F64x2& s, simd::F64x2& c, simd::F64x2 cw,
                   simd::F64x2 sw) {
  const simd::F64x2 s_next = s * cw + c * sw;
  c = c * cw - s * sw;
  s = s_next;
}

// Pairs [i, i + 4) of kRows consecutive rows, the state kept in registers:
// two 128-bit stores per row (sin/cos zipped, or four sines and four cosines).
template <int kRows, Layout kLayout>
void WriteQuadRows(PhaseState& st, int32_t d_model, int32_t i, float* row) {
  using simd::Load;
  simd::F64x2 s0 = Load(st.s + i), s1 = Load(st.s + i + 2);
  simd::F64x2 c0 = Load(st.c + i), c1 = Load(st.c + i + 2);
  const simd::F64x2 cw0 = Load(st.cos_w + i), cw1 = Load(st.cos_w + i + 2);
  const simd::F64x2 sw0 = Load(st.sin_w + i), sw1 = Load(st.sin_w + i + 2);
  for (int j = 0; j < kRows; ++j, row += d_model) {
    float* sines = row + SineChannel(i, kLayout);
    if constexpr (kLayout == Layout::kInterleaved) {
      simd::StoreAsFloatZip(sines, s0, c0);  // sin, cos, sin, cos
      simd::StoreAsFloatZip(sines + 4, s1, c1);
    } else {
      simd::StoreAsFloat4(sines, s0, s1);
      simd::StoreAsFloat4(row + CosineChannel(i, d_model, kLayout), c0, c1);
    }
    Rotate(s0, c0, cw0, sw0);
    Rotate(s1, c1, cw1, sw1);
  }
  simd::Store(st.s + i, s0);
  simd::Store(st.s + i + 2, s1);
  simd::Store(st.c + i, c0);
  simd::Store(st.c + i + 2, c1);
}

// kRows rows: groups of four pairs that all have a cosine in SIMD, the rest
// (at most 3 pairs, plus an odd d_model's last sine) in scalar code.
template <int kRows, Layout kLayout>
void WriteRowsSimd(PhaseState& st, int32_t d_model, float* row) {
  const int32_t vector_pairs = (d_model / 2) & ~3;
  for (int32_t i = 0; i < vector_pairs; i += 4) {
    WriteQuadRows<kRows, kLayout>(st, d_model, i, row);
  }
  if (vector_pairs == st.pairs) return;
  for (int j = 0; j < kRows; ++j) {
    WriteAdvanceScalar(st, d_model, kLayout, vector_pairs,
                       row + int64_t{j} * d_model);
  }
}

template <Layout kLayout>
void WriteSegmentSimd(PhaseState& st, int32_t d_model, int32_t rows,
                      float* out) {
  int32_t r = 0;
  for (; r + kBlockRows <= rows; r += kBlockRows) {
    WriteRowsSimd<kBlockRows, kLayout>(st, d_model, out + int64_t{r} * d_model);
  }
  for (; r < rows; ++r)
    WriteRowsSimd<1, kLayout>(st, d_model, out + int64_t{r} * d_model);
}

template <bool kSimd>
void WriteSegment(PhaseState& st, int32_t d_model, Layout layout, int32_t rows,
                  float* out) {
  if constexpr (kSimd) {
    if (layout == Layout::kInterleaved) {
      WriteSegmentSimd<Layout::kInterleaved>(st, d_model, rows, out);
    } else {
      WriteSegmentSimd<Layout::kConcatenated>(st, d_model, rows, out);
    }
  } else {
    for (int32_t r = 0; r < rows; ++r) {
      WriteAdvanceScalar(st, d_model, layout, 0, out + int64_t{r} * d_model);
    }
  }
}

// Rows [first, first + rows) of spec into out, re-anchoring at every
// multiple of kAnchorRows: the same anchors however the rows are chunked, so
// RowEncoder's chunks equal one Encode call bit for bit.
template <bool kSimd>
void WriteRows(PhaseState& st, const EncodingSpec& spec, int32_t first,
               int32_t rows, float* out) {
  const int32_t d = spec.d_model;
  for (int32_t done = 0; done < rows;) {
    const int32_t row = first + done;
    if (row % kAnchorRows == 0) st.Anchor(spec.offset + row);
    const int32_t n = std::min(rows - done, kAnchorRows - row % kAnchorRows);
    WriteSegment<kSimd>(st, d, spec.layout, n, out + int64_t{done} * d);
    done += n;
  }
}

template <bool kSimd>
Status EncodeImpl(const EncodingSpec& spec, float* out) {
  if (Status st = ValidateEncoding(spec); st != Status::kOk) return st;
  if (out == nullptr) return Status::kInvalidArgument;
  const Scratch<double> block = NewPhaseBlock(spec);
  if (!block) return Status::kOutOfMemory;
  PhaseState state(block.get(), PairCount(spec.d_model));
  WriteRows<kSimd>(state, spec, 0, spec.positions, out);
  return Status::kOk;
}

}  // namespace

Status ValidateEncoding(const EncodingSpec& spec) {
  if (spec.positions < 1 || spec.positions > kMaxPositions) {
    return Status::kInvalidPositions;
  }
  if (spec.d_model < 1 || spec.d_model > kMaxDModel)
    return Status::kInvalidDModel;
  if (!std::isfinite(spec.base) || !(spec.base > 1.0))
    return Status::kInvalidBase;
  if (spec.offset < 0 || spec.offset > kMaxPositions - spec.positions) {
    return Status::kInvalidOffset;
  }
  if (!IsKnown(spec.layout)) return Status::kInvalidLayout;
  if (!IsKnown(spec.spacing)) return Status::kInvalidArgument;
  return internal::CheckElements(int64_t{spec.positions} * spec.d_model);
}

Status ValidateFrequencies(int32_t d_model, double base, Spacing spacing) {
  if (Status st = internal::CheckModel(d_model, base); st != Status::kOk)
    return st;
  if (!IsKnown(spacing)) return Status::kInvalidArgument;
  return Status::kOk;
}

Status Frequencies(int32_t d_model, double base, Spacing spacing, double* out) {
  if (Status st = ValidateFrequencies(d_model, base, spacing);
      st != Status::kOk)
    return st;
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

Status RowEncoder::Start(const EncodingSpec& spec) {
  state_.reset();
  if (Status st = ValidateEncoding(spec); st != Status::kOk) return st;
  state_ = NewPhaseBlock(spec);
  if (!state_) return Status::kOutOfMemory;
  spec_ = spec;
  row_ = 0;
  return Status::kOk;
}

int32_t RowEncoder::Next(int32_t rows, float* out) {
  if (!state_ || out == nullptr || rows < 1) return 0;
  const int32_t n = std::min(rows, spec_.positions - row_);
  PhaseState state(state_.get(), PairCount(spec_.d_model));
  WriteRows<true>(state, spec_, row_, n, out);
  row_ += n;
  if (row_ == spec_.positions) state_.reset();
  return n;
}

const char* SimdPathName() { return simd::kName; }

}  // namespace posenc
