// SPDX-License-Identifier: MIT
// Fuzzes the offset head: ValidateOffsetHead and OffsetHead on any spec, with
// or without tokens (the text after the spec, split by SplitTokens as the
// binding does). Contract checked on every input:
//  - exactly the documented specs are accepted (positions 2..kMaxHeadPositions,
//    even d_model 2..kMaxHeadDModel, a known code and mix, |k| < positions,
//    a finite scale in (0, kMaxHeadScale], a finite position weight in
//    (0, kMaxHeadPositionWeight], a finite base > 1, and tokens, when given,
//    as valid as for attention and as many as the positions); on error
//    nothing is written;
//  - for valid input every value is finite, each weight row is a
//    distribution, hits and shifted_hits <= rows = positions - |k|, the
//    residual is finite (NaN only for a naive code's one row whose target
//    code is 0), the four terms add up to the scores (the three with a word
//    are 0 when concatenated), and the sinusoidal code hits every row
//    with the exact shifted query, and without words (for a position weight
//    of at least 1e-3: the square of a far smaller one underflows float32).
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "fuzz_input.h"
#include "posenc/offset_head.h"

namespace {

using posenc::HeadCode;
using posenc::Status;
using posenc::fuzz::Check;
using posenc::fuzz::CheckSoftmaxRows;

constexpr float kCanary = 777.0f;

bool ExpectedValid(const posenc::OffsetHeadSpec &s, int32_t token_count,
                   bool tokens_valid) {
  if (s.positions < 2 || s.positions > posenc::kMaxHeadPositions) return false;
  if (s.d_model < 2 || s.d_model > posenc::kMaxHeadDModel || s.d_model % 2)
    return false;
  const int32_t code = static_cast<int32_t>(s.code);
  if (code < 0 || code > 2) return false;
  const int32_t mix = static_cast<int32_t>(s.mix);
  if (mix < 0 || mix > 1) return false;
  if (!std::isfinite(s.position_weight) || !(s.position_weight > 0) ||
      s.position_weight > posenc::kMaxHeadPositionWeight)
    return false;
  if (s.k <= -s.positions || s.k >= s.positions) return false;
  if (!std::isfinite(s.scale) || !(s.scale > 0) ||
      s.scale > posenc::kMaxHeadScale)
    return false;
  if (!std::isfinite(s.base) || !(s.base > 1.0)) return false;
  return token_count < 0 || (tokens_valid && token_count == s.positions);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  posenc::fuzz::FuzzInput in(data, size);
  posenc::OffsetHeadSpec spec;
  spec.code = static_cast<HeadCode>(in.Int(0, 2));
  spec.mix = static_cast<posenc::HeadMix>(in.Int(0, 2));
  spec.position_weight = in.Real();
  spec.positions = in.Int(2, 40);
  spec.d_model = in.Int(2, 32);
  spec.k = in.Int(-40, 40);
  spec.scale = in.Real();
  spec.base = in.Real();
  spec.seed = in.U32();
  const bool worded = in.Byte() % 2 == 1;
  const std::string text = in.Rest();
  std::vector<uint8_t> buffer(text.begin(), text.end());
  std::vector<int32_t> offsets(posenc::kMaxTokens + 1, -1);
  int32_t count = 0;
  posenc::TokenText tokens;
  bool tokens_valid = false;
  if (worded) {
    tokens_valid = posenc::SplitTokens(buffer.data(),
                                       static_cast<int64_t>(buffer.size()),
                                       offsets.data(), &count) == Status::kOk;
    if (tokens_valid) tokens = {buffer.data(), offsets.data(), count};
    else tokens = {buffer.data(), offsets.data(), 0};  // invalid: no tokens
  }
  const posenc::TokenText *words = worded ? &tokens : nullptr;
  const bool valid = ExpectedValid(spec, worded ? count : -1, tokens_valid);
  const Status st = posenc::ValidateOffsetHead(spec, words);
  Check((st == Status::kOk) == valid);
  const int64_t n = valid ? spec.positions : 2, d = valid ? spec.d_model : 2;
  std::vector<float> map(d * d, kCanary), scores(n * n, kCanary),
      weights(n * n, kCanary), terms(4 * n * n, kCanary);
  posenc::OffsetHeadFit fit;
  fit.rows = -1;
  const Status run = posenc::OffsetHead(
      spec, words, {map.data(), scores.data(), weights.data(), terms.data()},
      &fit);
  Check(run == st);
  if (!valid) {
    for (const auto *v : {&map, &scores, &weights, &terms})
      for (float x : *v) Check(x == kCanary);
    Check(fit.rows == -1);
    return 0;
  }
  for (const auto *v : {&map, &scores, &weights})
    for (float x : *v) Check(std::isfinite(x));
  CheckSoftmaxRows(weights.data(), n);
  Check(fit.rows == spec.positions - std::abs(spec.k));
  Check(fit.hits >= 0 && fit.hits <= fit.rows);
  Check(fit.shifted_hits >= 0 && fit.shifted_hits <= fit.rows);
  Check(fit.self_hits >= 0 && fit.self_hits <= spec.positions);
  // NaN: the one row's naive target code is the zero vector.
  if (std::isnan(fit.residual))
    Check(spec.code != HeadCode::kSinusoidal && fit.rows == 1);
  else
    Check(std::isfinite(fit.residual) && fit.residual >= 0);
  Check(fit.code_length_low <= fit.code_length_high);
  if (spec.code == HeadCode::kSinusoidal) Check(fit.shifted_hits == fit.rows);
  // The words' terms may move a peak; a weight whose square underflows
  // float32 leaves every score 0.
  if (spec.code == HeadCode::kSinusoidal && words == nullptr &&
      spec.position_weight >= 1e-3)
    Check(fit.hits == fit.rows);
  if (words != nullptr) {
    for (int64_t i = 0; i < n * n; ++i) {
      const double sum = double{terms[i]} + terms[n * n + i] +
                         terms[2 * n * n + i] + terms[3 * n * n + i];
      Check(std::fabs(sum - scores[i]) <= 1e-4 * (std::fabs(sum) + 1));
      if (spec.mix == posenc::HeadMix::kConcat)
        Check(terms[i] == 0 && terms[n * n + i] == 0 && terms[2 * n * n + i] == 0);
    }
  } else {
    for (float x : terms) Check(x == kCanary);
  }
  return 0;
}
