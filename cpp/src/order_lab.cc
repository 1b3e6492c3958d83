// SPDX-License-Identifier: MIT
// The order lab's entry points (order_lab.h): validation first, then the
// scratch, then the work of order_lab_model.cc and order_lab_optimizer.cc.
#include "posenc/order_lab.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "core_util.h"
#include "order_lab_internal.h"

namespace posenc {
namespace {

using internal::AllocateScratch;
using order_lab::Sentence;
using order_lab::Shape;

// Salt of the test sentences' stream (an arbitrary constant); the stream of
// length n is keyed by StreamKey(0, kTestSalt + n), whatever the state.
constexpr uint64_t kTestSalt = 0x746573747365747au;  // "testsetz"

bool AllFinite(const float* values, int64_t count) {
  for (int64_t i = 0; i < count; ++i) {
    if (!std::isfinite(values[i])) return false;
  }
  return true;
}

// A state Train can continue: room for `steps` more steps, finite values,
// second moments >= 0.
Status CheckState(const OrderLabCounters& counters, const float* values,
                  int64_t parameters, int32_t steps) {
  if (counters.step < 0 || counters.step > kOrderLabMaxTotalSteps - steps) {
    return Status::kInvalidState;
  }
  if (!AllFinite(values, 3 * parameters)) return Status::kInvalidState;
  const float* second = values + 2 * parameters;
  for (int64_t i = 0; i < parameters; ++i) {
    if (second[i] < 0.0f) return Status::kInvalidState;
  }
  return Status::kOk;
}

// One block of float scratch: the sinusoid table, the model's work and,
// for `steps` training steps, the gradient, the state being trained and the
// per-step losses and accuracies (written out only when every one is
// finite).
struct ModelScratch {
  Scratch<float> block;
  float *pe = nullptr, *work = nullptr, *grad = nullptr, *state = nullptr;
  float *losses = nullptr, *accuracies = nullptr;

