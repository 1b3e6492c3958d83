// SPDX-License-Identifier: MIT
// The order lab's determinism: chunked training equals one-shot training,
// Train leaves its input alone, and golden checksums of trained states
// (tests/fixtures/golden.json) hold in the native build and in both wasm
// flavours, which run this same suite.
#include <catch2/catch.hpp>
#include <cstdio>
#include <string>
#include <vector>

#include "golden_fixtures.h"
#include "order_lab_helpers.h"
#include "order_lab_internal.h"

using namespace posenc;           // NOLINT(build/namespaces): test file
using namespace posenc::testing;  // NOLINT(build/namespaces)

namespace {

bool SameBits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() &&
         std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

std::vector<float> Joined(const std::vector<Trained>& parts, bool losses) {
  std::vector<float> all;
  for (const Trained& t : parts) {
    const std::vector<float>& v = losses ? t.losses : t.accuracies;
    all.insert(all.end(), v.begin(), v.end());
  }
  return all;
}

}  // namespace

TEST_CASE(
    "Training in chunks gives the bits of training at once, for every task, "
    "position signal, mask, read-out and number of layers") {
  for (OrderLabTask task : {OrderLabTask::kAgent, OrderLabTask::kFiller}) {
    for (PositionSignal position : kAllPositions) {
      for (AttentionMask mask : kAllMasks) {
        for (Readout readout : kAllReadouts) {
          for (int32_t layers = 1; layers <= kOrderLabMaxLayers; ++layers) {
          OrderLabSpec spec = Spec(task, position, mask, 11);
          spec.readout = readout;
          spec.layers = layers;
          spec.d_model = 7;  // odd: the vector kernels' scalar tails too
          spec.batch = 5;
          Lab once(spec), chunked(spec);
          const Trained all = once.Train(45);
          const std::vector<Trained> parts = {
              chunked.Train(1), chunked.Train(13), chunked.Train(31)};
          CAPTURE(static_cast<int>(task), static_cast<int>(position),
                  static_cast<int>(mask), static_cast<int>(readout), layers);
          CHECK(SameBits(once.values, chunked.values));
          CHECK(SameBits(all.losses, Joined(parts, true)));
          CHECK(SameBits(all.accuracies, Joined(parts, false)));
          CHECK(once.counters.step == chunked.counters.step);
          CHECK(once.counters.sampler_low == chunked.counters.sampler_low);
          CHECK(once.counters.sampler_high == chunked.counters.sampler_high);
          }
        }
      }
    }
  }
}

TEST_CASE(
    "Train never changes its input, and training into a new buffer equals "
    "training in place") {
  Lab lab(Spec(OrderLabTask::kFiller, PositionSignal::kLearned,
               AttentionMask::kBidirectional));
  lab.Train(3);
  const std::vector<float> before = lab.values;
  const OrderLabCounters counters = lab.counters;
  std::vector<float> values(before.size()), losses(20), accuracies(20);
  OrderLabCounters out;
  REQUIRE(OrderLabTrain(lab.spec, counters, lab.values.data(), 20,
                        {&out, values.data(), losses.data(),
                         accuracies.data()}) == Status::kOk);
  CHECK(SameBits(lab.values, before));
  CHECK(lab.counters.step == counters.step);
  const Trained in_place = lab.Train(20);
  CHECK(SameBits(values, lab.values));
  CHECK(SameBits(losses, in_place.losses));
  CHECK(out.step == 23);
  CHECK(out.sampler_low == lab.counters.sampler_low);
  CHECK(out.sampler_high == lab.counters.sampler_high);
}

std::string Hex(uint64_t sum) {
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx",
                static_cast<unsigned long long>(sum));
  return hex;
}

TEST_CASE(
    "The sinusoids the order lab adds and rotates by have the same bits in "
    "every build, at every width") {
  std::vector<std::vector<float>> tables;
  for (int32_t d = 1; d <= kOrderLabMaxDModel; ++d) {
    tables.emplace_back(static_cast<size_t>(order_lab::kPositionRows) * d);
    order_lab::FillSinusoids(d, tables.back().data());
  }
  std::vector<const std::vector<float>*> parts;
  for (const std::vector<float>& t : tables) parts.push_back(&t);
  CHECK(Hex(Checksum(parts)) == golden::kOrderLabSinusoids);
}

