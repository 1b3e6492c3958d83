// SPDX-License-Identifier: MIT
// Bindings of the comparisons the lesson draws: other position signals and
// the encoding computed in low-precision number formats.
#include "posenc/alternatives.h"

#include <emscripten/bind.h>

#include "bindings.h"
#include "posenc/precision.h"

namespace posenc::bindings {
namespace {

ResultBuffer<float>
    g_precision_errors;  // errorByPosition, next to g_f32's values

val Alternative(int32_t kind, int32_t positions, int32_t d_model, int32_t seed,
                double base) {
  AlternativeSpec spec;
  spec.kind = static_cast<AlternativeKind>(kind);
  spec.positions = positions, spec.d_model = d_model, spec.seed = seed,
  spec.base = base;
  return Produce(ValidateAlternative(spec), int64_t{positions} * d_model, g_f32,
                 [&](float* out) { return posenc::Alternative(spec, out); });
}

// { values, errorByPosition, maxError } (views copied by the JS layer).
val Precision(int32_t positions, int32_t d_model, double base, int32_t offset,
              int32_t format) {
  PrecisionSpec spec;
  spec.positions = positions, spec.d_model = d_model, spec.base = base;
  spec.offset = offset, spec.format = static_cast<NumberFormat>(format);
  if (Status st = ValidatePrecision(spec); st != Status::kOk) {
    return Failure(st);
  }
  const int64_t count = int64_t{positions} * d_model;
  float* values = g_f32.Reserve(count);
  float* errors = g_precision_errors.Reserve(positions);
  if (values == nullptr || errors == nullptr) {
    return Failure(Status::kOutOfMemory);
  }
  double max_error = 0;
  if (Status st = posenc::Precision(spec, values, errors, &max_error);
      st != Status::kOk) {
    return Failure(st);
  }
  val out = val::object();
  out.set("values", View(values, count));
  out.set("errorByPosition", View(errors, positions));
  out.set("maxError", max_error);
  return out;
}

}  // namespace
}  // namespace posenc::bindings

EMSCRIPTEN_BINDINGS(posenc_alternatives) {
  using namespace posenc::bindings;
  emscripten::function("alternative", &Alternative);
  emscripten::function("precision", &Precision);
}
