// SPDX-License-Identifier: MIT
// Every numeric entry point at the ends of its valid ranges (the smallest and
// largest bases, the last positions, the widest model, the largest shifts):
// each result is finite, or the call is refused with kOverflow. The JS twin
// of this test runs the same class of calls through the API
// (tests/fixtures/hostile-inputs.js, extremeValidCalls).
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <vector>

#include "posenc/alternatives.h"
#include "posenc/attention.h"
#include "posenc/encoding.h"
#include "posenc/geometry.h"
#include "posenc/precision.h"

using posenc::Status;

namespace {

const double kBases[] = {1.0 + std::numeric_limits<double>::epsilon(),
                         1.000001, 1e300,
                         std::numeric_limits<double>::max()};

template <class T>
bool AllFinite(const std::vector<T>& values) {
  for (T v : values)
    if (!std::isfinite(v)) return false;
  return true;
}

}  // namespace

TEST_CASE("encode, frequencies, rotation, similarity and dot profile stay "
          "finite at every base, the last positions and the widest model") {
  const int32_t last = posenc::kMaxPositions;
  for (double base : kBases) {
    CAPTURE(base);
    for (auto spacing : {posenc::Spacing::kPaper, posenc::Spacing::kTensor2Tensor}) {
      std::vector<double> w(posenc::kMaxDModel / 2);
      REQUIRE(posenc::Frequencies(posenc::kMaxDModel, base, spacing, w.data()) == Status::kOk);
      CHECK(AllFinite(w));
      const posenc::EncodingSpec spec{4, posenc::kMaxDModel, base, posenc::Layout::kInterleaved,
                                      last - 4, spacing};
      std::vector<float> table(4 * posenc::kMaxDModel);
      REQUIRE(posenc::Encode(spec, table.data()) == Status::kOk);
      CHECK(AllFinite(table));
    }
    std::vector<float> m(512 * 512);
    REQUIRE(posenc::Rotation(-posenc::kMaxRotationOffset, 512, base, m.data()) == Status::kOk);
    CHECK(AllFinite(m));
    std::vector<float> s(4 * 4);
    REQUIRE(posenc::Similarity({4, posenc::kMaxDModel, base, last - 4}, s.data()) == Status::kOk);
    CHECK(AllFinite(s));
    std::vector<double> profile(4096);
    REQUIRE(posenc::DotProfile(posenc::kMaxDModel, base, 4096, profile.data()) == Status::kOk);
    CHECK(AllFinite(profile));
  }
}

TEST_CASE("properties, precision and rope stay finite at every base and at "
          "the ends of their ranges") {
  const int32_t last = posenc::kMaxPositions;
  for (double base : kBases) {
    CAPTURE(base);
    posenc::EncodingProperties facts;
    REQUIRE(posenc::Properties(64, 8191, base, &facts) == Status::kOk);
    CHECK(AllFinite(std::vector<double>{facts.min_distance, facts.max_abs_value, facts.squared_norm_min,
                                        facts.squared_norm_max, facts.expected_squared_norm,
                                        facts.rotation_max_error}));
    for (auto [format, end] : {std::pair{posenc::NumberFormat::kFloat16, posenc::kMaxFloat16Positions},
                               std::pair{posenc::NumberFormat::kBFloat16, last}}) {
      const posenc::PrecisionSpec spec{16, 512, base, end - 16, format};
      std::vector<float> values(16 * 512), errors(16);
      double max_error = -1;
      REQUIRE(posenc::Precision(spec, values.data(), errors.data(), &max_error) == Status::kOk);
      CHECK(AllFinite(values));
      CHECK(AllFinite(errors));
      CHECK(std::isfinite(max_error));
    }
    // The largest input the API lets through (|x| <= 1e30), signs alternating.
    std::vector<float> input(512), out(512);
    for (size_t i = 0; i < input.size(); ++i) input[i] = i % 2 ? -9.99e29f : 9.99e29f;
    REQUIRE(posenc::Rope(input.data(), 1, 512, base, last - 1, out.data()) == Status::kOk);
    CHECK(AllFinite(out));
  }
}

TEST_CASE("rope refuses inputs whose rotation could leave float32: past "
          "kMaxRopeValue or not finite, writing nothing") {
  for (float bad : {3.4e38f, -2e30f, std::numeric_limits<float>::infinity(),
                    std::numeric_limits<float>::quiet_NaN()}) {
    CAPTURE(bad);
    std::vector<float> input(8, 1.0f), out(8, -5.0f);
    input[5] = bad;
    CHECK(posenc::Rope(input.data(), 2, 4, 10000.0, 3, out.data()) ==
          Status::kInvalidArgument);
    for (float v : out) CHECK(v == -5.0f);
  }
  // Both values of a pair at the largest float32 within the cap: finite.
  const float cap = std::nextafter(static_cast<float>(posenc::kMaxRopeValue), 0.0f);
  REQUIRE(cap <= posenc::kMaxRopeValue);
  std::vector<float> top(2, cap), out(2);
  REQUIRE(posenc::Rope(top.data(), 1, 2, 10000.0, 7, out.data()) == Status::kOk);
  CHECK(AllFinite(out));
}
