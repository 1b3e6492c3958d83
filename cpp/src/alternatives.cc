// SPDX-License-Identifier: MIT
#include "posenc/alternatives.h"

#include <cmath>
#include <cstring>

#include "core_util.h"
#include "posenc/encoding.h"

namespace posenc {
namespace {

// SplitMix64 (Steele, Lea, Flood 2014): a fixed, portable mixer, so a seed
// gives the same table on every platform and in both wasm flavours.
uint64_t SplitMix64(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// Uniform in [-1, 1) on a 2^-23 grid (exact in float32). The key packs
// (seed, p, c) without overlap: c < 2^14, p < 2^20 (bits 14..33), seed < 2^20.
float LearnedValue(int32_t seed, int32_t p, int32_t c) {
  const uint64_t key =
      (uint64_t(seed) << 40) | (uint64_t(p) << 14) | uint64_t(c);
  return static_cast<float>(
      static_cast<double>(SplitMix64(key) >> 40) * 0x1p-23 - 1.0);
}

float NaiveValue(const AlternativeSpec& spec, int32_t p, int32_t c) {
  switch (spec.kind) {
    case AlternativeKind::kIndex:
      return static_cast<float>(p);
    case AlternativeKind::kFraction:
      return spec.positions > 1
                 ? static_cast<float>(double(p) / (spec.positions - 1))
                 : 0.0f;
    case AlternativeKind::kBinary:
      return c < 31 ? static_cast<float>((p >> c) & 1) : 0.0f;
    default:
      return LearnedValue(spec.seed, p, c);
  }
}

// The frequency bugs: channel c holds sin (even c) or cos (odd c) of p w_c.
double BugFrequency(const AlternativeSpec& spec, int32_t c) {
  const double d = spec.d_model;
  switch (spec.kind) {
    case AlternativeKind::kBugExponent:
      return std::pow(spec.base, -c / d);
    case AlternativeKind::kBugIntegerExponent:
      // 2 (c / 2) / d_model in integer arithmetic is 0 for every pair.
      return std::pow(spec.base, -(2 * (c / 2) / spec.d_model));
    default:
      return std::pow(spec.base, 2.0 * (c / 2) / d);  // kBugMultiply
  }
}

Status FillBatchAxis(const AlternativeSpec& spec, float* out) {
  const EncodingSpec row = PaperRows(1, spec.d_model, spec.base, spec.seed);
  if (Status st = Encode(row, out); st != Status::kOk) return st;
  for (int32_t p = 1; p < spec.positions; ++p) {
    std::memcpy(out + int64_t{p} * spec.d_model, out,
                sizeof(float) * spec.d_model);
  }
  return Status::kOk;
}

Status FillBug(const AlternativeSpec& spec, float* out) {
  Scratch<double> w = internal::AllocateScratch<double>(spec.d_model);
  if (!w) return Status::kOutOfMemory;
  for (int32_t c = 0; c < spec.d_model; ++c) w[c] = BugFrequency(spec, c);
  for (int32_t p = 0; p < spec.positions; ++p) {
    float* row = out + int64_t{p} * spec.d_model;
    for (int32_t c = 0; c < spec.d_model; ++c) {
      const double angle = p * w[c];
      row[c] =
          static_cast<float>(c % 2 == 0 ? std::sin(angle) : std::cos(angle));
    }
  }
  return Status::kOk;
}

}  // namespace

Status ValidateAlternative(const AlternativeSpec& spec) {
  if (!IsKnown(spec.kind)) return Status::kInvalidArgument;
  if (Status st = internal::CheckRows(spec.positions, 0); st != Status::kOk)
    return st;
  if (Status st = internal::CheckModel(spec.d_model, spec.base);
      st != Status::kOk)
    return st;
  if (spec.seed < 0 || spec.seed >= kMaxPositions)
    return Status::kInvalidArgument;
  if (Status st = internal::CheckElements(int64_t{spec.positions} * spec.d_model);
      st != Status::kOk)
    return st;
  // bug-multiply's largest angle, (positions - 1) * base^(2 (P-1) / d), is
  // beyond float64 for a base near its maximum; sin and cos of infinity are
  // NaN, so such a table is refused rather than filled with NaN.
  if (spec.kind == AlternativeKind::kBugMultiply &&
      !std::isfinite((spec.positions - 1) *
                     BugFrequency(spec, spec.d_model - 1)))
    return Status::kOverflow;
  return Status::kOk;
}

Status Alternative(const AlternativeSpec& spec, float* out) {
  if (Status st = ValidateAlternative(spec); st != Status::kOk) return st;
  if (out == nullptr) return Status::kInvalidArgument;
  switch (spec.kind) {
    case AlternativeKind::kBugBatchAxis:
      return FillBatchAxis(spec, out);
    case AlternativeKind::kBugExponent:
    case AlternativeKind::kBugMultiply:
    case AlternativeKind::kBugIntegerExponent:
      return FillBug(spec, out);
    default:
      break;
  }
  for (int32_t p = 0; p < spec.positions; ++p) {
    float* row = out + int64_t{p} * spec.d_model;
    for (int32_t c = 0; c < spec.d_model; ++c) row[c] = NaiveValue(spec, p, c);
  }
  return Status::kOk;
}

}  // namespace posenc
