// SPDX-License-Identifier: MIT
// Fuzzes the lesson's other position codes: Alternative (naive codes and
// "spot the bug" encodings) and Precision (float16/bfloat16 angles); the
// first byte picks one. Contract checked on every input:
//  - each accepts exactly its documented ranges and otherwise writes nothing;
//  - for valid input (capped by the harness): every value is finite and in
//    its kind's range, bug-batch-axis rows equal Encode's row for the seed,
//    and Precision's errors are consistent (max = max of the per-row errors,
//    all in [0, 2]).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "fuzz_input.h"
#include "posenc/alternatives.h"
#include "posenc/encoding.h"
#include "posenc/precision.h"

namespace {

using posenc::AlternativeKind;
using posenc::Status;
using posenc::fuzz::Check;
using posenc::fuzz::FuzzInput;

constexpr int64_t kHarnessElements = int64_t{1} << 14;
constexpr float kCanary = 99.0f;

bool Rows(int32_t positions, int32_t offset, int32_t d, double base) {
  return positions >= 1 && positions <= posenc::kMaxPositions && offset >= 0 &&
         int64_t{offset} + positions <= posenc::kMaxPositions && d >= 1 &&
         d <= posenc::kMaxDModel && std::isfinite(base) && base > 1.0 &&
         int64_t{positions} * d <= posenc::kMaxElements;
}

bool InKindRange(AlternativeKind kind, float v, int32_t positions) {
  switch (kind) {
  case AlternativeKind::kIndex:
    return v >= 0.0f && v < positions;
  case AlternativeKind::kFraction:
    return v >= 0.0f && v <= 1.0f;
  case AlternativeKind::kBinary:
    return v == 0.0f || v == 1.0f;
  default:
    return v >= -1.0f && v <= 1.0f;
  }
}

void FuzzAlternative(FuzzInput &in) {
  posenc::AlternativeSpec spec;
  spec.kind = static_cast<AlternativeKind>(in.Int(0, 7));
  spec.positions = in.Int(1, 256);
  spec.d_model = in.Int(1, 64);
  spec.seed = in.Int(0, 5000);
  spec.base = in.Real();
  const int32_t kind = static_cast<int32_t>(spec.kind);
  const bool valid = kind >= 0 && kind <= 7 &&
                     Rows(spec.positions, 0, spec.d_model, spec.base) &&
                     spec.seed >= 0 && spec.seed < posenc::kMaxPositions;
  Check((posenc::ValidateAlternative(spec) == Status::kOk) == valid);
  const int64_t count = int64_t{spec.positions} * spec.d_model;
  if (!valid || count > kHarnessElements) {
    std::vector<float> canary(64, kCanary);
    if (!valid)
      Check(posenc::Alternative(spec, canary.data()) != Status::kOk);
    Check(std::all_of(canary.begin(), canary.end(),
                      [](float v) { return v == kCanary; }));
    return;
  }
  std::vector<float> out(static_cast<size_t>(count)),
      row(static_cast<size_t>(spec.d_model));
  Check(posenc::Alternative(spec, out.data()) == Status::kOk);
  for (float v : out)
    Check(std::isfinite(v) && InKindRange(spec.kind, v, spec.positions));
  if (spec.kind != AlternativeKind::kBugBatchAxis)
    return;
  posenc::EncodingSpec one;
  one.positions = 1;
  one.d_model = spec.d_model;
  one.base = spec.base;
  one.offset = spec.seed;
  Check(posenc::Encode(one, row.data()) == Status::kOk);
  for (int64_t i = 0; i < count; ++i)
    Check(out[i] == row[i % spec.d_model]);
}

void FuzzPrecision(FuzzInput &in) {
  // A braced list reads the input in field order: positions, d_model, base,
  // offset, format.
  const posenc::PrecisionSpec spec{
      in.Int(1, 256), in.Int(1, 64), in.Real(), in.Int(0, 70000),
      static_cast<posenc::NumberFormat>(in.Int(0, 1))};
  const int32_t format = static_cast<int32_t>(spec.format);
  const bool valid =
      Rows(spec.positions, spec.offset, spec.d_model, spec.base) &&
      (format == 1 || (format == 0 && int64_t{spec.offset} + spec.positions <=
                                          posenc::kMaxFloat16Positions));
  Check((posenc::ValidatePrecision(spec) == Status::kOk) == valid);
  const int64_t count = int64_t{spec.positions} * spec.d_model;
  double max_error = -1.0;
  if (!valid || count > kHarnessElements) {
    std::vector<float> canary(64, kCanary), rows(64, kCanary);
    if (!valid)
      Check(posenc::Precision(spec, canary.data(), rows.data(), &max_error) !=
            Status::kOk);
    Check(max_error == -1.0 && canary == rows);
    Check(std::all_of(canary.begin(), canary.end(),
                      [](float v) { return v == kCanary; }));
    return;
  }
  std::vector<float> values(static_cast<size_t>(count)),
      errors(static_cast<size_t>(spec.positions));
  Check(posenc::Precision(spec, values.data(), errors.data(), &max_error) ==
        Status::kOk);
  for (float v : values)
    Check(std::isfinite(v) && std::fabs(v) <= 1.0f);
  float worst = 0.0f;
  for (float e : errors) {
    Check(e >= 0.0f && e <= 2.0f);
    worst = std::max(worst, e);
  }
  Check(std::fabs(max_error - worst) <= 1e-7 && max_error <= 2.0);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzInput in(data, size);
  if (in.Byte() % 2 == 0) {
    FuzzAlternative(in);
  } else {
    FuzzPrecision(in);
  }
  return 0;
}