  bool Allocate(const Shape& shape, int32_t steps = 0) {
    const int64_t table = int64_t{order_lab::kPositionRows} * shape.d;
    const int64_t work_size = order_lab::WorkSize(shape.d);
    const int64_t training = steps > 0 ? 4 * shape.count + 2 * steps : 0;
    block = AllocateScratch<float>(table + work_size + training);
    if (!block) return false;
    pe = block.get(), work = pe + table, grad = work + work_size;
    state = grad + shape.count, losses = state + 3 * shape.count;
    accuracies = losses + steps;
    order_lab::FillSinusoids(shape.d, pe);
    return true;
  }
};

// The sampler's 64-bit state, which a training state carries as two 32-bit
// counters (each exact as a JS number), and back.
uint64_t SamplerState(const OrderLabCounters& counters) {
  return uint64_t{counters.sampler_high} << 32 | counters.sampler_low;
}
void SetSamplerState(uint64_t state, OrderLabCounters* counters) {
  counters->sampler_low = static_cast<uint32_t>(state);
  counters->sampler_high = static_cast<uint32_t>(state >> 32);
}

// Trains s.state (a copy of the input state) into s.state, s.losses and
// s.accuracies; *counters gets the new counters. kOverflow when a step's
// loss or gradient, or the trained state, is not finite.
Status TrainSteps(const OrderLabSpec& spec, const Shape& shape, int32_t steps,
                  const ModelScratch& s, OrderLabCounters* counters) {
  Sentence batch[kOrderLabMaxBatch];
  const order_lab::NounPairs pairs = order_lab::PairsOf(spec.seed, false);
  order_lab::Sampler sampler(SamplerState(*counters));
  float* params = s.state;
  for (int32_t i = 0; i < steps; ++i) {
    for (int32_t b = 0; b < spec.batch; ++b) {
      order_lab::DrawTrainingSentence(spec, pairs, sampler, &batch[b]);
    }
    int32_t correct = 0;
    const double loss = order_lab::BatchGradient(
        shape, params, s.pe, batch, spec.batch, s.work, s.grad, &correct);
    s.losses[i] = static_cast<float>(loss);
    if (!std::isfinite(s.losses[i]) || !AllFinite(s.grad, shape.count)) {
      return Status::kOverflow;
    }
    order_lab::AdamStep(shape.count, counters->step + i + 1, spec.learning_rate,
                        s.grad, params, params + shape.count,
                        params + 2 * shape.count);
    s.accuracies[i] = static_cast<float>(correct) / spec.batch;
  }
  if (!AllFinite(params, 3 * shape.count)) return Status::kOverflow;
  counters->step += steps;
  SetSamplerState(sampler.state(), counters);
  return Status::kOk;
}

// What one set of one length measures: its sentences, those answered right
// and the sum of their losses, each rounded to a multiple of kLossUnit.
struct SetSums {
  int32_t sentences = 0, correct = 0;
  int64_t loss_units = 0;
  bool not_finite = false;  // a loss that is not finite
};

// The sentences of index slice.start .. slice.start + slice.count - 1 among
// the test sentences of one length whose noun pairs are among `pairs`: at
// length 3 every such sentence; longer, the first kOrderLabTestSentences of
// the stream of (length, held_out).
SetSums TestLength(const Shape& shape, const float* params,
                   const ModelScratch& s, int32_t length,
                   const order_lab::NounPairs& pairs, bool held_out,
                   const OrderLabTestSlice& slice) {
  float probabilities[kOrderLabClasses], attention[order_lab::kMaxSentenceTokens];
  SetSums sums;
  int32_t index = 0;
  const int32_t end = slice.start + slice.count;
  auto measure = [&](const Sentence& sentence) {
    const bool in_slice = index >= slice.start && index < end;
    ++index;
    if (!in_slice) return;
    const double loss = order_lab::Forward(shape, params, s.pe, sentence,
                                           s.work, probabilities, attention);
    if (!std::isfinite(loss)) {
      sums.not_finite = true;
      return;
    }
    sums.loss_units += std::llround(std::min(loss, kMaxTestLoss) / kLossUnit);
    if (order_lab::BestClass(probabilities) == sentence.answer) ++sums.correct;
    ++sums.sentences;
  };
  if (length == kOrderLabMinLength) {
    for (int32_t i = 0; i < order_lab::kAgentSentences; ++i) {
      Sentence sentence;
      order_lab::AgentSentence(i, &sentence);
      const int32_t a = sentence.words[0] - kOrderLabFirstNoun;
      const int32_t b = sentence.words[2] - kOrderLabFirstNoun;
      for (int32_t p = 0; p < pairs.count; ++p) {
        if (pairs.first[p] == a && pairs.second[p] == b) measure(sentence);
      }
    }
  } else {
    // The stream is drawn up to the slice's end: sentence i is the same
    // whatever the slice.
    order_lab::Sampler sampler(
        StreamKey(held_out ? 1 : 0, kTestSalt + uint64_t(length)));
    for (int32_t i = 0; i < end; ++i) {
      Sentence sentence;
      order_lab::DrawSentence(sampler, length, pairs, &sentence);
      measure(sentence);
    }
  }
  return sums;
}

Status CheckSentence(const int32_t* words, int32_t length) {
  if (length < 1 || length > kOrderLabMaxLength) return Status::kInvalidLength;
  for (int32_t t = 0; t < length; ++t) {
    if (words[t] <= kOrderLabCls || words[t] >= kOrderLabVocabularySize) {
      return Status::kInvalidWord;
    }
  }
  return Status::kOk;
}

Status CheckLengths(const OrderLabSpec& spec, const int32_t* lengths,
                    int32_t count) {
  if (count < 1 || count > kOrderLabMaxLength) return Status::kInvalidLength;
  const int32_t longest = spec.task == OrderLabTask::kAgent
                              ? kOrderLabMinLength
                              : kOrderLabMaxLength;
  for (int32_t i = 0; i < count; ++i) {
    if (lengths[i] < kOrderLabMinLength || lengths[i] > longest) {
      return Status::kInvalidLength;
    }
  }
  return Status::kOk;
}

// The work of one forward pass over `tokens` tokens, every one seen by the
// read-out row (order_lab.h; web/src/core/order-lab-cost.js's forwardCost).
int64_t ForwardCost(int64_t d, int64_t tokens, int32_t layers) {
  const int64_t vector = d + kOrderLabVectorOverhead;
  int64_t work = kOrderLabSentenceOverhead + (tokens + 2) * d * vector +
                 2 * tokens * vector + kOrderLabExpCost * tokens;
  if (layers == 2) {
    work += 3 * tokens * d * vector + 2 * tokens * tokens * vector +
            kOrderLabExpCost * tokens * tokens;
  }
  return work;
}

// The sentences of a slice in one set of `size` sentences.
int64_t SliceSentences(int32_t size, const OrderLabTestSlice& slice) {
  return std::max(0, std::min(slice.count, size - slice.start));
}

bool ValidSlice(const OrderLabTestSlice& slice) {
  return slice.start >= 0 && slice.start < kOrderLabTestSentences &&
         slice.count >= 1 &&
         slice.count <= kOrderLabTestSentences - slice.start;
}

}  // namespace

int64_t OrderLabTrainCost(const OrderLabSpec& spec, int32_t steps) {
  const int64_t over = int64_t{kOrderLabMaxCost} + 1;
  // Each size within its cap keeps every product far inside int64 (at most
  // about 4e10); anything else counts as over the cap.
  if (steps < 1 || steps > kOrderLabMaxSteps || spec.d_model < 1 ||
      spec.d_model > kOrderLabMaxDModel || spec.batch < 1 ||
      spec.batch > kOrderLabMaxBatch || spec.layers < 1 ||
      spec.layers > kOrderLabMaxLayers ||
      OrderLabTrainLength(spec) < kOrderLabMinLength ||
      OrderLabTrainLength(spec) > kOrderLabMaxTrainLength) {
    return over;
  }
  const int64_t d = spec.d_model, tokens = OrderLabTrainLength(spec) + 1;
  const int64_t parameters =
      3 * int64_t{spec.layers} * d * d +
      (kOrderLabVocabularySize + kOrderLabMaxTrainLength + 1 + kOrderLabNouns) *
          d +
      kOrderLabNouns;
  const int64_t per_step =
      spec.batch * kOrderLabTrainPasses * ForwardCost(d, tokens, spec.layers) +
      kOrderLabAdamCost * parameters;
  return std::min(steps * per_step, over);
}

int64_t OrderLabTestCost(const OrderLabSpec& spec, const int32_t* lengths,
                         int32_t count, const OrderLabTestSlice& slice) {
  const int64_t over = int64_t{kOrderLabMaxCost} + 1;
  if (lengths == nullptr || count < 1 || count > kOrderLabMaxLength ||
      spec.d_model < 1 || spec.d_model > kOrderLabMaxDModel ||
      spec.layers < 1 || spec.layers > kOrderLabMaxLayers ||
      !ValidSlice(slice)) {
    return over;
  }
  constexpr int32_t kHeldOutAgent =
      2 * kOrderLabHeldOutPairs * kOrderLabVerbs;
  int64_t work = 0;
  for (int32_t i = 0; i < count; ++i) {
    const int32_t n = lengths[i];
    if (n < 1 || n > kOrderLabMaxLength) return over;
    const int64_t sentences =
        n == kOrderLabMinLength
            ? SliceSentences(kHeldOutAgent, slice) +
                  SliceSentences(order_lab::kAgentSentences - kHeldOutAgent,
                                 slice)
            : 2 * SliceSentences(kOrderLabTestSentences, slice);
    work += sentences * ForwardCost(spec.d_model, n + 1, spec.layers);
  }
  return std::min(work, over);
}

Readout OrderLabDefaultReadout(AttentionMask mask) {
  return mask == AttentionMask::kCausal ? Readout::kLast : Readout::kCls;
}

Status ValidateOrderLab(const OrderLabSpec& spec) {
  if (!IsKnown(spec.task)) return Status::kInvalidTask;
  if (!IsKnown(spec.position)) return Status::kInvalidPositionSignal;
  if (!IsKnown(spec.mask)) return Status::kInvalidMask;
  if (!IsKnown(spec.readout)) return Status::kInvalidReadout;
  if (spec.d_model < 1 || spec.d_model > kOrderLabMaxDModel) {
    return Status::kInvalidDModel;
  }
  if (spec.max_length < kOrderLabMinLength ||
      spec.max_length > kOrderLabMaxTrainLength) {
    return Status::kInvalidLength;
  }
  if (spec.batch < 1 || spec.batch > kOrderLabMaxBatch ||
      !(spec.learning_rate > 0.0f && spec.learning_rate <= 1.0f) ||
      spec.layers < 1 || spec.layers > kOrderLabMaxLayers) {
    return Status::kInvalidArgument;
  }
  return Status::kOk;
}

Status OrderLabParameterCount(const OrderLabSpec& spec, int32_t* count) {
  if (Status st = ValidateOrderLab(spec); st != Status::kOk) return st;
  if (count == nullptr) return Status::kInvalidArgument;
  *count = static_cast<int32_t>(order_lab::MakeShape(spec).count);
  return Status::kOk;
}

Status OrderLabValueCount(const OrderLabSpec& spec, int32_t* count) {
  int32_t parameters = 0;
  if (count == nullptr) return Status::kInvalidArgument;
  const Status st = OrderLabParameterCount(spec, &parameters);
  if (st == Status::kOk) *count = 3 * parameters;
  return st;
}

Status OrderLabCreate(const OrderLabSpec& spec, OrderLabCounters* counters,
                      float* values) {
  if (Status st = ValidateOrderLab(spec); st != Status::kOk) return st;
  if (counters == nullptr || values == nullptr) {
    return Status::kInvalidArgument;
  }
  const Shape shape = order_lab::MakeShape(spec);
  order_lab::InitialParameters(spec, shape, values);
  for (int64_t i = shape.count; i < 3 * shape.count; ++i) values[i] = 0.0f;
  counters->step = 0;
  SetSamplerState(order_lab::InitialSamplerState(spec.seed), counters);
  return Status::kOk;
}

Status OrderLabTrain(const OrderLabSpec& spec, const OrderLabCounters& counters,
                     const float* values, int32_t steps,
                     const OrderLabTrainOutput& out) {
  if (Status st = ValidateOrderLab(spec); st != Status::kOk) return st;
  if (steps < 1 || steps > kOrderLabMaxSteps || values == nullptr ||
      out.counters == nullptr || out.values == nullptr ||
      out.losses == nullptr || out.accuracies == nullptr) {
    return Status::kInvalidArgument;
  }
  if (OrderLabTrainCost(spec, steps) > kOrderLabMaxCost) {
    return Status::kInvalidArgument;
  }
  const Shape shape = order_lab::MakeShape(spec);
  if (Status st = CheckState(counters, values, shape.count, steps);
      st != Status::kOk) {
    return st;
  }
  ModelScratch scratch;
  if (!scratch.Allocate(shape, steps)) return Status::kOutOfMemory;
  std::memcpy(scratch.state, values, sizeof(float) * 3 * shape.count);
  OrderLabCounters trained = counters;
  if (Status st = TrainSteps(spec, shape, steps, scratch, &trained);
      st != Status::kOk) {
    return st;
  }
  std::memcpy(out.values, scratch.state, sizeof(float) * 3 * shape.count);
  std::memcpy(out.losses, scratch.losses, sizeof(float) * steps);
  std::memcpy(out.accuracies, scratch.accuracies, sizeof(float) * steps);
  *out.counters = trained;
  return Status::kOk;
}

Status OrderLabEvaluate(const OrderLabSpec& spec, const float* values,
                        const int32_t* words, int32_t length,
                        const OrderLabEvaluation& out) {
  if (Status st = ValidateOrderLab(spec); st != Status::kOk) return st;
  if (values == nullptr || words == nullptr || out.answer == nullptr ||
      out.probabilities == nullptr || out.attention == nullptr) {
    return Status::kInvalidArgument;
  }
  if (Status st = CheckSentence(words, length); st != Status::kOk) return st;
  const Shape shape = order_lab::MakeShape(spec);
  if (!AllFinite(values, shape.count)) return Status::kInvalidState;
  ModelScratch scratch;
  if (!scratch.Allocate(shape)) return Status::kOutOfMemory;
  Sentence sentence;
  sentence.length = length;
  for (int32_t t = 0; t < length; ++t) sentence.words[t] = words[t];
  // Into local arrays first: written out only when every value is finite.
  const int32_t tokens = length + 1;
  float probabilities[kOrderLabClasses], attention[order_lab::kMaxSentenceTokens];
  float terms[4 * order_lab::kMaxSentenceTokens];
  const double loss =
      order_lab::Forward(shape, values, scratch.pe, sentence, scratch.work,
                         probabilities, attention, terms);
  if (!std::isfinite(loss) || !AllFinite(probabilities, kOrderLabClasses) ||
      !AllFinite(attention, tokens) || !AllFinite(terms, 4 * tokens)) {
    return Status::kOverflow;
  }
  std::memcpy(out.probabilities, probabilities, sizeof probabilities);
  std::memcpy(out.attention, attention, sizeof(float) * tokens);
  if (out.terms != nullptr) {
    std::memcpy(out.terms, terms, sizeof(float) * 4 * tokens);
  }
  *out.answer = order_lab::BestClass(probabilities);
  return Status::kOk;
}

Status OrderLabTest(const OrderLabSpec& spec, const float* values,
                    const int32_t* lengths, int32_t count,
                    const OrderLabTestOutput& out,
                    const OrderLabTestSlice& slice) {
  if (Status st = ValidateOrderLab(spec); st != Status::kOk) return st;
  if (values == nullptr || lengths == nullptr || out.accuracies == nullptr ||
      out.losses == nullptr || out.training_accuracies == nullptr ||
      out.training_losses == nullptr) {
    return Status::kInvalidArgument;
  }
  if (Status st = CheckLengths(spec, lengths, count); st != Status::kOk) {
    return st;
  }
  if (!ValidSlice(slice) ||
      OrderLabTestCost(spec, lengths, count, slice) > kOrderLabMaxCost) {
    return Status::kInvalidArgument;
  }
  const Shape shape = order_lab::MakeShape(spec);
  if (!AllFinite(values, shape.count)) return Status::kInvalidState;
  ModelScratch scratch;
  if (!scratch.Allocate(shape)) return Status::kOutOfMemory;
  const order_lab::NounPairs held_out = order_lab::PairsOf(spec.seed, true);
  const order_lab::NounPairs trained = order_lab::PairsOf(spec.seed, false);
  // Into a local array first: written out only when every loss is finite.
  SetSums sums[2][kOrderLabMaxLength];
  for (int32_t i = 0; i < count; ++i) {
    sums[0][i] = TestLength(shape, values, scratch, lengths[i], held_out, true,
                            slice);
    sums[1][i] = TestLength(shape, values, scratch, lengths[i], trained, false,
                            slice);
    if (sums[0][i].not_finite || sums[1][i].not_finite) {
      return Status::kOverflow;
    }
  }
  float* const accuracies[2] = {out.accuracies, out.training_accuracies};
  float* const losses[2] = {out.losses, out.training_losses};
  for (int32_t set = 0; set < 2; ++set) {
    for (int32_t i = 0; i < count; ++i) {
      const SetSums& m = sums[set][i];
      const double loss_sum = static_cast<double>(m.loss_units) * kLossUnit;
      // 0 / 0 is NaN, what a set the slice misses has for its means.
      const double n = m.sentences;
      accuracies[set][i] = static_cast<float>(m.correct / n);
      losses[set][i] = static_cast<float>(loss_sum / n);
      const int32_t k = set * count + i;
      if (out.sentences != nullptr) out.sentences[k] = m.sentences;
      if (out.correct != nullptr) out.correct[k] = m.correct;
      if (out.loss_sums != nullptr) out.loss_sums[k] = loss_sum;
    }
  }
  return Status::kOk;
}

}  // namespace posenc
