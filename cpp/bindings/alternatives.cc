// SPDX-License-Identifier: MIT
// Bindings of the comparisons the lesson draws: other position signals and
// the encoding computed in low-precision number formats.
#include "posenc/alternatives.h"

#include "bindings.h"
#include "posenc/precision.h"

namespace posenc::bindings {

val Alternative(const AlternativeSpec& spec) {
  return Produce(ValidateAlternative(spec),
                 int64_t{spec.positions} * spec.d_model, g_f32,
                 [&](float* out) { return posenc::Alternative(spec, out); });
}

val Precision(const PrecisionSpec& spec) {
  const int64_t count = int64_t{spec.positions} * spec.d_model;
  double max_error = 0;
  val result = ProduceParts(
      ValidatePrecision(spec),
      {{"values", count}, {"errorByPosition", spec.positions}}, g_f32,
      [&](float* out) {
        return posenc::Precision(spec, out, out + count, &max_error);
      });
  if (!result.isNumber()) result.set("maxError", max_error);
  return result;
}

}  // namespace posenc::bindings
