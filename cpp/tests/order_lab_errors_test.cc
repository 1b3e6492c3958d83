// SPDX-License-Identifier: MIT
// Invalid inputs of the order lab: every entry point returns the documented
// status and writes nothing (its outputs keep their sentinel); the limits
// themselves are accepted.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <functional>
#include <limits>
#include <vector>

#include "order_lab_helpers.h"
#include "order_lab_internal.h"

using namespace posenc;           // NOLINT(build/namespaces): test file
using namespace posenc::testing;  // NOLINT(build/namespaces)

namespace {

constexpr float kSentinel = -12345.0f;
constexpr int32_t kIntSentinel = -777;

// A spec changed by `edit`, and the status ValidateOrderLab must give it.
struct BadSpec {
  std::function<void(OrderLabSpec&)> edit;
  Status status;
};

std::vector<BadSpec> BadSpecs() {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  std::vector<BadSpec> bad = {
      {[](OrderLabSpec& s) { s.task = OrderLabTask(-1); },
       Status::kInvalidTask},
      {[](OrderLabSpec& s) { s.task = OrderLabTask(2); }, Status::kInvalidTask},
      {[](OrderLabSpec& s) { s.position = PositionSignal(-1); },
       Status::kInvalidPositionSignal},
      {[](OrderLabSpec& s) { s.position = PositionSignal(4); },
       Status::kInvalidPositionSignal},
      {[](OrderLabSpec& s) { s.mask = AttentionMask(-1); },
       Status::kInvalidMask},
      {[](OrderLabSpec& s) { s.mask = AttentionMask(2); },
       Status::kInvalidMask},
      {[](OrderLabSpec& s) { s.readout = Readout(-1); },
       Status::kInvalidReadout},
      {[](OrderLabSpec& s) { s.readout = Readout(3); },
       Status::kInvalidReadout},
      {[](OrderLabSpec& s) { s.d_model = 0; }, Status::kInvalidDModel},
      {[](OrderLabSpec& s) { s.d_model = kOrderLabMaxDModel + 1; },
       Status::kInvalidDModel},
      {[](OrderLabSpec& s) { s.max_length = kOrderLabMinLength - 1; },
       Status::kInvalidLength},
      {[](OrderLabSpec& s) { s.max_length = kOrderLabMaxTrainLength + 1; },
       Status::kInvalidLength},
      {[](OrderLabSpec& s) { s.batch = 0; }, Status::kInvalidArgument},
      {[](OrderLabSpec& s) { s.batch = kOrderLabMaxBatch + 1; },
       Status::kInvalidArgument},
      {[](OrderLabSpec& s) { s.layers = 0; }, Status::kInvalidArgument},
      {[](OrderLabSpec& s) { s.layers = kOrderLabMaxLayers + 1; },
       Status::kInvalidArgument},
  };
  for (float rate : {0.0f, -0.01f, 1.0001f, nan, inf, -inf}) {
    bad.push_back({[rate](OrderLabSpec& s) { s.learning_rate = rate; },
                   Status::kInvalidArgument});
  }
  return bad;
}

bool Untouched(const std::vector<float>& v) {
  for (float x : v) {
    if (x != kSentinel) return false;
  }
  return true;
}

// Train into sentinel buffers; true in *untouched when none was written.
Status TrainUntouched(const OrderLabSpec& spec,
                      const OrderLabCounters& counters,
                      const std::vector<float>& values, int32_t steps,
                      bool* untouched) {
  std::vector<float> out(values.size() + 4, kSentinel), losses(1100, kSentinel),
      accuracies(1100, kSentinel);
  OrderLabCounters written{kIntSentinel, 1, 2};
  const Status st =
      OrderLabTrain(spec, counters, values.data(), steps,
                    {&written, out.data(), losses.data(), accuracies.data()});
  *untouched = Untouched(out) && Untouched(losses) && Untouched(accuracies) &&
               written.step == kIntSentinel;
  return st;
}

Status EvaluateUntouched(const OrderLabSpec& spec,
                         const std::vector<float>& values,
                         const std::vector<int32_t>& words, bool* untouched) {
  std::vector<float> probabilities(kOrderLabClasses, kSentinel),
      attention(kOrderLabMaxLength + 8, kSentinel),
      terms(4 * kOrderLabMaxLength + 8, kSentinel);
  int32_t answer = kIntSentinel, none = 1;
  const Status st = OrderLabEvaluate(
      spec, values.data(), words.empty() ? &none : words.data(),
      static_cast<int32_t>(words.size()),
      {&answer, probabilities.data(), attention.data(), terms.data()});
  *untouched = Untouched(probabilities) && Untouched(attention) &&
               Untouched(terms) && answer == kIntSentinel;
  return st;
}

Status TestUntouched(const OrderLabSpec& spec, const std::vector<float>& values,
                     const std::vector<int32_t>& lengths, bool* untouched) {
  std::vector<float> accuracies(lengths.size() + 4, kSentinel),
      losses(lengths.size() + 4, kSentinel),
      training_accuracies(lengths.size() + 4, kSentinel),
      training_losses(lengths.size() + 4, kSentinel);
  const int32_t none = 3;
  const Status st = OrderLabTest(
      spec, values.data(), lengths.empty() ? &none : lengths.data(),
      static_cast<int32_t>(lengths.size()),
      {accuracies.data(), losses.data(), training_accuracies.data(),
       training_losses.data()});
  *untouched = Untouched(accuracies) && Untouched(losses) &&
               Untouched(training_accuracies) && Untouched(training_losses);
  return st;
}

}  // namespace

