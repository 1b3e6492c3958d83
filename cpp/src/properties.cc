// SPDX-License-Identifier: MIT
// Properties(): the lesson's claims about the encoding, measured.
#include <algorithm>
#include <cmath>

#include "core_util.h"
#include "geometry_internal.h"
#include "posenc/encoding.h"
#include "posenc/geometry.h"

namespace posenc {
namespace {

using internal::AllocateScratch;

constexpr int32_t kChunkRows = 64;  // rows encoded at a time for the norms
constexpr int kSamplePoints = 5;

// Encodes `rows` rows from position `first` into out (interleaved, paper).
Status EncodeRows(int32_t first, int32_t rows, int32_t d_model, double base,
                  float* out) {
  return Encode(PaperRows(rows, d_model, base, first), out);
}

// max |value| and the min / max squared row norm of the float32 output.
Status MeasureRows(int32_t n, int32_t d_model, double base,
                   EncodingProperties* out) {
  Scratch<float> chunk = AllocateScratch<float>(int64_t{kChunkRows} * d_model);
  if (!chunk) return Status::kOutOfMemory;
  double max_abs = 0, norm_min = INFINITY, norm_max = 0;
  for (int32_t r0 = 0; r0 < n; r0 += kChunkRows) {
    const int32_t rows = std::min(kChunkRows, n - r0);
    if (Status st = EncodeRows(r0, rows, d_model, base, chunk.get());
        st != Status::kOk) {
      return st;
    }
    for (int32_t r = 0; r < rows; ++r) {
      double norm = 0;
      for (int32_t c = 0; c < d_model; ++c) {
        const double v = chunk[int64_t{r} * d_model + c];
        max_abs = std::max(max_abs, std::fabs(v));
        norm += v * v;
      }
      norm_min = std::min(norm_min, norm);
      norm_max = std::max(norm_max, norm);
    }
  }
  out->max_abs_value = max_abs;
  out->squared_norm_min = norm_min;
  out->squared_norm_max = norm_max;
  out->expected_squared_norm = d_model / 2.0;
  return Status::kOk;
}

// Closest pair from the squared distance 2 (P' - sum_i cos(k w_i)) of the
// complete pairs (a function of k = q - p) plus, for an odd d_model, the lone
// sine's (sin(p w) - sin(q w))^2. Keeps the first pair in (p, q) order.
void ClosestPair(const double* cos_sum, const double* lone, int32_t n,
                 int32_t full_pairs, EncodingProperties* out) {
  double best = INFINITY;
  for (int32_t p = 0; p < (lone != nullptr ? n : 1); ++p) {
    for (int32_t q = p + 1; q < n; ++q) {
      double d2 = 2.0 * (full_pairs - cos_sum[q - p]);
      if (lone != nullptr) d2 += (lone[p] - lone[q]) * (lone[p] - lone[q]);
      if (d2 < best) {
        best = d2;
        out->closest_p = p;
        out->closest_q = q;
      }
    }
  }
  out->min_distance = std::sqrt(std::max(0.0, best));
}

Status MeasureDistances(int32_t n, int32_t d_model, const double* w,
                        EncodingProperties* out) {
  Scratch<double> cos_sum = AllocateScratch<double>(n);
  Scratch<double> lone = AllocateScratch<double>(n);
  if (!cos_sum || !lone) return Status::kOutOfMemory;
  const int32_t full_pairs = d_model / 2;
  internal::AddCosineSums(w, full_pairs, n, cos_sum.get());
  const bool odd = d_model % 2 == 1;
  for (int32_t p = 0; odd && p < n; ++p) lone[p] = std::sin(p * w[full_pairs]);
  ClosestPair(cos_sum.get(), odd ? lone.get() : nullptr, n, full_pairs, out);
  return Status::kOk;
}

// max over the paired channels of |M_k row(p) - row(p + k)|, float64 sums.
double RotationError(const float* from, const float* to, int32_t k,
                     int32_t d_model, const double* w) {
  double worst = 0;
  for (int32_t i = 0; i < d_model / 2; ++i) {
    float c, s;
    internal::RotationEntries(k, w[i], &c, &s);
    const double x = from[2 * i], y = from[2 * i + 1];
    const double sin_out = double{c} * x + double{s} * y;
    const double cos_out = -double{s} * x + double{c} * y;
    worst = std::max({worst, std::fabs(sin_out - to[2 * i]),
                      std::fabs(cos_out - to[2 * i + 1])});
  }
  return worst;
}

Status MeasureRotation(int32_t n, int32_t d_model, double base, const double* w,
                       EncodingProperties* out) {
  const int32_t points[kSamplePoints] = {0, 1, (n - 1) / 3, 2 * (n - 1) / 3,
                                         n - 1};
  Scratch<float> rows =
      AllocateScratch<float>(int64_t{kSamplePoints} * d_model);
  if (!rows) return Status::kOutOfMemory;
  for (int j = 0; j < kSamplePoints; ++j) {
    Status st = EncodeRows(points[j], 1, d_model, base,
                           rows.get() + int64_t{j} * d_model);
    if (st != Status::kOk) return st;
  }
  out->rotation_max_error = 0;
  out->rotation_sample = 0;
  for (int a = 0; a < kSamplePoints; ++a) {
    for (int b = 0; b < kSamplePoints; ++b) {
      // Skip repeated sample points (small n) so each (p, k) counts once.
      if (points[a] == points[b] ||
          std::count(points, points + a, points[a]) > 0 ||
          std::count(points, points + b, points[b]) > 0) {
        continue;
      }
      const double e = RotationError(rows.get() + int64_t{a} * d_model,
                                     rows.get() + int64_t{b} * d_model,
                                     points[b] - points[a], d_model, w);
      out->rotation_max_error = std::max(out->rotation_max_error, e);
      ++out->rotation_sample;
    }
  }
  return Status::kOk;
}

}  // namespace

Status ValidateProperties(int32_t positions, int32_t d_model, double base) {
  if (positions < 2 || positions > kMaxPropertiesPositions)
    return Status::kInvalidPositions;
  if (Status st = internal::CheckModel(d_model, base); st != Status::kOk)
    return st;
  return internal::CheckElements(int64_t{positions} * d_model);
}

Status Properties(int32_t positions, int32_t d_model, double base,
                  EncodingProperties* out) {
  if (Status st = ValidateProperties(positions, d_model, base);
      st != Status::kOk) {
    return st;
  }
  if (out == nullptr) return Status::kInvalidArgument;
  Scratch<double> w = internal::PaperFrequencies(d_model, base);
  if (!w) return Status::kOutOfMemory;
  EncodingProperties result;  // filled here, copied out only on success
  Status st = MeasureRows(positions, d_model, base, &result);
  if (st == Status::kOk)
    st = MeasureDistances(positions, d_model, w.get(), &result);
  if (st == Status::kOk)
    st = MeasureRotation(positions, d_model, base, w.get(), &result);
  if (st == Status::kOk) *out = result;
  return st;
}

}  // namespace posenc
