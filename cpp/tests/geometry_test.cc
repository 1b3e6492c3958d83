// SPDX-License-Identifier: MIT
#include "posenc/geometry.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

#include "posenc/encoding.h"
#include "reference.h"

using posenc::Status;
using posenc::testing::FrequenciesOf;
using posenc::testing::InChunks;
using posenc::testing::ReferenceValue;

namespace {

std::vector<float> RotationOf(int k, int d_model, double base = 10000.0) {
  std::vector<float> m(static_cast<size_t>(d_model) * d_model, -7.0f);
  if (posenc::Rotation(k, d_model, base, m.data()) != Status::kOk) m.clear();
  return m;
}

// max over the paired channels of |M_k PE(p) - PE(p + k)|, where PE(p) is the
// float64 row rounded to float32 (what Encode stores) and the target is
// float64.
double RotationError(const std::vector<float>& m, int64_t p, int64_t k,
                     int d_model) {
  const std::vector<double> w = FrequenciesOf(d_model);
  std::vector<float> row(d_model);
  for (int c = 0; c < d_model; ++c)
    row[c] = static_cast<float>(ReferenceValue(w, p, c));
  double worst = 0;
  for (int r = 0; r < d_model - d_model % 2; ++r) {
    double sum = 0;
    for (int c = 0; c < d_model; ++c)
      sum += double{m[static_cast<size_t>(r) * d_model + c]} * row[c];
    worst = std::fmax(worst, std::fabs(sum - ReferenceValue(w, p + k, r)));
  }
  return worst;
}

std::vector<float> EncodeTable(int positions, int d_model, int offset) {
  std::vector<float> out(static_cast<size_t>(positions) * d_model);
  REQUIRE(posenc::Encode(posenc::PaperRows(positions, d_model, 10000.0, offset),
                         out.data()) == Status::kOk);
  return out;
}

}  // namespace

TEST_CASE("M_k maps PE(p) to PE(p + k) within 1e-6 for |p|, |k| up to 2^16") {
  const std::vector<int64_t> ps = {0,    1,     -1,     17,   -1000,
                                   4097, 65535, -65536, 65536};
  const std::vector<int> ks = {0,    1,     -1,    2,      -17,
                               1000, -4096, 65535, -65536, 65536};
  double worst = 0;
  for (int d_model : {2, 64, 63, 130}) {
    for (int k : ks) {
      const std::vector<float> m = RotationOf(k, d_model);
      REQUIRE(m.size() == static_cast<size_t>(d_model) * d_model);
      for (int64_t p : ps)
        worst = std::fmax(worst, RotationError(m, p, k, d_model));
    }
  }
  std::printf("rotation: max |M_k PE(p) - PE(p+k)| = %.3g (paired channels)\n",
              worst);
  CHECK(worst <= 1e-6);
}

TEST_CASE("M_k is block diagonal with [[cos, sin], [-sin, cos]] blocks") {
  const int d_model = 8, k = 5;
  const std::vector<float> m = RotationOf(k, d_model);
  const std::vector<double> w = FrequenciesOf(d_model);
  for (int r = 0; r < d_model; ++r) {
    for (int c = 0; c < d_model; ++c) {
      const float v = m[r * d_model + c];
      if (r / 2 != c / 2) {
        CHECK(v == 0.0f);
        continue;
      }
      const double a = k * w[r / 2];
      const double want =
          r == c ? std::cos(a) : (r < c ? std::sin(a) : -std::sin(a));
      CHECK(v == static_cast<float>(want));
    }
  }
}

TEST_CASE("M_-k is exactly the transpose of M_k, and M_0 is the identity") {
  for (int d_model : {1, 2, 7, 64}) {
    for (int k : {1, 3, 1000, 65536, posenc::kMaxRotationOffset}) {
      const std::vector<float> a = RotationOf(k, d_model),
                               b = RotationOf(-k, d_model);
      for (int r = 0; r < d_model; ++r) {
        for (int c = 0; c < d_model; ++c)
          CHECK(a[r * d_model + c] == b[c * d_model + r]);
      }
    }
    const std::vector<float> id = RotationOf(0, d_model);
    for (int r = 0; r < d_model; ++r) {
      for (int c = 0; c < d_model; ++c)
        CHECK(id[r * d_model + c] == (r == c ? 1.0f : 0.0f));
    }
  }
}