TEST_CASE("Every invalid spec field is rejected by every entry point") {
  Lab lab{OrderLabSpec{}};
  for (const BadSpec& b : BadSpecs()) {
    OrderLabSpec spec;
    b.edit(spec);
    CHECK(ValidateOrderLab(spec) == b.status);
    int32_t count = kIntSentinel;
    CHECK(OrderLabParameterCount(spec, &count) == b.status);
    CHECK(OrderLabValueCount(spec, &count) == b.status);
    CHECK(count == kIntSentinel);
    std::vector<float> values(lab.values.size(), kSentinel);
    OrderLabCounters counters{kIntSentinel, 0, 0};
    CHECK(OrderLabCreate(spec, &counters, values.data()) == b.status);
    CHECK((Untouched(values) && counters.step == kIntSentinel));
    bool untouched = false;
    CHECK(TrainUntouched(spec, lab.counters, lab.values, 5, &untouched) ==
          b.status);
    CHECK(untouched);
    CHECK(EvaluateUntouched(spec, lab.values, {1, 7, 2}, &untouched) ==
          b.status);
    CHECK(untouched);
    CHECK(TestUntouched(spec, lab.values, {3}, &untouched) == b.status);
    CHECK(untouched);
  }
}

TEST_CASE("The limits of every spec field are accepted") {
  OrderLabSpec spec;
  spec.task = OrderLabTask::kFiller;
  spec.position = PositionSignal::kLearned;
  spec.mask = AttentionMask::kCausal;
  for (int32_t d : {1, kOrderLabMaxDModel}) {
    for (int32_t length : {kOrderLabMinLength, kOrderLabMaxTrainLength}) {
      spec.d_model = d;
      spec.max_length = length;
      spec.batch = d == 1 ? 1 : kOrderLabMaxBatch;
      spec.learning_rate = d == 1 ? 1e-30f : 1.0f;
      spec.layers = d == 1 ? 1 : kOrderLabMaxLayers;
      Lab lab(spec);
      lab.Train(2);
      CHECK(lab.Accuracy(kOrderLabMaxLength) >= 0.0f);
    }
  }
}

