// SPDX-License-Identifier: MIT
// Fuzzes the order lab's entry points: a spec from the bytes (hostile enum
// values, widths, lengths, batch sizes, learning rates, seeds), a state
// created from it and perhaps corrupted (any float bits at any place, any
// step count), then Train, Evaluate or Test (the first byte picks) with
// hostile arguments. Contract checked on every input:
//  - each entry point accepts exactly its documented ranges, returns the
//    documented status otherwise and then writes nothing;
//  - on a state Create made: Train's losses are finite and >= 0, its
//    accuracies are multiples of 1 / batch in [0, 1], training out of place
//    equals training in place bit for bit and leaves the input alone;
//    Evaluate's probabilities and attention row are distributions and its
//    answer a class; Test's accuracies are in [0, 1] and its losses finite;
//  - on a corrupted state: the documented status, and no crash.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include "fuzz_input.h"
#include "posenc/order_lab.h"

namespace {

using posenc::OrderLabSpec;
using posenc::Status;
using posenc::fuzz::Check;
using posenc::fuzz::FuzzInput;

// Harness caps that keep one input fast under the sanitizers.
constexpr int32_t kHarnessDModel = 24;
constexpr int32_t kHarnessSteps = 6;
constexpr int32_t kHarnessLengths = 3;
constexpr float kCanary = 777.0f;

// Values of the largest state: the widest model with the longest table.
int32_t MostValues() {
  OrderLabSpec spec;
  spec.position = posenc::PositionSignal::kLearned;
  spec.task = posenc::OrderLabTask::kFiller;
  spec.d_model = posenc::kOrderLabMaxDModel;
  spec.max_length = posenc::kOrderLabMaxTrainLength;
  int32_t count = 0;
  posenc::OrderLabValueCount(spec, &count);
  return count;
}

bool SameBits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() &&
         std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

float LearningRate(FuzzInput& in) {
  const uint8_t tag = in.Byte();
  const uint32_t raw = in.U32();
  if (tag % 4 == 0) return posenc::fuzz::BitsAs<float>(raw);
  return static_cast<float>(raw % 1000 + 1) / 1000.0f;
}

OrderLabSpec ReadSpec(FuzzInput& in) {
  OrderLabSpec spec;
  spec.task = static_cast<posenc::OrderLabTask>(in.Int(0, 1));
  spec.position = static_cast<posenc::PositionSignal>(in.Int(0, 3));
  spec.mask = static_cast<posenc::AttentionMask>(in.Int(0, 1));
  spec.readout = static_cast<posenc::Readout>(in.Int(0, 2));
  spec.d_model = in.Int(1, kHarnessDModel);
  spec.max_length = in.Int(3, posenc::kOrderLabMaxTrainLength);
  spec.batch = in.Int(1, posenc::kOrderLabMaxBatch);
  spec.learning_rate = LearningRate(in);
  spec.seed = in.U32();
  return spec;
}

// The status ValidateOrderLab must give: the first documented rule of
// order_lab.h that the spec breaks, in the order of the fields.
Status ExpectedSpecStatus(const OrderLabSpec& s) {
  const auto within = [](int64_t v, int64_t low, int64_t high) {
    return low <= v && v <= high;
  };
  const struct {
    bool holds;
    Status otherwise;
  } rules[] = {
      {within(int64_t(s.task), 0, 1), Status::kInvalidTask},
      {within(int64_t(s.position), 0, 3), Status::kInvalidPositionSignal},
      {within(int64_t(s.mask), 0, 1), Status::kInvalidMask},
      {within(int64_t(s.readout), 0, 2), Status::kInvalidReadout},
      {within(s.d_model, 1, posenc::kOrderLabMaxDModel),
       Status::kInvalidDModel},
      {within(s.max_length, 3, posenc::kOrderLabMaxTrainLength),
       Status::kInvalidLength},
      {within(s.batch, 1, posenc::kOrderLabMaxBatch), Status::kInvalidArgument},
      {s.learning_rate > 0.0f && s.learning_rate <= 1.0f,
       Status::kInvalidArgument},
  };
  for (const auto& rule : rules) {
    if (!rule.holds) return rule.otherwise;
  }
  return Status::kOk;
}

bool AllCanary(const std::vector<float>& v, size_t from = 0) {
  return std::all_of(v.begin() + from, v.end(),
                     [](float x) { return x == kCanary; });
}

struct State {
  OrderLabSpec spec;
  posenc::OrderLabCounters counters;
  std::vector<float> values;
  bool pristine = true;  // as Create made it
};

// Overwrites up to three values and perhaps the step count with fuzz bits.
void Corrupt(FuzzInput& in, State& s) {
  const uint8_t what = in.Byte();
  for (int i = 0; i < (what & 3); ++i) {
    const uint32_t at = in.U32() % s.values.size();
    s.values[at] = posenc::fuzz::BitsAs<float>(in.U32());
    s.pristine = false;
  }
  if (what & 4) s.counters.step = in.Int(0, posenc::kOrderLabMaxTotalSteps);
}

bool StateValid(const State& s, int32_t steps) {
  const size_t p = s.values.size() / 3;
  for (size_t i = 0; i < s.values.size(); ++i) {
    if (!std::isfinite(s.values[i]) || (i >= 2 * p && s.values[i] < 0.0f))
      return false;
  }
  return s.counters.step >= 0 &&
         s.counters.step <= posenc::kOrderLabMaxTotalSteps - steps;
}

// The status a call must return: `expected`, except that a state whose values
// the input edited (finite, but possibly huge) may be too large to compute
// with: kOverflow, with nothing written. A state only trained never is.
bool Allowed(Status st, Status expected, const State& s) {
  return st == expected ||
         (expected == Status::kOk && !s.pristine && st == Status::kOverflow);
}

bool ParametersFinite(const State& s) {
  const size_t p = s.values.size() / 3;
  return std::all_of(s.values.begin(), s.values.begin() + p,
                     [](float x) { return std::isfinite(x); });
}

void FuzzTrain(FuzzInput& in, State& s) {
  const int32_t steps = in.Int(1, kHarnessSteps);
  const bool steps_ok = steps >= 1 && steps <= posenc::kOrderLabMaxSteps &&
                        posenc::OrderLabTrainCost(s.spec, steps) <=
                            posenc::kOrderLabMaxCost;
  const Status expected = !steps_ok              ? Status::kInvalidArgument
                          : StateValid(s, steps) ? Status::kOk
                                                 : Status::kInvalidState;
  if (expected == Status::kOk && steps > kHarnessSteps) return;
  const std::vector<float> before = s.values;
  std::vector<float> out(s.values.size(), kCanary), losses(64, kCanary),
      accuracies(64, kCanary);
  posenc::OrderLabCounters counters{-5, 0, 0};
  const Status st = posenc::OrderLabTrain(
      s.spec, s.counters, s.values.data(), steps,
      {&counters, out.data(), losses.data(), accuracies.data()});
  Check(Allowed(st, expected, s));
  Check(SameBits(s.values, before));  // input untouched
  if (st != Status::kOk) {
    Check(AllCanary(out) && AllCanary(losses) && AllCanary(accuracies) &&
          counters.step == -5);
    return;
  }
  Check(counters.step == s.counters.step + steps && AllCanary(losses, steps));
  if (!s.pristine) return;
  for (int32_t i = 0; i < steps; ++i) {
    Check(std::isfinite(losses[i]) && losses[i] >= 0.0f);
    // correct / batch, rounded to float: within 1e-4 of an integer count.
    const double right = double(accuracies[i]) * s.spec.batch;
    Check(right >= 0.0 && right <= s.spec.batch + 1e-4 &&
          std::fabs(right - std::round(right)) <= 1e-4);
  }
  std::vector<float> again(64), again_acc(64);
  Check(posenc::OrderLabTrain(s.spec, s.counters, s.values.data(), steps,
                              {&s.counters, s.values.data(), again.data(),
                               again_acc.data()}) == Status::kOk);
  again.resize(steps), losses.resize(steps);
  Check(SameBits(s.values, out) && SameBits(again, losses));
}

void FuzzEvaluate(FuzzInput& in, const State& s) {
  const int32_t length = in.Int(0, posenc::kOrderLabMaxLength + 1);
  const int32_t stored = std::clamp(length, 0, posenc::kOrderLabMaxLength + 1);
  std::vector<int32_t> words(stored + 1);
  bool words_ok = true;
  for (int32_t t = 0; t < stored; ++t) {
    words[t] = in.Int(0, posenc::kOrderLabVocabularySize);
    words_ok =
        words_ok && words[t] >= 1 && words[t] < posenc::kOrderLabVocabularySize;
  }
  const bool length_ok = length >= 1 && length <= posenc::kOrderLabMaxLength;
  const Status expected = !length_ok             ? Status::kInvalidLength
                          : !words_ok            ? Status::kInvalidWord
                          : !ParametersFinite(s) ? Status::kInvalidState
                                                 : Status::kOk;
  std::vector<float> probabilities(posenc::kOrderLabClasses, kCanary),
      attention(posenc::kOrderLabMaxLength + 4, kCanary),
      terms(4 * (posenc::kOrderLabMaxLength + 1) + 4, kCanary);
  int32_t answer = -9;
  const Status st = posenc::OrderLabEvaluate(
      s.spec, s.values.data(), words.data(), length,
      {&answer, probabilities.data(), attention.data(), terms.data()});
  Check(Allowed(st, expected, s));
  if (st != Status::kOk) {
    Check(answer == -9 && AllCanary(probabilities) && AllCanary(attention) &&
          AllCanary(terms));
    return;
  }
  Check(answer >= 0 && answer < posenc::kOrderLabClasses &&
        AllCanary(attention, length + 1) &&
        AllCanary(terms, 4 * size_t(length + 1)));
  if (!s.pristine) return;
  for (const auto* v : {&probabilities, &attention}) {
    double sum = 0.0;
    for (size_t i = 0; i < (v == &attention ? size_t(length + 1) : v->size());
         ++i) {
      Check((*v)[i] >= 0.0f && (*v)[i] <= 1.0f);
      sum += (*v)[i];
    }
    Check(std::fabs(sum - 1.0) <= 1e-5);
  }
}

void FuzzTest(FuzzInput& in, const State& s) {
  const int32_t count = in.Int(0, posenc::kOrderLabMaxLength + 1);
  const int32_t stored = std::clamp(count, 0, posenc::kOrderLabMaxLength + 1);
  std::vector<int32_t> lengths(stored + 1, 3);
  bool lengths_ok = count >= 1 && count <= posenc::kOrderLabMaxLength;
  const int32_t longest = s.spec.task == posenc::OrderLabTask::kAgent
                              ? 3
                              : posenc::kOrderLabMaxLength;
  for (int32_t i = 0; i < stored; ++i) {
    lengths[i] = in.Int(2, posenc::kOrderLabMaxLength + 1);
    lengths_ok = lengths_ok && lengths[i] >= 3 && lengths[i] <= longest;
  }
  // Any slice, most of them whole or in range.
  const int32_t n = posenc::kOrderLabTestSentences;
  const posenc::OrderLabTestSlice slice{in.Int(-2, n + 1), in.Int(-2, n + 2)};
  const bool slice_ok = slice.start >= 0 && slice.start < n &&
                        slice.count >= 1 && slice.count <= n - slice.start;
  const bool cost_ok =
      lengths_ok && posenc::OrderLabTestCost(s.spec, lengths.data(), count,
                                             slice) <= posenc::kOrderLabMaxCost;
  Check(!cost_ok || slice_ok);
  const Status expected = !lengths_ok            ? Status::kInvalidLength
                          : !slice_ok || !cost_ok ? Status::kInvalidArgument
                          : !ParametersFinite(s) ? Status::kInvalidState
                                                 : Status::kOk;
  if (expected == Status::kOk && count > kHarnessLengths) return;
  std::vector<float> accuracies(stored + 2, kCanary),
      losses(stored + 2, kCanary), trained(stored + 2, kCanary),
      trained_losses(stored + 2, kCanary);
  const Status st =
      posenc::OrderLabTest(s.spec, s.values.data(), lengths.data(), count,
                           {accuracies.data(), losses.data(), trained.data(),
                            trained_losses.data()},
                           slice);
  Check(Allowed(st, expected, s));
  if (st != Status::kOk) {
    Check(AllCanary(accuracies) && AllCanary(losses) && AllCanary(trained) &&
          AllCanary(trained_losses));
    return;
  }
  Check(AllCanary(accuracies, count) && AllCanary(losses, count) &&
        AllCanary(trained, count) && AllCanary(trained_losses, count));
  for (int32_t i = 0; i < count; ++i) {
    // A set the slice misses (length 3 past its 24 or 96 sentences) has NaN
    // means.
    const bool held_out_seen = lengths[i] > 3 || slice.start < 24;
    const bool trained_seen = lengths[i] > 3 || slice.start < 96;
    Check(held_out_seen ? accuracies[i] >= 0.0f && accuracies[i] <= 1.0f
                        : std::isnan(accuracies[i]) && std::isnan(losses[i]));
    Check(trained_seen ? trained[i] >= 0.0f && trained[i] <= 1.0f
                       : std::isnan(trained[i]) &&
                             std::isnan(trained_losses[i]));
    if (!held_out_seen || !trained_seen) continue;
    Check(!s.pristine ||
          (std::isfinite(losses[i]) && losses[i] >= 0.0f &&
           std::isfinite(trained_losses[i]) && trained_losses[i] >= 0.0f));
  }
}

// An invalid spec: every entry point gives its status and writes nothing.
void CheckRejected(const OrderLabSpec& spec, Status expected) {
  std::vector<float> values(MostValues(), kCanary), out(64, kCanary);
  posenc::OrderLabCounters counters{-5, 0, 0};
  int32_t count = -5, answer = -5;
  const int32_t words[3] = {1, 7, 2}, length = 3;
  Check(posenc::ValidateOrderLab(spec) == expected);
  Check(posenc::OrderLabValueCount(spec, &count) == expected && count == -5);
  Check(posenc::OrderLabCreate(spec, &counters, values.data()) == expected);
  Check(posenc::OrderLabTrain(spec, counters, values.data(), 1,
                              {&counters, values.data(), out.data(),
                               out.data() + 8}) == expected);
  Check(posenc::OrderLabEvaluate(spec, values.data(), words, 3,
                                 {&answer, out.data(), out.data() + 8,
                                  out.data() + 12}) == expected);
  Check(posenc::OrderLabTest(spec, values.data(), &length, 1,
                             {out.data(), out.data() + 1, out.data() + 2,
                              out.data() + 3}) == expected);
  Check(counters.step == -5 && answer == -5 && AllCanary(values) &&
        AllCanary(out));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzInput in(data, size);
  const uint8_t op = in.Byte();
  State s;
  s.spec = ReadSpec(in);
  const Status valid = ExpectedSpecStatus(s.spec);
  if (valid != Status::kOk) {
    CheckRejected(s.spec, valid);
    return 0;
  }
  int32_t count = 0;
  Check(posenc::OrderLabValueCount(s.spec, &count) == Status::kOk);
  s.values.assign(count, kCanary);
  Check(posenc::OrderLabCreate(s.spec, &s.counters, s.values.data()) ==
        Status::kOk);
  Check(std::all_of(s.values.begin(), s.values.end(),
                    [](float x) { return std::isfinite(x); }));
  Corrupt(in, s);
  if (op % 3 == 0) FuzzTrain(in, s);
  if (op % 3 == 1) FuzzEvaluate(in, s);
  if (op % 3 == 2) FuzzTest(in, s);
  return 0;
}
