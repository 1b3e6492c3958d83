// SPDX-License-Identifier: MIT
#include "posenc/colormap.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "simd128.h"

namespace posenc {
namespace {

// One RGBA pixel from the table, alpha forced to 255 as the JS colorize does.
inline void PutPixel(const uint8_t* lut, int32_t index, uint8_t* out) {
  std::memcpy(out, lut + 4 * index, 3);
  out[3] = 255;
}

void ColorizeSimd(const float* values, int64_t count, double lo, double hi,
                  const uint8_t* lut, uint8_t* out) {
  // Same operations in the same order as lutIndex in colormap.js:
  // ((v - lo) / (hi - lo)) * 256, each rounded in float64 (no FMA:
  // -ffp-contract=off), so the floors agree even at bin edges.
  const simd::F64x2 vlo = simd::Set(lo), span = simd::Set(hi - lo),
                    k256 = simd::Set(256.0);
  int64_t i = 0;
  for (; i + 2 <= count; i += 2) {
    int32_t index[2];
    simd::TableIndex2((simd::LoadFloat2(values + i) - vlo) / span * k256,
                      index);
    PutPixel(lut, index[0], out + 4 * i);
    PutPixel(lut, index[1], out + 4 * i + 4);
  }
  for (; i < count; ++i)
    PutPixel(lut, LutIndex(values[i], lo, hi), out + 4 * i);
}

}  // namespace

int32_t LutIndex(double value, double lo, double hi) {
  const double t = (value - lo) / (hi - lo);
  if (t != t) return 128;
  return static_cast<int32_t>(
      std::min(255.0, std::max(0.0, std::floor(t * 256))));
}

Status ValidateColorize(int64_t count, double lo, double hi) {
  if (count < 0 || count > kMaxElements) return Status::kTooLarge;
  if (!std::isfinite(lo) || !std::isfinite(hi) || !(lo < hi))
    return Status::kInvalidArgument;
  return Status::kOk;
}

namespace {

Status CheckColorizeCall(const float* values, int64_t count, double lo,
                         double hi, const uint8_t* lut, const uint8_t* out) {
  if (Status st = ValidateColorize(count, lo, hi); st != Status::kOk) return st;
  if (count > 0 && (values == nullptr || lut == nullptr || out == nullptr)) {
    return Status::kInvalidArgument;
  }
  return Status::kOk;
}

}  // namespace

Status Colorize(const float* values, int64_t count, double lo, double hi,
                const uint8_t* lut, uint8_t* out) {
  if (Status st = CheckColorizeCall(values, count, lo, hi, lut, out);
      st != Status::kOk) {
    return st;
  }
  ColorizeSimd(values, count, lo, hi, lut, out);
  return Status::kOk;
}

Status ColorizeScalar(const float* values, int64_t count, double lo, double hi,
                      const uint8_t* lut, uint8_t* out) {
  if (Status st = CheckColorizeCall(values, count, lo, hi, lut, out);
      st != Status::kOk) {
    return st;
  }
  for (int64_t i = 0; i < count; ++i)
    PutPixel(lut, LutIndex(values[i], lo, hi), out + 4 * i);
  return Status::kOk;
}

Status ValidateEncodePixels(const EncodingSpec& spec, double lo, double hi) {
  if (Status st = ValidateEncoding(spec); st != Status::kOk) return st;
  return ValidateColorize(0, lo, hi);
}

Status EncodePixels(const EncodingSpec& spec, double lo, double hi,
                    const uint8_t* lut, float* scratch, uint8_t* out) {
  if (Status st = ValidateEncodePixels(spec, lo, hi); st != Status::kOk)
    return st;
  if (lut == nullptr || scratch == nullptr || out == nullptr)
    return Status::kInvalidArgument;
  // One RowEncoder for all chunks: one Encode per chunk would repeat the
  // setup (libm calls for every pair) 64 times in a 4096-row frame.
  RowEncoder rows;
  if (Status st = rows.Start(spec); st != Status::kOk) return st;
  const int64_t d = spec.d_model;
  for (int32_t r0 = 0; r0 < spec.positions;) {
    const int32_t n = rows.Next(kPixelChunkRows, scratch);
    ColorizeSimd(scratch, n * d, lo, hi, lut, out + 4 * r0 * d);
    r0 += n;
  }
  return Status::kOk;
}

}  // namespace posenc