TEST_CASE("Null pointers are rejected with kInvalidArgument") {
  Lab lab{OrderLabSpec{}};
  const OrderLabSpec& spec = lab.spec;
  float f[64];
  int32_t i[64] = {1, 7, 2};
  OrderLabCounters c;
  CHECK(OrderLabParameterCount(spec, nullptr) == Status::kInvalidArgument);
  CHECK(OrderLabValueCount(spec, nullptr) == Status::kInvalidArgument);
  CHECK(OrderLabCreate(spec, nullptr, f) == Status::kInvalidArgument);
  CHECK(OrderLabCreate(spec, &c, nullptr) == Status::kInvalidArgument);
  const float* v = lab.values.data();
  std::vector<float> out(lab.values.size());
  const OrderLabTrainOutput train[] = {{nullptr, out.data(), f, f},
                                       {&c, nullptr, f, f},
                                       {&c, out.data(), nullptr, f},
                                       {&c, out.data(), f, nullptr}};
  for (const OrderLabTrainOutput& o : train) {
    CHECK(OrderLabTrain(spec, lab.counters, v, 1, o) ==
          Status::kInvalidArgument);
  }
  CHECK(OrderLabTrain(spec, lab.counters, nullptr, 1, {&c, out.data(), f, f}) ==
        Status::kInvalidArgument);
  const OrderLabEvaluation evaluate[] = {
      {nullptr, f, f}, {i, nullptr, f}, {i, f, nullptr}};
  for (const OrderLabEvaluation& o : evaluate) {
    CHECK(OrderLabEvaluate(spec, v, i, 3, o) == Status::kInvalidArgument);
  }
  CHECK(OrderLabEvaluate(spec, nullptr, i, 3, {i + 8, f, f}) ==
        Status::kInvalidArgument);
  CHECK(OrderLabEvaluate(spec, v, nullptr, 3, {i + 8, f, f}) ==
        Status::kInvalidArgument);
  i[10] = 3;
  CHECK(OrderLabTest(spec, nullptr, i + 10, 1, {f, f, f, f}) ==
        Status::kInvalidArgument);
  CHECK(OrderLabTest(spec, v, nullptr, 1, {f, f, f, f}) ==
        Status::kInvalidArgument);
  const OrderLabTestOutput test[] = {{nullptr, f, f, f},
                                     {f, nullptr, f, f},
                                     {f, f, nullptr, f},
                                     {f, f, f, nullptr}};
  for (const OrderLabTestOutput& o : test) {
    CHECK(OrderLabTest(spec, v, i + 10, 1, o) == Status::kInvalidArgument);
  }
}

TEST_CASE("Train rejects a step count out of range, writing nothing") {
  Lab lab{OrderLabSpec{}};
  bool untouched = false;
  for (int32_t steps :
       {0, -1, kOrderLabMaxSteps + 1, std::numeric_limits<int32_t>::min()}) {
    CHECK(TrainUntouched(lab.spec, lab.counters, lab.values, steps,
                         &untouched) == Status::kInvalidArgument);
    CHECK(untouched);
  }
  CHECK(TrainUntouched(lab.spec, lab.counters, lab.values, kOrderLabMaxSteps,
                       &untouched) == Status::kOk);
}

TEST_CASE("Train and Test refuse a call over the cost cap, and take one at it") {
  OrderLabSpec spec;
  spec.task = OrderLabTask::kFiller;
  spec.d_model = kOrderLabMaxDModel;
  spec.max_length = kOrderLabMaxTrainLength;
  spec.batch = kOrderLabMaxBatch;
  Lab lab{spec};
  // 17 tokens, vectors of 64 + 8: a forward pass costs 400 + 19 * 64 * 72
  // + 2 * 17 * 72 + 16 * 17 = 90672, three per sentence; Adam 12 per
  // parameter, 3 * 64^2 + (17 words + 17 table rows + 6 classes) * 64 + 6.
  const int64_t per_step = 32 * 3 * 90672 + 12 * 14854;
  CHECK(OrderLabTrainCost(spec, 1) == per_step);
  const int32_t most = static_cast<int32_t>(kOrderLabMaxCost / per_step);
  REQUIRE(most == 56);
  bool untouched = false;
  CHECK(TrainUntouched(spec, lab.counters, lab.values, most + 1, &untouched) ==
        Status::kInvalidArgument);
  CHECK(untouched);
  CHECK(TrainUntouched(spec, lab.counters, lab.values, most, &untouched) ==
        Status::kOk);
  // A length-32 test: 2 * 256 sentences of 400 + 35 * 64 * 72 + 2 * 33 * 72
  // + 16 * 33 each; five fit. A slice of a sixth length's sentences fits too.
  const std::vector<int32_t> six(6, kOrderLabMaxLength);
  CHECK(OrderLabTestCost(spec, six.data(), 1) == 512 * 166960);
  CHECK(OrderLabTestCost(spec, six.data(), 5) <= kOrderLabMaxCost);
  CHECK(OrderLabTestCost(spec, six.data(), 6) > kOrderLabMaxCost);
  CHECK(OrderLabTestCost(spec, six.data(), 6, {0, 128}) ==
        6 * 256 * int64_t{166960});
  std::vector<float> out(4 * 8, kSentinel);
  float* f = out.data();
  CHECK(OrderLabTest(spec, lab.values.data(), six.data(), 6,
                     {f, f + 8, f + 16, f + 24}) == Status::kInvalidArgument);
  CHECK(Untouched(out));
  CHECK(OrderLabTest(spec, lab.values.data(), six.data(), 5,
                     {f, f + 8, f + 16, f + 24}) == Status::kOk);
  CHECK(OrderLabTest(spec, lab.values.data(), six.data(), 6,
                     {f, f + 8, f + 16, f + 24}, {128, 128}) == Status::kOk);
}

