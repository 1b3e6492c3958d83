// SPDX-License-Identifier: MIT
// The order lab's benchmark run, shared by the native bench and the bench
// wasm module so that both time the same work: a fresh state of the default
// spec at width d_model with `layers` attention layers, then `steps`
// training steps in place.
#ifndef POSENC_BENCH_ORDER_LAB_BENCH_H_
#define POSENC_BENCH_ORDER_LAB_BENCH_H_

#include <cstdint>

#include "posenc/order_lab.h"

namespace posenc::bench {

// Floats OrderLabRun needs in its buffer (0 for an invalid d_model).
inline int32_t OrderLabBenchFloats(int32_t d_model, int32_t steps,
                                   int32_t layers) {
  OrderLabSpec spec;
  spec.d_model = d_model;
  spec.layers = layers;
  int32_t values = 0;
  if (OrderLabValueCount(spec, &values) != Status::kOk) return 0;
  return values + 2 * steps;
}

// buffer: OrderLabBenchFloats(d_model, steps) floats: the state, then the
// losses and accuracies. Status of create or train.
inline Status OrderLabRun(int32_t d_model, int32_t steps, int32_t layers,
                          float* buffer) {
  OrderLabSpec spec;
  spec.d_model = d_model;
  spec.layers = layers;
  OrderLabCounters counters;
  if (Status st = OrderLabCreate(spec, &counters, buffer); st != Status::kOk) {
    return st;
  }
  int32_t values = 0;
  OrderLabValueCount(spec, &values);  // valid: create accepted spec
  float* losses = buffer + values;
  return OrderLabTrain(spec, counters, buffer, steps,
                       {&counters, buffer, losses, losses + steps});
}

}  // namespace posenc::bench

#endif  // POSENC_BENCH_ORDER_LAB_BENCH_H_
