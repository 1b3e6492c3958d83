// SPDX-License-Identifier: MIT
#include "posenc/precision.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <vector>

using posenc::NumberFormat;
using posenc::PrecisionSpec;
using posenc::RoundToBFloat16;
using posenc::RoundToFloat16;
using posenc::Status;

namespace {

// bfloat16 by its usual definition: the top 16 bits of a float32, rounded to
// nearest even (valid for finite floats; the input here is a float).
double BFloat16FromFloatBits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  u += 0x7fff + ((u >> 16) & 1);
  u &= 0xffff0000u;
  std::memcpy(&f, &u, 4);
  return f;
}

}  // namespace

TEST_CASE(
    "float16 rounding: known values, ties to even, subnormals, overflow") {
  CHECK(RoundToFloat16(1044.27) == 1044.0);  // spacing 1 in [1024, 2048)
  CHECK(RoundToFloat16(1044.5) == 1044.0);   // tie -> even
  CHECK(RoundToFloat16(1045.5) == 1046.0);
  CHECK(RoundToFloat16(2049.0) == 2048.0);  // spacing 2, tie -> even
  CHECK(RoundToFloat16(2051.0) == 2052.0);
  CHECK(RoundToFloat16(0.1) == 0.0999755859375);
  CHECK(RoundToFloat16(-0.1) == -0.0999755859375);
  CHECK(RoundToFloat16(65504.0) == 65504.0);
  CHECK(RoundToFloat16(65519.99) == 65504.0);
  CHECK(RoundToFloat16(65520.0) == INFINITY);
  CHECK(RoundToFloat16(std::ldexp(1.0, -24)) ==
        std::ldexp(1.0, -24));                         // smallest subnormal
  CHECK(RoundToFloat16(std::ldexp(1.0, -25)) == 0.0);  // tie -> even (0)
  CHECK(RoundToFloat16(std::ldexp(3.0, -26)) == std::ldexp(1.0, -24));
  CHECK(RoundToFloat16(0.0) == 0.0);
  CHECK(std::isnan(RoundToFloat16(NAN)));
}

TEST_CASE(
    "bfloat16 rounding: known values and agreement with the float32 bit "
    "trick") {
  CHECK(RoundToBFloat16(1044.27) == 1048.0);  // spacing 8 in [1024, 2048)
  CHECK(RoundToBFloat16(1.00390625) == 1.0);  // 1 + 2^-8: tie -> even
  CHECK(RoundToBFloat16(1.01171875) ==
        1.015625);  // 1 + 3 * 2^-8: tie -> even (up)
  CHECK(RoundToBFloat16(0.1) == 0.10009765625);
  CHECK(RoundToBFloat16(3.4e38) == INFINITY);
  for (double x = 1e-3; x < 1e6; x *= 1.0137) {
    const float f = static_cast<float>(x);  // a float input: no double rounding
    CHECK(RoundToBFloat16(f) == BFloat16FromFloatBits(f));
  }
}

TEST_CASE(
    "precision: float16 angles are wrong by up to ~0.5 rad at large "
    "positions") {
  PrecisionSpec spec;
  spec.positions = 64;
  spec.d_model = 16;
  spec.offset = 40000;
  std::vector<float> values(64 * 16), errors(64);
  double max_error = -1;
  REQUIRE(posenc::Precision(spec, values.data(), errors.data(), &max_error) ==
          Status::kOk);
  // Angle p (pair 0) has spacing 32 above 32768: error up to 16 rad, so the
  // values are essentially wrong; sin/cos errors reach well above 0.5.
  CHECK(max_error > 0.5);
  CHECK(max_error <= 2.0);
  double worst = 0;
  for (float e : errors) worst = std::fmax(worst, e);
  CHECK(worst == Approx(max_error).epsilon(1e-6));
  // Row 0, channel 0: sin of the float16-rounded angle of position 40000.
  CHECK(values[0] == static_cast<float>(std::sin(RoundToFloat16(40000.0))));
}

TEST_CASE(
    "precision: small positions lose little, bfloat16 loses more than "
    "float16") {
  PrecisionSpec spec;
  spec.positions = 100;
  spec.d_model = 8;
  std::vector<float> values(800), e16(100), e_bf(100);
  double m16 = 0, mbf = 0;
  REQUIRE(posenc::Precision(spec, values.data(), e16.data(), &m16) ==
          Status::kOk);
  spec.format = NumberFormat::kBFloat16;
  REQUIRE(posenc::Precision(spec, values.data(), e_bf.data(), &mbf) ==
          Status::kOk);
  CHECK(e16[0] == 0.0f);  // angle 0 is exact
  CHECK(m16 <= 0.05);     // float16 spacing <= 2^-4 below 128
  CHECK(mbf > m16);       // 3 fewer significand bits
  CHECK(mbf <= 0.3);      // bfloat16 spacing <= 0.5 below 128
}

TEST_CASE("Precision rejects bad arguments and writes nothing") {
  std::vector<float> values(8, 2.0f), errors(2, 2.0f);
  double max_error = 2.0;
  PrecisionSpec spec;
  spec.positions = 2;
  spec.d_model = 4;
  spec.offset = posenc::kMaxFloat16Positions - 1;
  CHECK(posenc::Precision(spec, values.data(), errors.data(), &max_error) ==
        Status::kInvalidOffset);
  spec.format = NumberFormat::kBFloat16;  // bfloat16 has the range: allowed
  spec.format = static_cast<NumberFormat>(2);
  CHECK(posenc::Precision(spec, values.data(), errors.data(), &max_error) ==
        Status::kInvalidArgument);
  spec.format = NumberFormat::kFloat16;
  spec.offset = 0;
  spec.d_model = 0;
  CHECK(posenc::Precision(spec, values.data(), errors.data(), &max_error) ==
        Status::kInvalidDModel);
  spec.d_model = 4;
  spec.base = NAN;
  CHECK(posenc::Precision(spec, values.data(), errors.data(), &max_error) ==
        Status::kInvalidBase);
  spec.base = 1e4;
  CHECK(posenc::Precision(spec, values.data(), nullptr, &max_error) ==
        Status::kInvalidArgument);
  for (float v : values) CHECK(v == 2.0f);
  for (float v : errors) CHECK(v == 2.0f);
  CHECK(max_error == 2.0);
  spec.positions = 2;
  spec.offset = posenc::kMaxFloat16Positions - 2;
  CHECK(posenc::Precision(spec, values.data(), errors.data(), &max_error) ==
        Status::kOk);
}
