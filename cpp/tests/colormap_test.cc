// SPDX-License-Identifier: MIT
#include "posenc/colormap.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "posenc/encoding.h"

using posenc::Status;

namespace {

// A table whose every entry is distinct, alpha deliberately not 255 (the
// colouring must force it, as the JS colorize does).
std::vector<uint8_t> TestLut() {
  std::vector<uint8_t> lut(posenc::kLutBytes);
  for (int i = 0; i < 256; ++i) {
    lut[4 * i] = static_cast<uint8_t>(i);
    lut[4 * i + 1] = static_cast<uint8_t>(255 - i);
    lut[4 * i + 2] = static_cast<uint8_t>(i ^ 0x5a);
    lut[4 * i + 3] = 7;
  }
  return lut;
}

// The JS rule of web/src/render/colormap.js, transcribed.
int JsLutIndex(double value, double lo, double hi) {
  const double t = (value - lo) / (hi - lo);
  if (!(t == t)) return 128;
  return static_cast<int>(std::fmin(255, std::fmax(0, std::floor(t * 256))));
}

// Bin edges and their float32 neighbours, NaN, infinities, out-of-range values.
std::vector<float> EdgeValues(double lo, double hi) {
  std::vector<float> v = {NAN, INFINITY, -INFINITY, 0.0f, -0.0f, 1e30f, -1e30f};
  for (int j = -2; j <= 258; ++j) {
    const float edge = static_cast<float>(lo + (hi - lo) * j / 256.0);
    v.push_back(edge);
    v.push_back(std::nextafter(edge, -INFINITY));
    v.push_back(std::nextafter(edge, INFINITY));
  }
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> any(static_cast<float>(lo) - 1,
                                            static_cast<float>(hi) + 1);
  for (int i = 0; i < 4001; ++i) v.push_back(any(rng));
  return v;
}

}  // namespace

TEST_CASE(
    "Colorize and its scalar twin follow the JS index rule exactly, edges "
    "included") {
  const std::vector<uint8_t> lut = TestLut();
  for (auto [lo, hi] :
       {std::pair{-1.0, 1.0}, {0.0, 1.0}, {-3.7, 12.25}, {-1e-3, 2e-3}}) {
    const std::vector<float> values = EdgeValues(lo, hi);
    std::vector<uint8_t> simd(4 * values.size()), scalar(4 * values.size());
    REQUIRE(posenc::Colorize(values.data(), values.size(), lo, hi, lut.data(),
                             simd.data()) == Status::kOk);
    REQUIRE(posenc::ColorizeScalar(values.data(), values.size(), lo, hi,
                                   lut.data(), scalar.data()) == Status::kOk);
    int mismatches = 0;
    for (size_t i = 0; i < values.size(); ++i) {
      const int k = JsLutIndex(values[i], lo, hi);
      CHECK(posenc::LutIndex(values[i], lo, hi) == k);
      const uint8_t want[4] = {lut[4 * k], lut[4 * k + 1], lut[4 * k + 2], 255};
      for (int c = 0; c < 4; ++c)
        mismatches +=
            (simd[4 * i + c] != want[c]) + (scalar[4 * i + c] != want[c]);
    }
    CHECK(mismatches == 0);
    // An input starting at an odd float (no 8-byte alignment) colours the same.
    std::vector<uint8_t> shifted(4 * values.size() - 4);
    REQUIRE(posenc::Colorize(values.data() + 1, values.size() - 1, lo, hi,
                             lut.data(), shifted.data()) == Status::kOk);
    CHECK(std::equal(shifted.begin(), shifted.end(), simd.begin() + 4));
  }
}

TEST_CASE("known values land in the documented entries") {
  CHECK(posenc::LutIndex(-1.0, -1, 1) == 0);
  CHECK(posenc::LutIndex(1.0, -1, 1) == 255);  // t = 1 -> 256, clamped
  CHECK(posenc::LutIndex(0.0, -1, 1) == 128);
  CHECK(posenc::LutIndex(-1.0 / 256, -1, 1) == 127);
  CHECK(posenc::LutIndex(NAN, -1, 1) == 128);
  CHECK(posenc::LutIndex(-5.0, -1, 1) == 0);
  CHECK(posenc::LutIndex(INFINITY, -1, 1) == 255);
}

TEST_CASE("EncodePixels equals Colorize of Encode") {
  const std::vector<uint8_t> lut = TestLut();
  posenc::EncodingSpec spec;
  spec.positions = 200;
  spec.d_model = 33;
  spec.offset = 70000;
  std::vector<float> table(200 * 33), scratch(posenc::kPixelChunkRows * 33);
  REQUIRE(posenc::Encode(spec, table.data()) == Status::kOk);
  std::vector<uint8_t> want(4 * table.size()), got(4 * table.size());
  REQUIRE(posenc::Colorize(table.data(), table.size(), -1, 1, lut.data(),
                           want.data()) == Status::kOk);
  REQUIRE(posenc::EncodePixels(spec, -1, 1, lut.data(), scratch.data(),
                               got.data()) == Status::kOk);
  CHECK(got == want);
}

TEST_CASE("Colorize and EncodePixels reject bad arguments and write nothing") {
  const std::vector<uint8_t> lut = TestLut();
  const float values[2] = {0, 1};
  uint8_t out[8] = {9, 9, 9, 9, 9, 9, 9, 9};
  float scratch[posenc::kPixelChunkRows * 2];
  CHECK(posenc::Colorize(values, 2, 1, 1, lut.data(), out) ==
        Status::kInvalidArgument);
  CHECK(posenc::Colorize(values, 2, 1, -1, lut.data(), out) ==
        Status::kInvalidArgument);
  CHECK(posenc::Colorize(values, 2, NAN, 1, lut.data(), out) ==
        Status::kInvalidArgument);
  CHECK(posenc::Colorize(values, 2, -1, INFINITY, lut.data(), out) ==
        Status::kInvalidArgument);
  CHECK(posenc::Colorize(values, -1, -1, 1, lut.data(), out) ==
        Status::kTooLarge);
  CHECK(posenc::Colorize(values, posenc::kMaxElements + 1, -1, 1, lut.data(),
                         out) == Status::kTooLarge);
  CHECK(posenc::Colorize(values, 2, -1, 1, nullptr, out) ==
        Status::kInvalidArgument);
  posenc::EncodingSpec spec;
  spec.positions = 1;
  spec.d_model = 2;
  CHECK(posenc::EncodePixels(spec, 0, 0, lut.data(), scratch, out) ==
        Status::kInvalidArgument);
  spec.d_model = 0;
  CHECK(posenc::EncodePixels(spec, -1, 1, lut.data(), scratch, out) ==
        Status::kInvalidDModel);
  for (uint8_t b : out) CHECK(b == 9);
}
