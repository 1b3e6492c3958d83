// SPDX-License-Identifier: MIT
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "posenc/geometry.h"
#include "reference.h"

using posenc::EncodingProperties;
using posenc::Status;
using posenc::testing::FrequenciesOf;
using posenc::testing::ReferenceValue;

namespace {

struct Closest {
  double distance = INFINITY;
  int p = -1, q = -1;
};

// Brute force over every pair of float64 reference rows.
Closest BruteForceClosest(int n, int d_model) {
  const std::vector<double> w = FrequenciesOf(d_model);
  Closest best;
  for (int p = 0; p < n; ++p) {
    for (int q = p + 1; q < n; ++q) {
      double d2 = 0;
      for (int c = 0; c < d_model; ++c) {
        const double diff = ReferenceValue(w, p, c) - ReferenceValue(w, q, c);
        d2 += diff * diff;
      }
      if (d2 < best.distance) best = {d2, p, q};
    }
  }
  best.distance = std::sqrt(best.distance);
  return best;
}

}  // namespace

TEST_CASE("Properties finds the closest pair that brute force finds") {
  for (auto [n, d_model] :
       {std::pair{2, 4}, {100, 16}, {300, 7}, {64, 1}, {257, 2}}) {
    EncodingProperties got;
    REQUIRE(posenc::Properties(n, d_model, 10000.0, &got) == Status::kOk);
    const Closest want = BruteForceClosest(n, d_model);
    CHECK(got.min_distance == Approx(want.distance).epsilon(1e-9));
    // Ties are possible between different pairs; the distance of the
    // reported pair must be the minimum.
    const std::vector<double> w = FrequenciesOf(d_model);
    double d2 = 0;
    for (int c = 0; c < d_model; ++c) {
      const double diff = ReferenceValue(w, got.closest_p, c) -
                          ReferenceValue(w, got.closest_q, c);
      d2 += diff * diff;
    }
    CHECK(std::sqrt(d2) == Approx(want.distance).epsilon(1e-9));
    CHECK(got.closest_p < got.closest_q);
  }
}

TEST_CASE(
    "Properties reports bounded values, the d/2 norm and a 1e-6 rotation "
    "error") {
  EncodingProperties got;
  REQUIRE(posenc::Properties(4096, 512, 10000.0, &got) == Status::kOk);
  CHECK(got.max_abs_value <= 1.0);
  CHECK(got.max_abs_value == 1.0);  // cos(0) at position 0
  CHECK(got.expected_squared_norm == 256.0);
  CHECK(std::fabs(got.squared_norm_min - 256.0) <= 1e-5);
  CHECK(std::fabs(got.squared_norm_max - 256.0) <= 1e-5);
  CHECK(got.rotation_sample == 20);  // 5 distinct points, every ordered pair
  CHECK(got.rotation_max_error <= 1e-6);
  CHECK(got.min_distance > 0.5);
}

TEST_CASE(
    "Properties counts each sampled (p, k) once when sample points repeat") {
  EncodingProperties got;
  REQUIRE(posenc::Properties(2, 8, 10000.0, &got) == Status::kOk);
  CHECK(got.rotation_sample == 2);  // points {0, 1}: k = 1 and k = -1
  REQUIRE(posenc::Properties(4, 8, 10000.0, &got) == Status::kOk);
  CHECK(got.rotation_sample == 12);  // points {0, 1, 2, 3}
}

TEST_CASE("Properties of an odd dModel: norms between (d-1)/2 and (d+1)/2") {
  EncodingProperties got;
  REQUIRE(posenc::Properties(500, 9, 10000.0, &got) == Status::kOk);
  CHECK(got.squared_norm_min >= 4.0 - 1e-6);
  CHECK(got.squared_norm_max <= 5.0 + 1e-6);
  CHECK(got.expected_squared_norm == 4.5);
}

TEST_CASE("Properties rejects bad arguments and writes nothing") {
  EncodingProperties got;
  got.min_distance = 42;
  CHECK(posenc::Properties(1, 8, 1e4, &got) == Status::kInvalidPositions);
  CHECK(posenc::Properties(posenc::kMaxPropertiesPositions + 1, 8, 1e4, &got) ==
        Status::kInvalidPositions);
  CHECK(posenc::Properties(8, 0, 1e4, &got) == Status::kInvalidDModel);
  CHECK(posenc::Properties(8, 8, -2, &got) == Status::kInvalidBase);
  CHECK(posenc::Properties(8192, 8192, 1e4, &got) == Status::kTooLarge);
  CHECK(posenc::Properties(8, 8, 1e4, nullptr) == Status::kInvalidArgument);
  CHECK(got.min_distance == 42);
}
