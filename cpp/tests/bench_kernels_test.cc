// SPDX-License-Identifier: MIT
// The baselines of the benchmark suite (cpp/bench/) compute what they claim,
// so that the ratios bench/run.mjs prints compare equal work.
#include "bench_kernels.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "posenc/encoding.h"

using posenc::Status;

TEST_CASE("GramMatrix is PE . PE^T within its float32 accumulation bound") {
  const int rows = 68, cols = 36;  // several 64-row blocks and a partial one
  posenc::EncodingSpec spec;
  spec.positions = rows;
  spec.d_model = cols;
  std::vector<float> pe(rows * cols), gram(rows * rows, -7.f);
  REQUIRE(posenc::Encode(spec, pe.data()) == Status::kOk);
  REQUIRE(posenc::bench::GramMatrix(pe.data(), rows, cols, gram.data()) ==
          Status::kOk);
  double worst = 0;
  for (int p = 0; p < rows; ++p) {
    for (int q = 0; q < rows; ++q) {
      double want = 0;
      for (int k = 0; k < cols; ++k)
        want += double{pe[p * cols + k]} * pe[q * cols + k];
      worst = std::fmax(worst, std::fabs(gram[p * rows + q] - want));
    }
  }
  CHECK(worst <= cols * std::ldexp(1.0, -24));
}

TEST_CASE(
    "GramMatrix rejects shapes that are not multiples of 4 and writes "
    "nothing") {
  std::vector<float> a(6 * 8, 1.f), out(36, -7.f);
  CHECK(posenc::bench::GramMatrix(a.data(), 6, 8, out.data()) ==
        Status::kInvalidArgument);
  CHECK(posenc::bench::GramMatrix(a.data(), 8, 6, out.data()) ==
        Status::kInvalidArgument);
  CHECK(posenc::bench::GramMatrix(nullptr, 8, 8, out.data()) ==
        Status::kInvalidArgument);
  for (float v : out) REQUIRE(v == -7.f);
}

TEST_CASE("FillStore writes the value to exactly count floats") {
  std::vector<float> out(19, -7.f);
  posenc::bench::FillStore(out.data(), 17, 0.5f);
  for (int i = 0; i < 17; ++i) REQUIRE(out[i] == 0.5f);
  CHECK(out[17] == -7.f);
  CHECK(out[18] == -7.f);
}