TEST_CASE("Test refuses a slice out of range, writing nothing") {
  OrderLabSpec spec;
  Lab lab{spec};
  const int32_t three = kOrderLabMinLength;
  std::vector<float> out(4, kSentinel);
  float* f = out.data();
  for (const OrderLabTestSlice slice :
       {OrderLabTestSlice{-1, 1}, OrderLabTestSlice{0, 0},
        OrderLabTestSlice{kOrderLabTestSentences, 1},
        OrderLabTestSlice{1, kOrderLabTestSentences},
        OrderLabTestSlice{0, -5}, OrderLabTestSlice{INT32_MAX, INT32_MAX}}) {
    CHECK(OrderLabTestCost(spec, &three, 1, slice) > kOrderLabMaxCost);
    CHECK(OrderLabTest(spec, lab.values.data(), &three, 1,
                       {f, f + 1, f + 2, f + 3}, slice) ==
          Status::kInvalidArgument);
    CHECK(Untouched(out));
  }
}

TEST_CASE("Train rejects a state it cannot continue, writing nothing") {
  Lab lab{OrderLabSpec{}};
  const size_t p = lab.values.size() / 3;
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  struct Case {
    size_t index;
    float value;
  };
  // A parameter, a first moment and a second moment not finite; a negative
  // second moment.
  for (const Case& c : {Case{0, nan}, Case{p - 1, inf}, Case{p, -inf},
                        Case{2 * p, nan}, Case{3 * p - 1, -1e-30f}}) {
    std::vector<float> values = lab.values;
    values[c.index] = c.value;
    bool untouched = false;
    CAPTURE(c.index);
    CHECK(TrainUntouched(lab.spec, lab.counters, values, 1, &untouched) ==
          Status::kInvalidState);
    CHECK(untouched);
  }
  OrderLabCounters counters = lab.counters;
  bool untouched = false;
  for (int32_t step : {-1, kOrderLabMaxTotalSteps - 9}) {
    counters.step = step;
    CHECK(TrainUntouched(lab.spec, counters, lab.values, 10, &untouched) ==
          Status::kInvalidState);
    CHECK(untouched);
  }
  counters.step = kOrderLabMaxTotalSteps - 10;
  CHECK(TrainUntouched(lab.spec, counters, lab.values, 10, &untouched) ==
        Status::kOk);
}

TEST_CASE(
    "Evaluate rejects bad sentence lengths, words outside the vocabulary and "
    "non-finite parameters, writing nothing") {
  Lab lab{OrderLabSpec{}};
  bool untouched = false;
  const std::vector<int32_t> too_long(kOrderLabMaxLength + 1, 1);
  CHECK(EvaluateUntouched(lab.spec, lab.values, {}, &untouched) ==
        Status::kInvalidLength);
  CHECK(untouched);
  CHECK(EvaluateUntouched(lab.spec, lab.values, too_long, &untouched) ==
        Status::kInvalidLength);
  CHECK(untouched);
  for (int32_t word : {kOrderLabCls, -1, kOrderLabVocabularySize,
                       std::numeric_limits<int32_t>::max()}) {
    CHECK(EvaluateUntouched(lab.spec, lab.values, {1, word, 2}, &untouched) ==
          Status::kInvalidWord);
    CHECK(untouched);
  }
  std::vector<float> values = lab.values;
  values[values.size() / 3 - 1] = std::numeric_limits<float>::infinity();
  CHECK(EvaluateUntouched(lab.spec, values, {1, 7, 2}, &untouched) ==
        Status::kInvalidState);
  CHECK(untouched);
  // Any sentence of words is allowed, up to the longest.
  CHECK(EvaluateUntouched(lab.spec, lab.values, {16}, &untouched) ==
        Status::kOk);
  CHECK(EvaluateUntouched(lab.spec, lab.values,
                          std::vector<int32_t>(kOrderLabMaxLength, 16),
                          &untouched) == Status::kOk);
}

