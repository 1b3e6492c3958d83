// SPDX-License-Identifier: MIT
// Fuzzes the geometry entry points (Rotation, DotProfile, Similarity,
// Properties); the first byte picks one, the rest decodes its arguments.
// Contract checked on every input:
//  - each accepts exactly the ranges its header documents, and on error
//    writes nothing (a canary buffer or struct stays intact);
//  - for valid input (capped by the harness so runs stay fast): values are
//    finite and bounded, M_-k is exactly M_k transposed, DotProfile starts
//    at d/2, S is exactly symmetric with d/2 on the diagonal for an even d,
//    and the properties are consistent (|values| <= 1, ordered closest pair);
//  - SimilarityRows, asked for chunks of fuzzed sizes, writes exactly
//    Similarity's rows, and nothing for invalid arguments.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "fuzz_input.h"
#include "posenc/encoding.h"
#include "posenc/geometry.h"

namespace {

using posenc::Status;
using posenc::fuzz::Check;
using posenc::fuzz::FuzzInput;

constexpr int64_t kHarnessElements = int64_t{1} << 14;
constexpr float kCanary = 31.0f;

bool GoodBase(double base) { return std::isfinite(base) && base > 1.0; }
bool GoodD(int32_t d) { return d >= 1 && d <= posenc::kMaxDModel; }

template <class T> bool Untouched(const std::vector<T> &v, T canary) {
  for (T x : v) {
    if (x != canary)
      return false;
  }
  return true;
}

void FuzzRotation(FuzzInput &in) {
  const int32_t k = in.Int(-5000, 5000), d = in.Int(1, 96);
  const double base = in.Real();
  const bool valid = k >= -posenc::kMaxRotationOffset &&
                     k <= posenc::kMaxRotationOffset && d >= 1 &&
                     int64_t{d} * d <= posenc::kMaxElements && GoodBase(base);
  Check((posenc::ValidateRotation(k, d, base) == Status::kOk) == valid);
  if (!valid || int64_t{d} * d > kHarnessElements) {
    std::vector<float> canary(64, kCanary);
    if (!valid)
      Check(posenc::Rotation(k, d, base, canary.data()) != Status::kOk);
    Check(Untouched(canary, kCanary));
    return;
  }
  std::vector<float> m(size_t(d) * d), back(size_t(d) * d);
  Check(posenc::Rotation(k, d, base, m.data()) == Status::kOk);
  Check(posenc::Rotation(-k, d, base, back.data()) == Status::kOk);
  for (int32_t r = 0; r < d; ++r) {
    for (int32_t c = 0; c < d; ++c) {
      Check(std::isfinite(m[r * d + c]) && std::fabs(m[r * d + c]) <= 1.0f);
      Check(m[r * d + c] == back[c * d + r]);
    }
  }
}

void FuzzDotProfile(FuzzInput &in) {
  const int32_t d = in.Int(1, 512), offsets = in.Int(1, 256);
  const double base = in.Real();
  const bool valid =
      GoodD(d) && GoodBase(base) && offsets >= 1 &&
      offsets <= posenc::kMaxPositions &&
      int64_t{offsets} * posenc::PairCount(d) <= posenc::kMaxElements;
  Check((posenc::ValidateDotProfile(d, base, offsets) == Status::kOk) == valid);
  if (!valid || int64_t{offsets} * posenc::PairCount(d) > kHarnessElements) {
    std::vector<double> canary(64, 3.0);
    if (!valid)
      Check(posenc::DotProfile(d, base, offsets, canary.data()) != Status::kOk);
    Check(Untouched(canary, 3.0));
    return;
  }
  std::vector<double> out(static_cast<size_t>(offsets));
  Check(posenc::DotProfile(d, base, offsets, out.data()) == Status::kOk);
  Check(std::fabs(out[0] - d / 2.0) <= 1e-12 * d);
  for (double v : out)
    Check(std::isfinite(v) && std::fabs(v) <= d / 2.0 + 1e-9 * d);
}

// SimilarityRows in chunks of fuzzed sizes gives Similarity's rows bit for
// bit.
void CheckSimilarityChunks(int32_t n, int32_t d, double base, int32_t offset,
                           const std::vector<float> &whole, FuzzInput &in) {
  posenc::SimilarityRows rows;
  Check(rows.Start({n, d, base, offset}) == Status::kOk);
  std::vector<float> got(whole.size(), kCanary);
  int32_t done = 0;
  while (done < n) {
    const int32_t ask = 1 + static_cast<int32_t>(in.Byte() % 20);
    const int32_t wrote = rows.Next(ask, got.data() + int64_t{done} * n);
    Check(wrote == std::min(ask, n - done));
    done += wrote;
  }
  Check(rows.Next(1, got.data()) == 0);
  Check(std::memcmp(got.data(), whole.data(), whole.size() * sizeof(float)) ==
        0);
}

void FuzzSimilarity(FuzzInput &in) {
  const int32_t positions = in.Int(1, 48), d = in.Int(1, 256);
  const double base = in.Real();
  const int32_t offset = in.Int(0, posenc::kMaxPositions - 48);
  const bool valid = positions >= 1 &&
                     int64_t{positions} * positions <= posenc::kMaxElements &&
                     offset >= 0 &&
                     int64_t{offset} + positions <= posenc::kMaxPositions &&
                     GoodD(d) && GoodBase(base);
  Check((posenc::ValidateSimilarity({positions, d, base, offset}) ==
         Status::kOk) == valid);
  if (!valid || int64_t{positions} * positions > kHarnessElements) {
    std::vector<float> canary(64, kCanary);
    if (!valid) {
      const Status st =
          posenc::Similarity({positions, d, base, offset}, canary.data());
      Check(st != Status::kOk);
      posenc::SimilarityRows rows;
      Check(rows.Start({positions, d, base, offset}) == st);
      Check(rows.Next(1, canary.data()) == 0);
    }
    Check(Untouched(canary, kCanary));
    return;
  }
  const int32_t n = positions;
  std::vector<float> s(size_t(n) * n);
  Check(posenc::Similarity({n, d, base, offset}, s.data()) == Status::kOk);
  for (int32_t p = 0; p < n; ++p) {
    if (d % 2 == 0)
      Check(std::fabs(s[p * n + p] - d / 2.0) <= 1e-6 * d);
    for (int32_t q = 0; q < n; ++q) {
      // An odd d adds the lone sine's product: |S| <= floor(d/2) + 1.
      Check(std::isfinite(s[p * n + q]) &&
            std::fabs(s[p * n + q]) <= (d + 1) / 2.0 + 1e-6 * d);
      Check(s[p * n + q] == s[q * n + p]);
    }
  }
  CheckSimilarityChunks(n, d, base, offset, s, in);
}

void FuzzProperties(FuzzInput &in) {
  const int32_t positions = in.Int(2, 300), d = in.Int(1, 64);
  const double base = in.Real();
  const bool valid = positions >= 2 &&
                     positions <= posenc::kMaxPropertiesPositions && GoodD(d) &&
                     int64_t{positions} * d <= posenc::kMaxElements &&
                     GoodBase(base);
  posenc::EncodingProperties props, before;
  std::memset(&props, 0x5a, sizeof props);
  std::memcpy(&before, &props, sizeof props);
  if (!valid) {
    Check(posenc::Properties(positions, d, base, &props) != Status::kOk);
    Check(std::memcmp(&props, &before, sizeof props) == 0);
    return;
  }
  if (int64_t{positions} * d > kHarnessElements)
    return;
  Check(posenc::Properties(positions, d, base, &props) == Status::kOk);
  Check(props.max_abs_value <= 1.0 && props.min_distance >= 0.0);
  Check(props.closest_p >= 0 && props.closest_p < props.closest_q &&
        props.closest_q < positions);
  Check(props.expected_squared_norm == d / 2.0);
  Check(std::isfinite(props.squared_norm_min) &&
        props.squared_norm_min <= props.squared_norm_max);
  Check(std::isfinite(props.rotation_max_error) && props.rotation_sample > 0);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzInput in(data, size);
  switch (in.Byte() % 4) {
  case 0:
    FuzzRotation(in);
    break;
  case 1:
    FuzzDotProfile(in);
    break;
  case 2:
    FuzzSimilarity(in);
    break;
  default:
    FuzzProperties(in);
    break;
  }
  return 0;
}
