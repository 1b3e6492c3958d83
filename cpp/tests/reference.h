// SPDX-License-Identifier: MIT
// The float64 reference the accuracy contract is stated against, written as
// plainly as possible: no recurrence, no vectors.
#pragma once

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include "posenc/encoding.h"

namespace posenc::testing {

// Value of channel `col` at position p for the interleaved layout.
inline double ReferenceValue(const std::vector<double>& w, int64_t p, int col) {
  const double angle = static_cast<double>(p) * w[col / 2];
  return col % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

inline std::vector<double> FrequenciesOf(int d_model, double base = 10000.0,
                                         Spacing spacing = Spacing::kPaper) {
  std::vector<double> w(PairCount(d_model));
  Frequencies(d_model, base, spacing, w.data());
  return w;
}

// Runs `encode` on spec and returns max |out - reference| (interleaved).
template <class EncodeFn>
double MaxAbsError(EncodeFn encode, const EncodingSpec& spec) {
  std::vector<float> out(static_cast<size_t>(spec.positions) * spec.d_model);
  if (encode(spec, out.data()) != Status::kOk) return INFINITY;
  const std::vector<double> w = FrequenciesOf(spec.d_model, spec.base, spec.spacing);
  double worst = 0;
  for (int r = 0; r < spec.positions; ++r) {
    for (int col = 0; col < spec.d_model; ++col) {
      const double want = ReferenceValue(w, int64_t{spec.offset} + r, col);
      const double got = out[static_cast<size_t>(r) * spec.d_model + col];
      worst = std::fmax(worst, std::fabs(got - want));
    }
  }
  return worst;
}

// The rows a started RowEncoder or SimilarityRows writes when asked for
// chunks of the given sizes in turn (-7 where it wrote nothing), after
// checking that it wrote all total_rows rows and writes none after them.
template <class Rows>
std::vector<float> InChunks(Rows& rows, int32_t total_rows, int32_t row_floats,
                            std::initializer_list<int32_t> chunks) {
  std::vector<float> out(static_cast<size_t>(total_rows) * row_floats, -7.f);
  int32_t written = 0;
  for (int32_t chunk : chunks) {
    written += rows.Next(chunk, out.data() + int64_t{written} * row_floats);
  }
  CHECK(written == total_rows);
  CHECK(rows.Next(5, out.data()) == 0);
  return out;
}

}  // namespace posenc::testing
