// SPDX-License-Identifier: MIT
// Fuzzes Rope with sizes, base and offset decoded from the input and input
// values taken from the remaining bytes. Contract checked on every input:
//  - Rope accepts exactly the ranges of Encode (rows, d_model, offset, base,
//    rows * d_model), and otherwise writes nothing;
//  - for valid input (up to kHarnessElements values) each output is within
//    4e-7 (|x_2i| + |x_2i+1|) of the float64 rotation of the same input, an
//    odd last channel is copied, and rotating in place gives the same bits.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "fuzz_input.h"
#include "posenc/attention.h"
#include "posenc/encoding.h"

namespace {

using posenc::Status;
using posenc::fuzz::Check;

constexpr int64_t kHarnessElements = int64_t{1} << 14;
constexpr float kCanary = -555.0f;

bool InsideLimits(int32_t rows, int32_t d, double base, int32_t offset) {
  return rows >= 1 && rows <= posenc::kMaxPositions && d >= 1 &&
         d <= posenc::kMaxDModel && std::isfinite(base) && base > 1.0 &&
         offset >= 0 && int64_t{offset} + rows <= posenc::kMaxPositions &&
         int64_t{rows} * d <= posenc::kMaxElements;
}

// Input values in [-1000, 1000] with a few exact zeros and small values.
std::vector<float> Values(posenc::fuzz::FuzzInput &in, int64_t count) {
  std::vector<float> v(static_cast<size_t>(count));
  for (float &x : v)
    x = static_cast<float>(static_cast<int32_t>(in.U32()) % 2000001) / 1000.0f;
  return v;
}

void CheckRotated(const std::vector<float> &x, const std::vector<float> &y,
                  int32_t rows, int32_t d, double base, int32_t offset) {
  for (int32_t r = 0; r < rows; ++r) {
    const float *a = x.data() + int64_t{r} * d;
    const float *b = y.data() + int64_t{r} * d;
    for (int32_t i = 0; 2 * i + 1 < d; ++i) {
      const double angle =
          static_cast<double>(offset + r) * std::pow(base, -2.0 * i / d);
      const double c = std::cos(angle), s = std::sin(angle);
      const double bound =
          4e-7 * (std::fabs(a[2 * i]) + std::fabs(a[2 * i + 1])) + 1e-30;
      Check(std::fabs(b[2 * i] - (a[2 * i] * c - a[2 * i + 1] * s)) <= bound);
      Check(std::fabs(b[2 * i + 1] - (a[2 * i] * s + a[2 * i + 1] * c)) <=
            bound);
    }
    if (d % 2 == 1)
      Check(b[d - 1] == a[d - 1]);
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  posenc::fuzz::FuzzInput in(data, size);
  const int32_t rows = in.Int(1, 64);
  const int32_t d = in.Int(1, 64);
  const double base = in.Real();
  const int32_t offset = in.Int(0, posenc::kMaxPositions - 64);
  if (!InsideLimits(rows, d, base, offset)) {
    std::vector<float> x(64, 1.0f), y(64, kCanary);
    Check(posenc::Rope(x.data(), rows, d, base, offset, y.data()) !=
          Status::kOk);
    for (float v : y)
      Check(v == kCanary);
    return 0;
  }
  const int64_t count = int64_t{rows} * d;
  if (count > kHarnessElements)
    return 0;
  const std::vector<float> x = Values(in, count);
  std::vector<float> y(x.size()), z = x;
  Check(posenc::Rope(x.data(), rows, d, base, offset, y.data()) == Status::kOk);
  Check(posenc::Rope(z.data(), rows, d, base, offset, z.data()) == Status::kOk);
  Check(std::memcmp(y.data(), z.data(), y.size() * sizeof(float)) == 0);
  CheckRotated(x, y, rows, d, base, offset);
  Check(posenc::Rope(nullptr, rows, d, base, offset, y.data()) ==
        Status::kInvalidArgument);
  return 0;
}
