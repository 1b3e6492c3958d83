// SPDX-License-Identifier: MIT
// RoPE: accuracy against a float64 rotation, in-place use, odd widths, and
// the property it exists for: the score q_m . k_n depends only on m - n.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

#include "posenc/attention.h"
#include "reference.h"

using posenc::Status;
using posenc::testing::FrequenciesOf;

namespace {

std::vector<float> RandomRows(int rows, int d, std::mt19937& rng,
                              float scale = 1.0f) {
  std::uniform_real_distribution<float> u(-scale, scale);
  std::vector<float> x(static_cast<size_t>(rows) * d);
  for (float& v : x) v = u(rng);
  return x;
}

std::vector<float> Rope(const std::vector<float>& x, int rows, int d,
                        int offset = 0) {
  std::vector<float> out(x.size());
  REQUIRE(posenc::Rope(x.data(), rows, d, 10000.0, offset, out.data()) ==
          Status::kOk);
  return out;
}

// Worst |out - float64 rotation| / (|x_2i| + |x_2i+1|) over all pairs.
double RelativeError(const std::vector<float>& x, const std::vector<float>& out,
                     int rows, int d, int offset) {
  const std::vector<double> w = FrequenciesOf(d);
  double worst = 0;
  for (int r = 0; r < rows; ++r) {
    for (int i = 0; 2 * i + 1 < d; ++i) {
      const size_t at = static_cast<size_t>(r) * d + 2 * i;
      const double angle = static_cast<double>(offset + r) * w[i];
      const double a = x[at], b = x[at + 1], s = std::sin(angle),
                   c = std::cos(angle);
      const double size = std::fabs(a) + std::fabs(b) + 1e-30;
      worst = std::fmax(worst, std::fabs(out[at] - (a * c - b * s)) / size);
      worst = std::fmax(worst, std::fabs(out[at + 1] - (a * s + b * c)) / size);
    }
  }
  return worst;
}

double Dot(const float* a, const float* b, int d) {
  double sum = 0;
  for (int j = 0; j < d; ++j) sum += double{a[j]} * b[j];
  return sum;
}

}  // namespace

TEST_CASE("Rope is within 4e-7 (|x_2i| + |x_2i+1|) of a float64 rotation") {
  std::mt19937 rng(3);
  double worst = 0;
  const int shapes[][3] = {{300, 64, 0}, {129, 7, 1000},
                           {5, 8192, 0}, {40, 30, 1000000},
                           {1, 1, 0},    {257, 33, 524287}};
  for (const auto& [rows, d, offset] : shapes) {
    const std::vector<float> x = RandomRows(rows, d, rng, 3.0f);
    worst = std::fmax(
        worst, RelativeError(x, Rope(x, rows, d, offset), rows, d, offset));
  }
  std::printf("rope: max error / (|x_2i| + |x_2i+1|) = %.3g\n", worst);
  CHECK(worst <= 4e-7);
}

TEST_CASE(
    "Rope works in place and copies the unpaired last channel of an odd "
    "width") {
  std::mt19937 rng(4);
  const int rows = 300, d = 9;
  std::vector<float> x = RandomRows(rows, d, rng);
  const std::vector<float> expected = Rope(x, rows, d, 17);
  REQUIRE(posenc::Rope(x.data(), rows, d, 10000.0, 17, x.data()) ==
          Status::kOk);
  CHECK(x == expected);
  const std::vector<float> y = RandomRows(rows, d, rng);
  const std::vector<float> out = Rope(y, rows, d);
  for (int r = 0; r < rows; ++r) CHECK(out[r * d + d - 1] == y[r * d + d - 1]);
}

TEST_CASE(
    "Rope at position 0 is the identity and preserves every pair's length") {
  std::mt19937 rng(5);
  const int rows = 64, d = 16;
  const std::vector<float> x = RandomRows(rows, d, rng);
  const std::vector<float> out = Rope(x, rows, d);
  for (int j = 0; j < d; ++j) CHECK(out[j] == x[j]);
  for (size_t at = 0; at < x.size(); at += 2) {
    const double before = std::hypot(x[at], x[at + 1]),
                 after = std::hypot(out[at], out[at + 1]);
    CHECK(std::fabs(before - after) <= 1e-6);
  }
}

TEST_CASE("The RoPE score q_m . k_n depends only on the offset m - n") {
  std::mt19937 rng(6);
  const int positions = 48, d = 32;
  const std::vector<float> q = RandomRows(1, d, rng), k = RandomRows(1, d, rng);
  // Every row holds the same q (or k): row m of the result is q at position m.
  std::vector<float> qs, ks;
  for (int p = 0; p < positions; ++p) {
    qs.insert(qs.end(), q.begin(), q.end());
    ks.insert(ks.end(), k.begin(), k.end());
  }
  for (int offset : {0, 100000}) {
    const std::vector<float> rq = Rope(qs, positions, d, offset),
                             rk = Rope(ks, positions, d, offset);
    double worst = 0, spread = 0;
    for (int m = 0; m < positions; ++m) {
      for (int n = 0; n < positions; ++n) {
        const double score = Dot(&rq[m * d], &rk[n * d], d);
        const int delta =
            m - n;  // the same offset taken from row 0 or column 0
        const double anchor = delta >= 0 ? Dot(&rq[delta * d], &rk[0], d)
                                         : Dot(&rq[0], &rk[-delta * d], d);
        worst = std::fmax(worst, std::fabs(score - anchor));
        spread = std::fmax(spread, std::fabs(score - Dot(&rq[0], &rk[0], d)));
      }
    }
    std::printf(
        "rope: offset %d, max |s(m,n) - s(m-n)| = %.3g, score spread %.3g\n",
        offset, worst, spread);
    CHECK(worst <= 1e-5);
    CHECK(spread >= 0.5);  // the score does depend on m - n
  }
}
