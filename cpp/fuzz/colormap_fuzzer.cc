// SPDX-License-Identifier: MIT
// Fuzzes the colour mapping: Colorize and ColorizeScalar on arbitrary float
// bits (NaN, infinities, denormals, bin edges) and ranges, and EncodePixels
// on encoding specs. Contract checked on every input:
//  - bad ranges (lo, hi not finite, lo >= hi) and bad specs write nothing;
//  - every pixel is the table entry of LutIndex(value) with alpha 255, the
//    SIMD and scalar paths agree byte for byte, LutIndex is in [0, 255];
//  - EncodePixels equals Colorize of Encode's values (capped size).
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "fuzz_input.h"
#include "posenc/colormap.h"
#include "posenc/encoding.h"

namespace {

using posenc::Status;
using posenc::fuzz::Check;
using posenc::fuzz::FuzzInput;

constexpr int64_t kHarnessElements = int64_t{1} << 13;
constexpr uint8_t kCanary = 0xA5;

std::vector<uint8_t> Lut() {
  std::vector<uint8_t> lut(posenc::kLutBytes);
  for (int32_t i = 0; i < posenc::kLutBytes; ++i)
    lut[i] = static_cast<uint8_t>(i * 7 + i / 4);
  return lut;
}

// A raw double (tag 0) or a range endpoint near [-1, 1].
double Endpoint(FuzzInput &in) {
  const double v = in.Real();
  return in.Byte() % 2 == 0 ? v : -1.0 + std::fmod(std::fabs(v), 2.0);
}

void FuzzColorize(FuzzInput &in, const std::vector<uint8_t> &lut) {
  const double lo = Endpoint(in), hi = Endpoint(in);
  const int64_t count = in.Int(0, 256);
  const bool valid = std::isfinite(lo) && std::isfinite(hi) && lo < hi &&
                     count >= 0 && count <= posenc::kMaxElements;
  Check((posenc::ValidateColorize(count, lo, hi) == Status::kOk) == valid);
  const int64_t n = valid && count <= kHarnessElements ? count : 16;
  std::vector<float> values(static_cast<size_t>(n));
  for (float &v : values) {
    const uint32_t bits = in.U32();
    std::memcpy(&v, &bits, sizeof v);
  }
  std::vector<uint8_t> simd(4 * n, kCanary), scalar(4 * n, kCanary);
  const Status a = posenc::Colorize(values.data(), valid ? n : count, lo, hi,
                                    lut.data(), simd.data());
  const Status b = posenc::ColorizeScalar(values.data(), valid ? n : count, lo,
                                          hi, lut.data(), scalar.data());
  Check((a == Status::kOk) == valid && a == b && simd == scalar);
  for (int64_t i = 0; i < n; ++i) {
    if (!valid) {
      Check(simd[4 * i] == kCanary);
      continue;
    }
    const int32_t index = posenc::LutIndex(values[i], lo, hi);
    Check(index >= 0 && index < posenc::kLutEntries);
    Check(std::memcmp(&simd[4 * i], &lut[4 * index], 3) == 0 &&
          simd[4 * i + 3] == 255);
  }
}

void FuzzEncodePixels(FuzzInput &in, const std::vector<uint8_t> &lut) {
  // A braced list reads the input in field order: positions, d_model, base.
  posenc::EncodingSpec spec{in.Int(1, 200), in.Int(1, 64), in.Real()};
  spec.offset = in.Int(0, 100000);
  spec.layout = static_cast<posenc::Layout>(in.Int(0, 1));
  const double lo = Endpoint(in), hi = Endpoint(in);
  const bool valid = posenc::ValidateEncoding(spec) == Status::kOk &&
                     std::isfinite(lo) && std::isfinite(hi) && lo < hi;
  const int64_t count = int64_t{spec.positions} * spec.d_model;
  if (!valid || count > kHarnessElements) {
    std::vector<uint8_t> canary(64, kCanary);
    std::vector<float> scratch(size_t{posenc::kPixelChunkRows} * 64);
    if (!valid) {
      Check(posenc::EncodePixels(spec, lo, hi, lut.data(), scratch.data(),
                                 canary.data()) != Status::kOk);
    }
    for (uint8_t byte : canary)
      Check(byte == kCanary);
    return;
  }
  std::vector<float> values(static_cast<size_t>(count));
  std::vector<float> scratch(size_t{posenc::kPixelChunkRows} * spec.d_model);
  std::vector<uint8_t> pixels(4 * count), want(4 * count);
  Check(posenc::Encode(spec, values.data()) == Status::kOk);
  Check(posenc::Colorize(values.data(), count, lo, hi, lut.data(),
                         want.data()) == Status::kOk);
  Check(posenc::EncodePixels(spec, lo, hi, lut.data(), scratch.data(),
                             pixels.data()) == Status::kOk);
  Check(pixels == want);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const std::vector<uint8_t> lut = Lut();
  FuzzInput in(data, size);
  if (in.Byte() % 2 == 0) {
    FuzzColorize(in, lut);
  } else {
    FuzzEncodePixels(in, lut);
  }
  return 0;
}
