// SPDX-License-Identifier: MIT
#include "posenc/precision.h"

#include <algorithm>
#include <cmath>

#include "core_util.h"
#include "posenc/encoding.h"

namespace posenc {
namespace {

// Rounds x to `bits` significand bits after the leading one, with exponents
// from min_exp (below it: subnormal spacing 2^(min_exp - bits)) to max_exp
// (above the largest finite value: infinity). Scaling by powers of two is
// exact, and nearbyint rounds ties to even in the default rounding mode
// (f64.nearest in wasm), so the result is the correctly rounded value.
double RoundToFormat(double x, int bits, int min_exp, int max_exp) {
  if (!std::isfinite(x) || x == 0) return x;
  int e = 0;
  std::frexp(x, &e);  // |x| in [2^(e-1), 2^e)
  const int exp = std::max(e - 1, min_exp);
  const double rounded =
      std::ldexp(std::nearbyint(std::ldexp(x, bits - exp)), exp - bits);
  if (std::fabs(rounded) >= std::ldexp(1.0, max_exp + 1))
    return std::copysign(INFINITY, x);
  return rounded;
}

}  // namespace

double RoundToFloat16(double x) { return RoundToFormat(x, 10, -14, 15); }
double RoundToBFloat16(double x) { return RoundToFormat(x, 7, -126, 127); }

namespace {

// The table, the per-row errors and their maximum, for a valid spec and its
// paper frequencies w.
void FillPrecision(const PrecisionSpec& spec, const double* w, float* values,
                   float* error_by_position, double* max_error) {
  const auto round =
      spec.format == NumberFormat::kFloat16 ? RoundToFloat16 : RoundToBFloat16;
  double worst_all = 0;
  for (int32_t r = 0; r < spec.positions; ++r) {
    const double p = static_cast<double>(spec.offset) + r;
    float* row = values + int64_t{r} * spec.d_model;
    double worst = 0;
    for (int32_t c = 0; c < spec.d_model; ++c) {
      const double exact = p * w[c / 2], coarse = round(exact);
      const double got = c % 2 == 0 ? std::sin(coarse) : std::cos(coarse);
      const double want = c % 2 == 0 ? std::sin(exact) : std::cos(exact);
      row[c] = static_cast<float>(got);
      worst = std::max(worst, std::fabs(got - want));
    }
    error_by_position[r] = static_cast<float>(worst);
    worst_all = std::max(worst_all, worst);
  }
  *max_error = worst_all;
}

}  // namespace

Status ValidatePrecision(const PrecisionSpec& spec) {
  if (Status st = internal::CheckRows(spec.positions, spec.offset);
      st != Status::kOk)
    return st;
  if (Status st = internal::CheckModel(spec.d_model, spec.base);
      st != Status::kOk)
    return st;
  if (!IsKnown(spec.format)) return Status::kInvalidArgument;
  if (spec.format == NumberFormat::kFloat16 &&
      spec.offset + spec.positions > kMaxFloat16Positions) {
    return Status::kInvalidOffset;
  }
  return internal::CheckElements(int64_t{spec.positions} * spec.d_model);
}

Status Precision(const PrecisionSpec& spec, float* values,
                 float* error_by_position, double* max_error) {
  if (error_by_position == nullptr || max_error == nullptr)
    return Status::kInvalidArgument;
  return internal::WithPaperFrequencies(
      ValidatePrecision(spec), values, spec.d_model, spec.base,
      [&](const double* w) {
        FillPrecision(spec, w, values, error_by_position, max_error);
        return Status::kOk;
      });
}

}  // namespace posenc
