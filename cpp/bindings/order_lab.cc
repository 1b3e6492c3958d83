// SPDX-License-Identifier: MIT
// Bindings of the order lab (posenc/order_lab.h). A state crosses as values:
// its spec (OrderLabSpec, read by raw_functions.h from one Float64Array),
// its counters (three numbers) and its value buffer (a Float32Array, copied
// in); results are views of the result buffer and numbers, which
// web/src/core copies. Nothing lives in the module between calls, so a state
// can never go stale or leak.
#include "posenc/order_lab.h"

#include <string>

#include "bindings.h"

namespace posenc::bindings {
namespace {

// A state's values copied in for evaluate and test, whose results go to g_f32.
ResultBuffer<float> g_lab_values;

// The held-out pairs' classes, which orderLabHeldOutPairs returns a view of.
uint8_t g_held_out[2 * kOrderLabHeldOutPairs];

// The spec's status, then that `values` is a Float32Array of exactly its
// OrderLabValueCount floats (*count).
Status CheckState(const OrderLabSpec& spec, const val& values, int32_t* count) {
  *count = 0;
  if (Status st = OrderLabValueCount(spec, count); st != Status::kOk) return st;
  return TypedArrayLength(values, "Float32Array") == *count
             ? Status::kOk
             : Status::kInvalidArgument;
}

// Copies a Uint8Array of 1 .. kOrderLabMaxLength small integers (word ids or
// lengths) into ints; its length, or 0 when it is not such an array.
int32_t CopySmallInts(const val& array, int32_t* ints) {
  const double length = TypedArrayLength(array, "Uint8Array");
  if (length < 1 || length > kOrderLabMaxLength) return 0;
  const auto n = static_cast<int32_t>(length);
  uint8_t bytes[kOrderLabMaxLength];
  CopyIn(array, bytes, n);
  for (int32_t i = 0; i < n; ++i) ints[i] = bytes[i];
  return n;
}

// The state's values in g_lab_values, or null with *status set.
const float* StateCopy(const val& values, int32_t count, Status* status) {
  if (*status != Status::kOk) return nullptr;
  float* copy = g_lab_values.Reserve(count);
  if (copy == nullptr) {
    *status = Status::kOutOfMemory;
    return nullptr;
  }
  CopyIn(values, copy, count);
  return copy;
}

// What evaluate and test read: the state's values (copied in), and a
// Uint8Array of word ids or lengths (as int32), after their checks.
struct Query {
  Status status = Status::kOk;
  const float* values = nullptr;
  int32_t ints[kOrderLabMaxLength];
  int32_t n = 0;
};

Query ReadQuery(const OrderLabSpec& spec, const val& values, const val& array) {
  Query q;
  int32_t count = 0;
  q.status = CheckState(spec, values, &count);
  q.n = CopySmallInts(array, q.ints);
  if (q.status == Status::kOk && q.n == 0) q.status = Status::kInvalidLength;
  q.values = StateCopy(values, count, &q.status);
  return q;
}

void SetCounters(val& result, const OrderLabCounters& counters) {
  result.set("step", counters.step);
  result.set("samplerLow", counters.sampler_low);
  result.set("samplerHigh", counters.sampler_high);
}

}  // namespace

std::string OrderLabVocabulary() {
  std::string words;
  for (int32_t id = 0; id < kOrderLabVocabularySize; ++id) {
    if (id > 0) words += ' ';
    words += OrderLabWord(id);
  }
  return words;
}

val OrderLabCreate(const OrderLabSpec& spec) {
  int32_t count = 0;
  const Status valid = OrderLabValueCount(spec, &count);
  OrderLabCounters counters;
  val result = ProduceParts(valid, {{"values", count}}, g_f32, [&](float* out) {
    return posenc::OrderLabCreate(spec, &counters, out);
  });
  if (!result.isNumber()) SetCounters(result, counters);
  return result;
}

// values: the state's OrderLabValueCount floats, trained in place in the
// result buffer, followed there by the losses and the accuracies.
val OrderLabTrain(const OrderLabSpec& spec, int32_t step, uint32_t sampler_low,
                  uint32_t sampler_high, val values, int32_t steps) {
  int32_t count = 0;
  Status valid = CheckState(spec, values, &count);
  if (valid == Status::kOk && (steps < 1 || steps > kOrderLabMaxSteps)) {
    valid = Status::kInvalidArgument;
  }
  const OrderLabCounters before{step, sampler_low, sampler_high};
  OrderLabCounters after;
  // Counted only when valid: steps is then at most kOrderLabMaxSteps.
  const int32_t runs = valid == Status::kOk ? steps : 0;
  val result = ProduceParts(
      valid, {{"values", count}, {"losses", runs}, {"accuracies", runs}}, g_f32,
      [&](float* out) {
        CopyIn(values, out, count);
        return posenc::OrderLabTrain(
            spec, before, out, steps,
            {&after, out, out + count, out + count + steps});
      });
  if (!result.isNumber()) SetCounters(result, after);
  return result;
}

// words: a Uint8Array of word ids.
val OrderLabEvaluate(const OrderLabSpec& spec, val values, val words) {
  const Query q = ReadQuery(spec, values, words);
  int32_t answer = 0;
  const int32_t tokens = q.n + 1;
  val result =
      ProduceParts(q.status,
                   {{"probabilities", kOrderLabClasses},
                    {"attention", tokens},
                    {"terms", 4 * tokens}},
                   g_f32, [&](float* out) {
                     float* attention = out + kOrderLabClasses;
                     return posenc::OrderLabEvaluate(
                         spec, q.values, q.ints, q.n,
                         {&answer, out, attention, attention + tokens});
                   });
  if (!result.isNumber()) result.set("answer", answer);
  return result;
}

// lengths: a Uint8Array of sentence lengths; start and count: the slice of
// each set's sentences. The sums go out as doubles (exact: order_lab.h), the
// means stay here: web/src/core computes them from the sums of every part.
val OrderLabTest(const OrderLabSpec& spec, val values, val lengths,
                 int32_t start, int32_t count) {
  const Query q = ReadQuery(spec, values, lengths);
  const int32_t both = 2 * q.n;
  return ProduceParts(
      q.status, {{"sentences", both}, {"correct", both}, {"lossSums", both}},
      g_f64, [&](double* out) {
        float means[4][kOrderLabMaxLength];
        int32_t sentences[2 * kOrderLabMaxLength],
            correct[2 * kOrderLabMaxLength];
        const Status st =
            posenc::OrderLabTest(spec, q.values, q.ints, q.n,
                                 {means[0], means[1], means[2], means[3],
                                  sentences, correct, out + 2 * both},
                                 {start, count});
        for (int32_t i = 0; st == Status::kOk && i < both; ++i) {
          out[i] = sentences[i];
          out[both + i] = correct[i];
        }
        return st;
      });
}

val OrderLabHeldOutPairs(uint32_t seed) {
  int32_t classes[2 * kOrderLabHeldOutPairs];
  posenc::OrderLabHeldOutPairs(seed, classes);
  for (int32_t i = 0; i < 2 * kOrderLabHeldOutPairs; ++i) {
    g_held_out[i] = static_cast<uint8_t>(classes[i]);
  }
  return View(g_held_out, 2 * kOrderLabHeldOutPairs);
}

}  // namespace posenc::bindings
