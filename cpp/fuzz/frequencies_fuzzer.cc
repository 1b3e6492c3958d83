// SPDX-License-Identifier: MIT
// Fuzzes Frequencies with (d_model, base, spacing) decoded from the input.
// Contract checked on every input:
//  - it accepts exactly d_model in [1, kMaxDModel], a finite base > 1 and a
//    known spacing, and otherwise returns an error and writes nothing;
//  - on success it writes PairCount(d_model) values (an exact-size buffer,
//    so ASan sees any overrun): w_0 = 1, each finite, in (0, 1], not
//    increasing, and within 2 ulp of pow(base, exponent).
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "fuzz_input.h"
#include "posenc/encoding.h"

namespace {

using posenc::Spacing;
using posenc::Status;
using posenc::fuzz::Check;

constexpr double kCanary = -7.0;

bool InsideLimits(int32_t d_model, double base, Spacing spacing) {
  return d_model >= 1 && d_model <= posenc::kMaxDModel && std::isfinite(base) &&
         base > 1.0 &&
         (spacing == Spacing::kPaper || spacing == Spacing::kTensor2Tensor);
}

void CheckValues(int32_t d_model, double base, Spacing spacing,
                 const std::vector<double>& w) {
  const int32_t pairs = posenc::PairCount(d_model);
  Check(w[0] == 1.0);
  for (int32_t i = 0; i < pairs; ++i) {
    Check(std::isfinite(w[i]) && w[i] > 0.0 && w[i] <= 1.0);
    if (i > 0) Check(w[i] <= w[i - 1]);
    const double exponent =
        spacing == Spacing::kPaper
            ? -2.0 * i / d_model
            : -static_cast<double>(i) / (pairs > 1 ? pairs - 1 : 1);
    const double want = std::pow(base, exponent);
    Check(std::fabs(w[i] - want) <= 4.5e-16 * want);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  posenc::fuzz::FuzzInput in(data, size);
  const int32_t d_model = in.Int(1, posenc::kMaxDModel);
  const double base = in.Real();
  const auto spacing = static_cast<Spacing>(in.Int(0, 1));
  if (!InsideLimits(d_model, base, spacing)) {
    std::vector<double> canary(64, kCanary);
    Check(posenc::Frequencies(d_model, base, spacing, canary.data()) !=
          Status::kOk);
    for (double v : canary) Check(v == kCanary);
    return 0;
  }
  std::vector<double> w(static_cast<size_t>(posenc::PairCount(d_model)));
  Check(posenc::Frequencies(d_model, base, spacing, w.data()) == Status::kOk);
  Check(posenc::Frequencies(d_model, base, spacing, nullptr) ==
        Status::kInvalidArgument);
  CheckValues(d_model, base, spacing, w);
  return 0;
}
