// SPDX-License-Identifier: MIT
#include "posenc/alternatives.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <set>
#include <vector>

#include "posenc/encoding.h"
#include "reference.h"

using posenc::AlternativeKind;
using posenc::AlternativeSpec;
using posenc::Status;

namespace {

std::vector<float> Table(AlternativeKind kind, int positions, int d_model,
                         int seed = 1) {
  const AlternativeSpec spec{kind, positions, d_model, seed};
  std::vector<float> out(static_cast<size_t>(positions) * d_model);
  REQUIRE(posenc::Alternative(spec, out.data()) == Status::kOk);
  return out;
}

std::vector<float> Row(const std::vector<float>& t, int p, int d_model) {
  return {t.begin() + p * d_model, t.begin() + (p + 1) * d_model};
}

double Distance(const std::vector<float>& t, int p, int q, int d) {
  double sum = 0;
  for (int c = 0; c < d; ++c)
    sum += std::pow(double{t[p * d + c]} - t[q * d + c], 2);
  return std::sqrt(sum);
}

}  // namespace

TEST_CASE("the raw index is unbounded: the last row holds positions - 1") {
  const std::vector<float> t = Table(AlternativeKind::kIndex, 5000, 4);
  for (int c = 0; c < 4; ++c) CHECK(t[4999 * 4 + c] == 4999.0f);
  CHECK(t[0] == 0.0f);
}

TEST_CASE(
    "index / length gives the same position different codes in different "
    "lengths") {
  const std::vector<float> short_t = Table(AlternativeKind::kFraction, 11, 2);
  const std::vector<float> long_t = Table(AlternativeKind::kFraction, 101, 2);
  CHECK(short_t[5 * 2] == 0.5f);
  CHECK(long_t[5 * 2] == Approx(0.05));
  CHECK(short_t[10 * 2] == 1.0f);
  CHECK(long_t[100 * 2] == 1.0f);
  CHECK(Table(AlternativeKind::kFraction, 1, 3) == std::vector<float>(3, 0.0f));
}

TEST_CASE(
    "binary digits are bounded and unique but jump: 7 -> 8 flips four bits") {
  const int d = 10, n = 1024;
  const std::vector<float> t = Table(AlternativeKind::kBinary, n, d);
  std::set<std::vector<float>> rows;
  for (int p = 0; p < n; ++p) rows.insert(Row(t, p, d));
  CHECK(rows.size() == static_cast<size_t>(n));
  for (float v : t) CHECK((v == 0.0f || v == 1.0f));
  CHECK(Row(t, 6, d) == std::vector<float>{0, 1, 1, 0, 0, 0, 0, 0, 0, 0});
  CHECK(Distance(t, 7, 8, d) == Approx(2.0));  // sqrt(4)
  CHECK(Distance(t, 8, 9, d) == Approx(1.0));  // neighbours at uneven distances
}

TEST_CASE(
    "the learned table is deterministic per seed, bounded, and differs across "
    "seeds") {
  const std::vector<float> a = Table(AlternativeKind::kLearned, 64, 16, 7);
  CHECK(a == Table(AlternativeKind::kLearned, 64, 16, 7));
  CHECK(a != Table(AlternativeKind::kLearned, 64, 16, 8));
  // A row depends on (seed, p, c) only, not on the table's size.
  CHECK(Row(a, 10, 16) ==
        Row(Table(AlternativeKind::kLearned, 11, 16, 7), 10, 16));
  double mean = 0;
  for (float v : a) {
    CHECK((v >= -1.0f && v < 1.0f));
    mean += v / a.size();
  }
  CHECK(std::fabs(mean) < 0.1);
}

TEST_CASE(
    "bug-exponent gives the sine and cosine of a pair different frequencies") {
  const int d = 8;
  const std::vector<float> t = Table(AlternativeKind::kBugExponent, 300, d);
  for (int p : {0, 1, 299}) {
    for (int c = 0; c < d; ++c) {
      const double angle = p * std::pow(10000.0, -double(c) / d);
      CHECK(t[p * d + c] ==
            Approx(c % 2 ? std::cos(angle) : std::sin(angle)).margin(1e-7));
    }
    // The pair no longer lies on the unit circle.
  }
  CHECK(std::fabs(std::hypot(t[299 * d + 2], t[299 * d + 3]) - 1.0) > 1e-3);
}