TEST_CASE(
    "for an odd dModel the lone sine channel is scaled by cos(k w_last)") {
  const int d_model = 5;
  const std::vector<double> w = FrequenciesOf(d_model);
  for (int k : {1, 40, -300, 20000}) {
    const std::vector<float> m = RotationOf(k, d_model);
    const int last = d_model - 1;
    CHECK(m[last * d_model + last] == static_cast<float>(std::cos(k * w[2])));
    for (int c = 0; c < last; ++c) CHECK(m[last * d_model + c] == 0.0f);
    for (int p : {0, 3, 1234}) {
      // The documented bound on the unpaired channel: |sin(k w_last)|.
      const double got = m[last * d_model + last] * std::sin(p * w[2]);
      CHECK(std::fabs(got - std::sin((p + k) * w[2])) <=
            std::fabs(std::sin(k * w[2])) + 1e-6);
    }
  }
}

TEST_CASE("Rotation rejects bad arguments and writes nothing") {
  std::vector<float> m(64, 3.0f);
  CHECK(posenc::Rotation(posenc::kMaxRotationOffset + 1, 8, 1e4, m.data()) ==
        Status::kInvalidArgument);
  CHECK(posenc::Rotation(-posenc::kMaxRotationOffset - 1, 8, 1e4, m.data()) ==
        Status::kInvalidArgument);
  CHECK(posenc::Rotation(1, 0, 1e4, m.data()) == Status::kInvalidDModel);
  CHECK(posenc::Rotation(1, 8, 1.0, m.data()) == Status::kInvalidBase);
  CHECK(posenc::Rotation(1, 8, NAN, m.data()) == Status::kInvalidBase);
  CHECK(posenc::Rotation(1, 5793, 1e4, m.data()) ==
        Status::kTooLarge);  // 5793^2 > 2^25
  CHECK(posenc::Rotation(1, 8, 1e4, nullptr) == Status::kInvalidArgument);
  for (float v : m) CHECK(v == 3.0f);
}

TEST_CASE("the similarity matrix equals direct dot products of Encode rows") {
  double worst_ref = 0, worst_encode = 0;
  for (auto [n, d_model, offset] : {std::tuple{200, 64, 0},
                                    {150, 63, 5000},
                                    {97, 1, 3},
                                    {64, 512, 900000}}) {
    std::vector<float> s(static_cast<size_t>(n) * n);
    REQUIRE(posenc::Similarity({n, d_model, 10000.0, offset}, s.data()) ==
            Status::kOk);
    const std::vector<float> table = EncodeTable(n, d_model, offset);
    const std::vector<double> w = FrequenciesOf(d_model);
    for (int p = 0; p < n; ++p) {
      for (int q = 0; q < n; ++q) {
        double ref = 0, direct = 0;
        for (int c = 0; c < d_model; ++c) {
          ref += ReferenceValue(w, offset + p, c) *
                 ReferenceValue(w, offset + q, c);
          direct += double{table[p * d_model + c]} * table[q * d_model + c];
        }
        const double got = s[static_cast<size_t>(p) * n + q];
        // The contract: float32 rounding of a value up to d/2, plus 1e-12 d.
        CHECK(std::fabs(got - ref) <=
              std::ldexp(1.0, -24) * d_model / 2 + 1e-12 * d_model);
        worst_ref = std::fmax(worst_ref, std::fabs(got - ref));
        worst_encode = std::fmax(worst_encode, std::fabs(got - direct));
      }
    }
  }
  std::printf(
      "similarity: max |S - float64 dot| = %.3g, max |S - dot(Encode rows)| = "
      "%.3g\n",
      worst_ref, worst_encode);
  CHECK(worst_encode <= 1e-6 * 512);
}