TEST_CASE(
    "Trained states match their golden checksums bit for bit in every "
    "build") {
  for (const golden::OrderLabCase& c : golden::kOrderLab) {
    OrderLabSpec spec;
    spec.task = static_cast<OrderLabTask>(c.task);
    spec.position = static_cast<PositionSignal>(c.position);
    spec.mask = static_cast<AttentionMask>(c.mask);
    spec.readout = static_cast<Readout>(c.readout);
    spec.d_model = c.d_model;
    spec.max_length = c.max_length;
    spec.batch = c.batch;
    spec.learning_rate = c.learning_rate;
    spec.seed = c.seed;
    spec.layers = c.layers;
    Lab lab(spec);
    const Trained run = lab.Train(c.steps);
    const size_t n = c.test_lengths.size();
    std::vector<float> tested(n), losses(n), trained(n), trained_losses(n);
    REQUIRE(OrderLabTest(spec, lab.values.data(), c.test_lengths.data(),
                         static_cast<int32_t>(n),
                         {tested.data(), losses.data(), trained.data(),
                          trained_losses.data()}) == Status::kOk);
    const std::string sum =
        Hex(Checksum({&lab.values, &run.losses, &run.accuracies, &tested,
                      &losses, &trained, &trained_losses}));
    CAPTURE(c.name);
    CHECK(sum == c.checksum);
  }
}

TEST_CASE("Test slices sum to the whole call bit for bit") {
  OrderLabSpec spec;
  spec.task = OrderLabTask::kFiller;
  spec.mask = AttentionMask::kCausal;
  spec.readout = Readout::kClsEnd;
  spec.layers = 2;
  spec.d_model = 12;
  Lab lab(spec);
  lab.Train(30);
  const std::vector<int32_t> lengths = {3, 5, 17, 32};
  const int32_t n = static_cast<int32_t>(lengths.size());
  // The whole call, then slices of uneven sizes covering every sentence.
  struct Sums {
    std::vector<int32_t> sentences, correct;
    std::vector<double> losses;
  };
  auto run = [&](OrderLabTestSlice slice, std::vector<float>* means) {
    Sums s{std::vector<int32_t>(2 * n), std::vector<int32_t>(2 * n),
           std::vector<double>(2 * n)};
    means->assign(4 * n, 0.0f);
    float* m = means->data();
    REQUIRE(OrderLabTest(spec, lab.values.data(), lengths.data(), n,
                         {m, m + n, m + 2 * n, m + 3 * n, s.sentences.data(),
                          s.correct.data(), s.losses.data()},
                         slice) == Status::kOk);
    return s;
  };
  std::vector<float> whole_means, means;
  const Sums whole = run({}, &whole_means);
  Sums sum{std::vector<int32_t>(2 * n), std::vector<int32_t>(2 * n),
           std::vector<double>(2 * n)};
  for (const OrderLabTestSlice slice :
       {OrderLabTestSlice{0, 7}, OrderLabTestSlice{7, 20},
        OrderLabTestSlice{27, 100}, OrderLabTestSlice{127, 129}}) {
    const Sums part = run(slice, &means);
    for (int32_t k = 0; k < 2 * n; ++k) {
      sum.sentences[k] += part.sentences[k];
      sum.correct[k] += part.correct[k];
      sum.losses[k] += part.losses[k];
    }
  }
  CHECK(sum.sentences == whole.sentences);
  CHECK(sum.correct == whole.correct);
  CHECK(sum.losses == whole.losses);  // exact: multiples of kLossUnit
  // The whole call's sets: 24 and 96 sentences at length 3, 256 above.
  CHECK(whole.sentences ==
        std::vector<int32_t>{24, 256, 256, 256, 96, 256, 256, 256});
  // Its means are the sums' ratios, rounded to float.
  for (int32_t i = 0; i < n; ++i) {
    CHECK(whole_means[i] ==
          static_cast<float>(double(whole.correct[i]) / whole.sentences[i]));
    CHECK(whole_means[n + i] ==
          static_cast<float>(whole.losses[i] / whole.sentences[i]));
  }
}