TEST_CASE(
    "Test rejects bad length lists and non-finite parameters, writing "
    "nothing") {
  Lab filler(Spec(OrderLabTask::kFiller, PositionSignal::kRope,
                  AttentionMask::kBidirectional));
  Lab agent{OrderLabSpec{}};
  bool untouched = false;
  const std::vector<std::vector<int32_t>> bad = {
      {},
      std::vector<int32_t>(kOrderLabMaxLength + 1, 3),
      {2},
      {3, kOrderLabMaxLength + 1},
      {-3}};
  for (const std::vector<int32_t>& lengths : bad) {
    CHECK(TestUntouched(filler.spec, filler.values, lengths, &untouched) ==
          Status::kInvalidLength);
    CHECK(untouched);
  }
  CHECK(TestUntouched(agent.spec, agent.values, {3, 4}, &untouched) ==
        Status::kInvalidLength);
  CHECK(untouched);
  std::vector<float> values = filler.values;
  values[0] = std::numeric_limits<float>::quiet_NaN();
  CHECK(TestUntouched(filler.spec, values, {3}, &untouched) ==
        Status::kInvalidState);
  CHECK(untouched);
  CHECK(TestUntouched(filler.spec, filler.values,
                      std::vector<int32_t>(kOrderLabMaxLength, 5),
                      &untouched) == Status::kOk);
}

namespace {

// The default state with W_v's entries at +-1e19: the forward pass stays
// finite, but the gradients of W_o, W_q, W_k and E pass 1.8e19, whose
// squares overflow float32: the second moments of a long diverging run.
Lab StateNearMomentOverflow() {
  Lab lab{OrderLabSpec{}};
  const order_lab::Shape shape = order_lab::MakeShape(lab.spec);
  for (int64_t i = shape.block[0].wv; i < shape.wo; ++i) {
    lab.values[i] = lab.values[i] < 0.0f ? -1e19f : 1e19f;
  }
  return lab;
}

// Parameters near 1e20 and first moments near 3e38: finite, but the scores
// q . k overflow float32.
Lab StateTooLargeToCompute() {
  Lab lab{OrderLabSpec{}};
  const size_t p = lab.values.size() / 3;
  for (size_t i = 0; i < p; ++i) {
    lab.values[i] = i % 2 ? 1e20f : -1e20f;
    lab.values[p + i] = 3e38f;
  }
  return lab;
}

bool AllFiniteValues(const std::vector<float>& v) {
  return std::all_of(v.begin(), v.end(),
                     [](float x) { return std::isfinite(x); });
}

}  // namespace

TEST_CASE(
    "Adam's moments saturate instead of overflowing: a state whose squared "
    "gradients pass float32 trains into a state Train accepts again") {
  Lab lab = StateNearMomentOverflow();
  const Trained first = lab.Train(1);
  CHECK(AllFiniteValues(lab.values));
  CHECK(AllFiniteValues(first.losses));
  const size_t p = lab.values.size() / 3;
  CHECK(*std::max_element(lab.values.begin() + 2 * p, lab.values.end()) ==
        std::numeric_limits<float>::max());
  const Trained second = lab.Train(5);  // accepted: no kInvalidState
  CHECK(AllFiniteValues(lab.values));
  CHECK(AllFiniteValues(second.losses));
}

TEST_CASE(
    "A state too large to compute with is kOverflow from every entry point, "
    "with nothing written, never a non-finite result") {
  const Lab lab = StateTooLargeToCompute();
  bool untouched = false;
  CHECK(TrainUntouched(lab.spec, lab.counters, lab.values, 3, &untouched) ==
        Status::kOverflow);
  CHECK(untouched);
  CHECK(EvaluateUntouched(lab.spec, lab.values, {1, 7, 3}, &untouched) ==
        Status::kOverflow);
  CHECK(untouched);
  CHECK(TestUntouched(lab.spec, lab.values, {3}, &untouched) ==
        Status::kOverflow);
  CHECK(untouched);
  // In place too: the input is left as it was.
  std::vector<float> values = lab.values, losses(3), accuracies(3);
  OrderLabCounters counters = lab.counters;
  CHECK(OrderLabTrain(lab.spec, counters, values.data(), 3,
                      {&counters, values.data(), losses.data(),
                       accuracies.data()}) == Status::kOverflow);
  CHECK(values == lab.values);
  CHECK(counters.step == lab.counters.step);
}