TEST_CASE(
    "the similarity matrix is symmetric, Toeplitz for even dModel, d/2 on the "
    "diagonal") {
  const int n = 33, d_model = 16;
  std::vector<float> s(n * n), shifted(n * n);
  REQUIRE(posenc::Similarity({n, d_model, 10000.0, 0}, s.data()) == Status::kOk);
  REQUIRE(posenc::Similarity({n, d_model, 10000.0, 777}, shifted.data()) ==
          Status::kOk);
  for (int p = 0; p < n; ++p) {
    CHECK(s[p * n + p] == 8.0f);
    for (int q = 0; q < n; ++q) {
      CHECK(s[p * n + q] == s[q * n + p]);
      CHECK(s[p * n + q] == s[std::abs(p - q)]);
      CHECK(s[p * n + q] ==
            shifted[p * n + q]);  // even d: offset does not matter
    }
  }
}

TEST_CASE("Similarity rejects bad arguments and writes nothing") {
  std::vector<float> s(16, 5.0f);
  CHECK(posenc::Similarity({0, 8, 1e4, 0}, s.data()) ==
        Status::kInvalidPositions);
  CHECK(posenc::Similarity({5793, 8, 1e4, 0}, s.data()) == Status::kTooLarge);
  CHECK(posenc::Similarity({4, 8, 1e4, -1}, s.data()) == Status::kInvalidOffset);
  CHECK(posenc::Similarity({4, 8, 1e4, posenc::kMaxPositions - 3}, s.data()) ==
        Status::kInvalidOffset);
  CHECK(posenc::Similarity({4, 8193, 1e4, 0}, s.data()) ==
        Status::kInvalidDModel);
  CHECK(posenc::Similarity({4, 8, INFINITY, 0}, s.data()) ==
        Status::kInvalidBase);
  CHECK(posenc::Similarity({4, 8, 1e4, 0}, nullptr) == Status::kInvalidArgument);
  for (float v : s) CHECK(v == 5.0f);
}

TEST_CASE("SimilarityRows chunks equal one Similarity call bit for bit") {
  for (auto [n, d_model, offset] :
       {std::tuple{301, 64, 0}, {301, 63, 5000}, {97, 1, 3}, {130, 8, 77}}) {
    CAPTURE(n, d_model, offset);
    std::vector<float> whole(static_cast<size_t>(n) * n);
    REQUIRE(posenc::Similarity({n, d_model, 10000.0, offset}, whole.data()) ==
            Status::kOk);
    posenc::SimilarityRows rows;
    REQUIRE(rows.Start({n, d_model, 10000.0, offset}) == Status::kOk);
    REQUIRE(InChunks(rows, n, n, {1, 3, 64, 17, 1000}) == whole);
  }
}

TEST_CASE("SimilarityRows rejects bad arguments and then writes nothing") {
  posenc::SimilarityRows rows;
  std::vector<float> out(16, -7.f);
  CHECK(rows.Next(1, out.data()) == 0);
  CHECK(rows.Start({4, 8, 1e4, -1}) == Status::kInvalidOffset);
  CHECK(rows.Next(1, out.data()) == 0);
  CHECK(rows.Start({5793, 8, 1e4, 0}) == Status::kTooLarge);
  CHECK(rows.Next(1, out.data()) == 0);
  REQUIRE(rows.Start({4, 8, 1e4, 0}) == Status::kOk);
  CHECK(rows.Next(0, out.data()) == 0);
  CHECK(rows.Next(1, nullptr) == 0);
  for (float v : out) REQUIRE(v == -7.f);
  CHECK(rows.Next(9, out.data()) == 4);
  CHECK(out[0] == 4.0f);
}

