// SPDX-License-Identifier: MIT
// Fuzzes the token path of the attention demo: SplitTokens on arbitrary
// bytes (the text a learner types, after the JS tokenizer joined it with
// 0xFF separators), then ValidateAttention and SelfAttention on the tokens.
// Contract checked on every input:
//  - SplitTokens accepts exactly non-empty buffers of 1..kMaxTokens non-empty
//    tokens of at most kMaxTokenBytes bytes in all, and then describes them
//    exactly; otherwise it returns kInvalidTokens and writes nothing;
//  - ValidateAttention accepts exactly d_model in 1..kMaxAttentionDModel and
//    a finite base > 1; on error SelfAttention writes nothing;
//  - for valid input (d_model up to kHarnessDModel, to keep runs fast)
//    every value is finite and each weight row is a distribution.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "fuzz_input.h"
#include "posenc/attention.h"

namespace {

using posenc::Status;
using posenc::fuzz::Check;
using posenc::fuzz::CheckSoftmaxRows;

constexpr int32_t kHarnessDModel = 48;
constexpr float kCanary = 777.0f;

// The tokens SplitTokens must find, by a plain reading of its contract.
bool ExpectedTokens(const std::string &text, std::string *joined,
                    int32_t *count) {
  if (text.empty())
    return false;
  int32_t tokens = 1, run = 0;
  for (unsigned char ch : text) {
    if (ch == posenc::kTokenSeparator) {
      if (run == 0)
        return false;
      ++tokens;
      run = 0;
    } else {
      joined->push_back(static_cast<char>(ch));
      ++run;
    }
  }
  *count = tokens;
  return run > 0 && tokens <= posenc::kMaxTokens &&
         static_cast<int64_t>(joined->size()) <= posenc::kMaxTokenBytes;
}

void CheckSplit(const std::string &text, std::vector<uint8_t> &buffer,
                std::vector<int32_t> &offsets, int32_t *count) {
  std::string joined;
  int32_t want = 0;
  const bool valid = ExpectedTokens(text, &joined, &want);
  const Status st =
      posenc::SplitTokens(buffer.data(), static_cast<int64_t>(buffer.size()),
                          offsets.data(), count);
  Check((st == Status::kOk) == valid);
  if (!valid) {
    Check(st == Status::kInvalidTokens);
    Check(std::string(buffer.begin(), buffer.end()) == text);
    return;
  }
  Check(*count == want && offsets[0] == 0);
  for (int32_t t = 0; t < *count; ++t)
    Check(offsets[t] < offsets[t + 1]);
  Check(std::string(buffer.begin(), buffer.begin() + offsets[*count]) ==
        joined);
}

void CheckAttention(const posenc::TokenText &tokens,
                    const posenc::AttentionSpec &spec) {
  const Status st = posenc::ValidateAttention(tokens, spec);
  const bool valid = spec.d_model >= 1 &&
                     spec.d_model <= posenc::kMaxAttentionDModel &&
                     std::isfinite(spec.base) && spec.base > 1.0;
  Check((st == Status::kOk) == valid);
  const int64_t n = tokens.count;
  const int64_t d = valid ? spec.d_model : 4;
  if (valid && d > kHarnessDModel)
    return;
  std::vector<float> inputs(n * d, kCanary), weights(n * n, kCanary),
      output(n * d, kCanary);
  const Status run = posenc::SelfAttention(
      tokens, spec, {inputs.data(), weights.data(), output.data()});
  Check(run == st);
  for (const auto *v : {&inputs, &weights, &output}) {
    for (float x : *v)
      Check(valid ? std::isfinite(x) : x == kCanary);
  }
  if (!valid)
    return;
  CheckSoftmaxRows(weights.data(), n);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  posenc::fuzz::FuzzInput in(data, size);
  posenc::AttentionSpec spec;
  spec.d_model = in.Int(1, kHarnessDModel);
  spec.positional = in.Byte() % 2 == 1;
  spec.seed = in.U32();
  spec.base = in.Real();
  const std::string text = in.Rest();
  std::vector<uint8_t> buffer(text.begin(), text.end());
  std::vector<int32_t> offsets(posenc::kMaxTokens + 1, -1);
  int32_t count = 0;
  CheckSplit(text, buffer, offsets, &count);
  if (count < 1)
    return 0;
  CheckAttention({buffer.data(), offsets.data(), count}, spec);
  return 0;
}
