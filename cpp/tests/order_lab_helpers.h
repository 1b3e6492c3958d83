// SPDX-License-Identifier: MIT
// Helpers of the order lab tests: a state that owns its buffers, training
// and testing it, evaluating a sentence, and a checksum of bits.
#pragma once

#include <catch2/catch.hpp>
#include <cstdint>
#include <cstring>
#include <vector>

#include "posenc/order_lab.h"

namespace posenc::testing {

struct Trained {
  std::vector<float> losses, accuracies;
};

// A training state: spec, counters, value buffer.
struct Lab {
  OrderLabSpec spec;
  OrderLabCounters counters;
  std::vector<float> values;

  explicit Lab(const OrderLabSpec& s) : spec(s) {
    int32_t count = 0;
    REQUIRE(OrderLabValueCount(spec, &count) == Status::kOk);
    values.assign(static_cast<size_t>(count), 0.0f);
    REQUIRE(OrderLabCreate(spec, &counters, values.data()) == Status::kOk);
  }

  // Trains `steps` more steps in one call, in place.
  Trained Train(int32_t steps) {
    Trained t{std::vector<float>(steps), std::vector<float>(steps)};
    REQUIRE(OrderLabTrain(spec, counters, values.data(), steps,
                          {&counters, values.data(), t.losses.data(),
                           t.accuracies.data()}) == Status::kOk);
    return t;
  }

  // Accuracy on the held-out noun pairs (and, through *loss, mean loss) at
  // one length.
  float Accuracy(int32_t length, float* loss = nullptr) const {
    return Tested(length, true, loss);
  }
  // The same on the trained noun pairs.
  float TrainingAccuracy(int32_t length, float* loss = nullptr) const {
    return Tested(length, false, loss);
  }
  float Tested(int32_t length, bool held_out, float* loss) const {
    float out[4] = {-1.0f, -1.0f, -1.0f, -1.0f};
    REQUIRE(OrderLabTest(spec, values.data(), &length, 1,
                         {&out[0], &out[1], &out[2], &out[3]}) == Status::kOk);
    if (loss != nullptr) *loss = held_out ? out[1] : out[3];
    return held_out ? out[0] : out[2];
  }
};

struct Answer {
  int32_t answer = -1;
  std::vector<float> probabilities, attention;
};

inline Answer Evaluate(const Lab& lab, const std::vector<int32_t>& words) {
  Answer a{-1, std::vector<float>(kOrderLabClasses),
           std::vector<float>(words.size() + 1)};
  REQUIRE(OrderLabEvaluate(lab.spec, lab.values.data(), words.data(),
                           static_cast<int32_t>(words.size()),
                           {&a.answer, a.probabilities.data(),
                            a.attention.data()}) == Status::kOk);
  return a;
}

inline OrderLabSpec Spec(OrderLabTask task, PositionSignal position,
                         AttentionMask mask, uint32_t seed = 1) {
  OrderLabSpec spec;
  spec.task = task, spec.position = position, spec.mask = mask;
  spec.readout = OrderLabDefaultReadout(mask);
  spec.seed = seed;
  return spec;
}

// 64-bit FNV-1a over the bytes of float arrays, in order.
inline uint64_t Checksum(const std::vector<const std::vector<float>*>& parts) {
  uint64_t hash = 0xcbf29ce484222325u;
  for (const std::vector<float>* part : parts) {
    for (float v : *part) {
      uint32_t bits;
      std::memcpy(&bits, &v, sizeof bits);
      for (int b = 0; b < 4; ++b) {
        hash = (hash ^ ((bits >> (8 * b)) & 0xFFu)) * 0x100000001b3u;
      }
    }
  }
  return hash;
}

constexpr PositionSignal kAllPositions[] = {
    PositionSignal::kNone, PositionSignal::kSinusoidal,
    PositionSignal::kLearned, PositionSignal::kRope};
constexpr AttentionMask kAllMasks[] = {AttentionMask::kBidirectional,
                                       AttentionMask::kCausal};
constexpr Readout kAllReadouts[] = {Readout::kCls, Readout::kLast,
                                    Readout::kClsEnd};

}  // namespace posenc::testing