TEST_CASE("DotProfile is the closed form sum_i cos(k w_i) within 1e-12 d") {
  for (int d_model : {2, 64, 65, 8192}) {
    const int offsets = d_model == 8192 ? 300 : 5000;
    std::vector<double> got(offsets);
    REQUIRE(posenc::DotProfile(d_model, 10000.0, offsets, got.data()) ==
            Status::kOk);
    const std::vector<double> w = FrequenciesOf(d_model);
    for (int k = 0; k < offsets; k += 7) {
      double want = 0;
      for (int i = 0; i < d_model / 2; ++i) want += std::cos(k * w[i]);
      if (d_model % 2 == 1) want += 0.5 * std::cos(k * w[d_model / 2]);
      CHECK(std::fabs(got[k] - want) <= 1e-12 * d_model);
    }
    CHECK(got[0] == Approx(d_model / 2.0).margin(1e-12));
  }
  std::vector<double> out(4, 9.0);
  CHECK(posenc::DotProfile(8, 1e4, 0, out.data()) == Status::kInvalidArgument);
  CHECK(posenc::DotProfile(8192, 1e4, posenc::kMaxPositions, out.data()) ==
        Status::kTooLarge);
  CHECK(posenc::DotProfile(0, 1e4, 4, out.data()) == Status::kInvalidDModel);
  for (double v : out) CHECK(v == 9.0);
}

namespace {

// max over every channel of |(M_k PE(p))[r] - PE(p + k)[r]| from the dense
// d x d product of Rotation and Encode's row, summed in float64 in column
// order, against float64 sin/cos: what ShiftError computes in O(d).
double DenseShiftError(int32_t p, int32_t k, int d_model) {
  const std::vector<float> m = RotationOf(k, d_model);
  const std::vector<float> row = EncodeTable(1, d_model, p);
  const std::vector<double> w = FrequenciesOf(d_model);
  double worst = 0;
  for (int r = 0; r < d_model; ++r) {
    double sum = 0;
    for (int c = 0; c < d_model; ++c)
      sum += double{m[static_cast<size_t>(r) * d_model + c]} * row[c];
    worst =
        std::fmax(worst, std::fabs(sum - ReferenceValue(w, int64_t{p} + k, r)));
  }
  return worst;
}

double ShiftErrorOf(int32_t p, int32_t k, int d_model) {
  double error = -1;
  REQUIRE(posenc::ShiftError(p, k, d_model, 10000.0, &error) == Status::kOk);
  return error;
}

}  // namespace

TEST_CASE("ShiftError equals the dense product's largest error, bit for bit") {
  double worst = 0;
  for (int d_model : {1, 2, 7, 64, 63, 1024}) {
    for (int32_t p : {0, 3, 60, 4097, 65535}) {
      for (int32_t k : {0, 1, -1, 17, -60, 1000, 65536}) {
        const double error = ShiftErrorOf(p, k, d_model);
        CHECK(error == DenseShiftError(p, k, d_model));
        if (d_model % 2 == 0) worst = std::fmax(worst, error);
      }
    }
  }
  std::printf("shift error: max %.17g (paired channels)\n", worst);
  CHECK(worst <= 2e-7);
}

TEST_CASE(
    "ShiftError refuses what Rotation and Encode refuse, writing nothing") {
  double error = -1;
  CHECK(posenc::ShiftError(-1, 1, 8, 1e4, &error) == Status::kInvalidOffset);
  CHECK(posenc::ShiftError(posenc::kMaxPositions, 1, 8, 1e4, &error) ==
        Status::kInvalidOffset);
  CHECK(posenc::ShiftError(0, posenc::kMaxRotationOffset + 1, 8, 1e4, &error) ==
        Status::kInvalidArgument);
  CHECK(posenc::ShiftError(0, 1, 0, 1e4, &error) == Status::kInvalidDModel);
  CHECK(posenc::ShiftError(0, 1, 8, 1.0, &error) == Status::kInvalidBase);
  CHECK(posenc::ShiftError(0, 1, 8, 1e4, nullptr) == Status::kInvalidArgument);
  CHECK(error == -1);
}
