// SPDX-License-Identifier: MIT
#include "posenc/geometry.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "core_util.h"
#include "geometry_internal.h"
#include "simd128.h"

namespace posenc {
namespace internal {

// cos(k w) is run as a float64 rotation recurrence over k, two offsets per
// vector (lanes k, k + 1, stepped by 2w) and re-anchored with std::sin/cos
// every kAnchorOffsets offsets: the accumulated rounding stays near 1e-14.
constexpr int32_t kAnchorOffsets = 64;

namespace {

// Lanes (k, k + 1) of cos and sin at the anchor offset k.
void AnchorPair(double w, int32_t k, simd::F64x2* c, simd::F64x2* s) {
  const double a0 = k * w, a1 = (k + 1.0) * w;
  const double cs[2] = {std::cos(a0), std::cos(a1)},
               sn[2] = {std::sin(a0), std::sin(a1)};
  *c = simd::Load(cs);
  *s = simd::Load(sn);
}

// One step of two offsets: (c, s) <- rotation by 2w.
inline void StepPair(simd::F64x2 c2, simd::F64x2 s2, simd::F64x2* c,
                     simd::F64x2* s) {
  const simd::F64x2 next = *c * c2 - *s * s2;
  *s = *s * c2 + *c * s2;
  *c = next;
}

// Adds lane 0 of v to *out: the odd offset left at the end of a block.
inline void AddLowLane(simd::F64x2 v, double* out) {
  double lanes[2];
  simd::Store(lanes, v);
  *out += lanes[0];
}

// AddCosines for four frequencies at once. One recurrence is latency-bound
// (each step waits for the previous one); four independent ones overlap, and
// `out` is loaded and stored once per step instead of four times
// (docs/performance.md, "Why the code is as it is").
void AddFourCosines(const double* w, int32_t count, double* out) {
  simd::F64x2 c2[4], s2[4], c[4], s[4];
  for (int m = 0; m < 4; ++m) {
    c2[m] = simd::Set(std::cos(2 * w[m]));
    s2[m] = simd::Set(std::sin(2 * w[m]));
  }
  for (int32_t k0 = 0; k0 < count; k0 += kAnchorOffsets) {
    const int32_t end = std::min(count, k0 + kAnchorOffsets);
    for (int m = 0; m < 4; ++m) AnchorPair(w[m], k0, &c[m], &s[m]);
    int32_t k = k0;
    for (; k + 2 <= end; k += 2) {
      simd::Store(out + k,
                  simd::Load(out + k) + ((c[0] + c[1]) + (c[2] + c[3])));
      for (int m = 0; m < 4; ++m) StepPair(c2[m], s2[m], &c[m], &s[m]);
    }
    if (k < end) AddLowLane((c[0] + c[1]) + (c[2] + c[3]), out + k);
  }
}

}  // namespace

void AddCosines(double w, int32_t count, double scale, double* out) {
  const simd::F64x2 c2 = simd::Set(std::cos(2 * w)),
                    s2 = simd::Set(std::sin(2 * w));
  const simd::F64x2 sc = simd::Set(scale);
  for (int32_t k0 = 0; k0 < count; k0 += kAnchorOffsets) {
    const int32_t end = std::min(count, k0 + kAnchorOffsets);
    simd::F64x2 c, s;
    AnchorPair(w, k0, &c, &s);
    int32_t k = k0;
    for (; k + 2 <= end; k += 2) {
      simd::Store(out + k, simd::Load(out + k) + c * sc);
      StepPair(c2, s2, &c, &s);
    }
    if (k < end) AddLowLane(c * sc, out + k);
  }
}

void AddCosineSums(const double* w, int32_t pairs, int32_t count, double* out) {
  int32_t j = 0;
  for (; j + 4 <= pairs; j += 4) AddFourCosines(w + j, count, out);
  for (; j < pairs; ++j) AddCosines(w[j], count, 1.0, out);
}

void RotationEntries(int32_t k, double w, float* cos_kw, float* sin_kw) {
  const double angle = static_cast<double>(k) * w;  // exact sign symmetry in k
  *cos_kw = static_cast<float>(std::cos(angle));
  *sin_kw = static_cast<float>(std::sin(angle));
}

}  // namespace internal

namespace {

using internal::AllocateScratch;

// Row p of an odd-d_model similarity matrix: S[p][q] = band(q - p) +
// lone[p] lone[q], summed in float64 two columns at a time and rounded once.
// `row_band` is the band from distance -p on.
void ToeplitzPlusOuterRow(const double* row_band, const double* lone, int32_t n,
                          int32_t p, float* row) {
  const simd::F64x2 lp = simd::Set(lone[p]);
  int32_t q = 0;
  for (; q + 2 <= n; q += 2) {
    simd::StoreAsFloat2(row + q,
                        simd::Load(row_band + q) + lp * simd::Load(lone + q));
  }
  if (q < n) row[q] = static_cast<float>(row_band[q] + lone[p] * lone[q]);
}

// M_k for the frequencies w, into a zeroed out.
Status FillRotation(int32_t k, int32_t d_model, const double* w, float* out) {
  std::memset(out, 0, sizeof(float) * d_model * d_model);
  const int64_t d = d_model;
  for (int32_t i = 0; i < PairCount(d_model); ++i) {
    float c, s;
    internal::RotationEntries(k, w[i], &c, &s);
    const int64_t r = 2 * i;
    out[r * d + r] = c;
    if (r + 1 == d) break;  // the lone sine of an odd d_model: cos(k w) only
    out[r * d + r + 1] = s;
    out[(r + 1) * d + r] = 0.0f - s;  // +0, not -0, in M_0 = I
    out[(r + 1) * d + r + 1] = c;
  }
  return Status::kOk;
}

// Row r of M_k PE(p) is the dot product of its pair's block row with the
// pair's two channels of PE(p): the same two float32 x float32 products, exact
// in float64, added in the same order as a dense row (the zeros change
// nothing), so the result is the dense product's.
double MaxShiftError(int32_t p, int32_t k, int32_t d_model, const double* w) {
  double worst = 0;
  for (int32_t i = 0; i < PairCount(d_model); ++i) {
    float c, s;
    internal::RotationEntries(k, w[i], &c, &s);
    const double from = static_cast<double>(p) * w[i];
    const double to = (static_cast<double>(p) + k) * w[i];
    // PE(p) as Encode stores it: float64 sin and cos rounded to float32.
    const double x = static_cast<float>(std::sin(from));
    if (2 * i + 1 == d_model) {  // the lone sine: M_k[d-1][d-1] = cos(k w)
      worst = std::max(worst, std::fabs(double{c} * x - std::sin(to)));
      break;
    }
    const double y = static_cast<float>(std::cos(from));
    const double sin_out = double{c} * x + double{s} * y;
    const double cos_out = -double{s} * x + double{c} * y;
    worst = std::max({worst, std::fabs(sin_out - std::sin(to)),
                      std::fabs(cos_out - std::cos(to))});
  }
  return worst;
}

// The profile for the frequencies w.
Status FillDotProfile(int32_t d_model, int32_t offsets, const double* w,
                      double* out) {
  std::fill(out, out + offsets, 0.0);
  internal::AddCosineSums(w, d_model / 2, offsets, out);
  if (d_model % 2 == 1) internal::AddCosines(w[d_model / 2], offsets, 0.5, out);
  return Status::kOk;
}

}  // namespace

Status ValidateRotation(int32_t k, int32_t d_model, double base) {
  if (k < -kMaxRotationOffset || k > kMaxRotationOffset)
    return Status::kInvalidArgument;
  if (Status st = internal::CheckModel(d_model, base); st != Status::kOk)
    return st;
  return internal::CheckElements(int64_t{d_model} * d_model);
}

Status ValidateShiftError(int32_t p, int32_t k, int32_t d_model, double base) {
  if (k < -kMaxRotationOffset || k > kMaxRotationOffset)
    return Status::kInvalidArgument;
  if (Status st = internal::CheckRows(1, p); st != Status::kOk) return st;
  return internal::CheckModel(d_model, base);
}

Status ValidateSimilarity(const SimilaritySpec& spec) {
  if (Status st = internal::CheckRows(spec.positions, spec.offset);
      st != Status::kOk)
    return st;
  if (Status st = internal::CheckModel(spec.d_model, spec.base);
      st != Status::kOk)
    return st;
  return internal::CheckElements(int64_t{spec.positions} * spec.positions);
}

Status ValidateDotProfile(int32_t d_model, double base, int32_t offsets) {
  if (Status st = internal::CheckModel(d_model, base); st != Status::kOk)
    return st;
  if (offsets < 1 || offsets > kMaxPositions) return Status::kInvalidArgument;
  return internal::CheckElements(int64_t{offsets} * PairCount(d_model));
}

Status Rotation(int32_t k, int32_t d_model, double base, float* out) {
  return internal::WithPaperFrequencies(
      ValidateRotation(k, d_model, base), out, d_model, base,
      [&](const double* w) { return FillRotation(k, d_model, w, out); });
}

Status ShiftError(int32_t p, int32_t k, int32_t d_model, double base,
                  double* error) {
  return internal::WithPaperFrequencies(
      ValidateShiftError(p, k, d_model, base), error, d_model, base,
      [&](const double* w) {
        *error = MaxShiftError(p, k, d_model, w);
        return Status::kOk;
      });
}

Status DotProfile(int32_t d_model, double base, int32_t offsets, double* out) {
  return internal::WithPaperFrequencies(
      ValidateDotProfile(d_model, base, offsets), out, d_model, base,
      [&](const double* w) {
        return FillDotProfile(d_model, offsets, w, out);
      });
}

Status Similarity(const SimilaritySpec& spec, float* out) {
  if (Status st = ValidateSimilarity(spec); st != Status::kOk) return st;
  if (out == nullptr) return Status::kInvalidArgument;
  SimilarityRows rows;
  if (Status st = rows.Start(spec); st != Status::kOk) return st;
  rows.Next(spec.positions, out);
  return Status::kOk;
}

// The distance profile sum_i cos(k w_i) once, as the band of values S(q - p)
// for q - p = -(n - 1) .. n - 1 (S is even in p - q), so that row p is a
// contiguous slice of it: for an even d_model one memcpy per row (the
// vectorised copy of the C library) and no arithmetic. An odd d_model adds
// the lone sine's outer product, which is where `offset` matters.
Status SimilarityRows::Start(const SimilaritySpec& spec) {
  band_.reset();
  band_and_lone_.reset();
  positions_ = row_ = 0;
  if (Status st = ValidateSimilarity(spec); st != Status::kOk) return st;
  const int32_t n = spec.positions;
  const int32_t d_model = spec.d_model;
  const int32_t offset = spec.offset;
  const Scratch<double> w = internal::PaperFrequencies(d_model, spec.base);
  const Scratch<double> diag = AllocateScratch<double>(n);
  if (!w || !diag) return Status::kOutOfMemory;
  internal::AddCosineSums(w.get(), d_model / 2, n, diag.get());
  const auto distance = [&](int32_t j) { return diag[std::abs(j - (n - 1))]; };
  if (d_model % 2 == 0) {
    band_ = AllocateScratch<float>(2 * int64_t{n});
    if (!band_) return Status::kOutOfMemory;
    for (int32_t j = 0; j < 2 * n - 1; ++j)
      band_[j] = static_cast<float>(distance(j));
  } else {
    band_and_lone_ = AllocateScratch<double>(3 * int64_t{n});
    if (!band_and_lone_) return Status::kOutOfMemory;
    double* lone = band_and_lone_.get() + 2 * int64_t{n};
    for (int32_t j = 0; j < 2 * n - 1; ++j) band_and_lone_[j] = distance(j);
    const double w_last = w[d_model / 2];
    for (int32_t p = 0; p < n; ++p)
      lone[p] = std::sin(static_cast<double>(offset + p) * w_last);
  }
  positions_ = n;
  return Status::kOk;
}

int32_t SimilarityRows::Next(int32_t rows, float* out) {
  if (positions_ == 0 || out == nullptr || rows < 1) return 0;
  const int32_t n = positions_;
  const int32_t count = std::min(rows, n - row_);
  for (int32_t p = row_; p < row_ + count; ++p) {
    float* row = out + int64_t{p - row_} * n;
    if (band_) {
      std::memcpy(row, band_.get() + (n - 1 - p), sizeof(float) * n);
    } else {
      const double* band = band_and_lone_.get();
      ToeplitzPlusOuterRow(band + (n - 1 - p), band + 2 * int64_t{n}, n, p,
                           row);
    }
  }
  row_ += count;
  if (row_ == n) {
    band_.reset();
    band_and_lone_.reset();
    positions_ = 0;
  }
  return count;
}

}  // namespace posenc