TEST_CASE("bug-multiply makes the frequencies grow with the channel") {
  const int d = 8;
  const std::vector<float> t = Table(AlternativeKind::kBugMultiply, 50, d);
  for (int p : {1, 49}) {
    for (int c = 0; c < d; ++c) {
      const double angle = p * std::pow(10000.0, 2.0 * (c / 2) / d);
      CHECK(t[p * d + c] ==
            Approx(c % 2 ? std::cos(angle) : std::sin(angle)).margin(1e-7));
    }
  }
}

TEST_CASE(
    "bug-integer-exponent turns every pair by 1 radian a position, whatever "
    "the base") {
  const int d = 8;
  for (double base : {100.0, 10000.0}) {
    AlternativeSpec spec{AlternativeKind::kBugIntegerExponent, 30, d, 1, base};
    std::vector<float> t(30 * d);
    REQUIRE(posenc::Alternative(spec, t.data()) == Status::kOk);
    for (int p : {0, 1, 29}) {
      for (int c = 0; c < d; ++c) {
        CHECK(t[p * d + c] ==
              Approx(c % 2 ? std::cos(double(p)) : std::sin(double(p)))
                  .margin(1e-7));
      }
    }
  }
}

TEST_CASE(
    "every kind gives finite values at the largest base, or kOverflow when "
    "the bug-multiply angle leaves float64") {
  const double kMaxBase = std::numeric_limits<double>::max();
  for (int kind = 0; kind < 8; ++kind) {
    for (int d : {1, 2, 7, 512}) {
      AlternativeSpec spec{static_cast<AlternativeKind>(kind), 64, d, 5,
                           kMaxBase};
      std::vector<float> out(64 * static_cast<size_t>(d), 0.5f);
      const Status st = posenc::Alternative(spec, out.data());
      CAPTURE(kind, d);
      if (st == Status::kOk) {
        for (float v : out) REQUIRE(std::isfinite(v));
      } else {
        // Only bug-multiply can overflow, only where its angle does, and
        // nothing is written then.
        CHECK(st == Status::kOverflow);
        CHECK(spec.kind == AlternativeKind::kBugMultiply);
        CHECK(63 * std::pow(kMaxBase, 2.0 * ((d - 1) / 2) / d) ==
              HUGE_VAL);
        CHECK(out[0] == 0.5f);
        CHECK(posenc::ValidateAlternative(spec) == Status::kOverflow);
      }
    }
  }
  // One position (p = 0 only): the angle is 0 whatever the frequency.
  AlternativeSpec one{AlternativeKind::kBugMultiply, 1, 512, 1, kMaxBase};
  std::vector<float> row(512);
  CHECK(posenc::Alternative(one, row.data()) == Status::kOk);
  CHECK(row[510] == 0.0f);
  CHECK(row[511] == 1.0f);
}

TEST_CASE(
    "bug-batch-axis repeats one row: every position of the sequence is "
    "PE(seed)") {
  const int d = 12;
  const std::vector<float> t = Table(AlternativeKind::kBugBatchAxis, 40, d, 3);
  const std::vector<double> w = posenc::testing::FrequenciesOf(d);
  for (int p = 0; p < 40; ++p) {
    CHECK(Row(t, p, d) == Row(t, 0, d));
  }
  for (int c = 0; c < d; ++c)
    CHECK(t[c] ==
          Approx(posenc::testing::ReferenceValue(w, 3, c)).margin(2e-7));
}

TEST_CASE("Alternative rejects bad arguments and writes nothing") {
  std::vector<float> out(8, 4.0f);
  AlternativeSpec spec;
  spec.positions = 2;
  spec.d_model = 4;
  spec.kind = static_cast<AlternativeKind>(8);
  CHECK(posenc::Alternative(spec, out.data()) == Status::kInvalidArgument);
  spec.kind = static_cast<AlternativeKind>(-1);
  CHECK(posenc::Alternative(spec, out.data()) == Status::kInvalidArgument);
  spec.kind = AlternativeKind::kLearned;
  spec.seed = -1;
  CHECK(posenc::Alternative(spec, out.data()) == Status::kInvalidArgument);
  spec.seed = posenc::kMaxPositions;
  CHECK(posenc::Alternative(spec, out.data()) == Status::kInvalidArgument);
  spec.seed = 1;
  spec.positions = 0;
  CHECK(posenc::Alternative(spec, out.data()) == Status::kInvalidPositions);
  spec.positions = 8192;
  spec.d_model = 8192;
  CHECK(posenc::Alternative(spec, out.data()) == Status::kTooLarge);
  spec.positions = 2;
  spec.d_model = 4;
  spec.base = 0.5;
  CHECK(posenc::Alternative(spec, out.data()) == Status::kInvalidBase);
  for (float v : out) CHECK(v == 4.0f);
}
