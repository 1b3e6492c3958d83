// SPDX-License-Identifier: MIT
// Bindings of the comparisons the lesson draws: other position signals and
// the encoding computed in low-precision number formats.
#include "posenc/alternatives.h"

#include "bindings.h"
#include "posenc/precision.h"

namespace posenc::bindings {

val Alternative(int32_t kind, int32_t positions, int32_t d_model, int32_t seed,
                double base) {
  const AlternativeSpec spec{static_cast<AlternativeKind>(kind), positions,
                             d_model, seed, base};
  return Produce(ValidateAlternative(spec), int64_t{positions} * d_model, g_f32,
                 [&](float* out) { return posenc::Alternative(spec, out); });
}

val Precision(int32_t positions, int32_t d_model, double base, int32_t offset,
              int32_t format) {
  const PrecisionSpec spec{positions, d_model, base, offset,
                           static_cast<NumberFormat>(format)};
  const int64_t count = int64_t{positions} * d_model;
  double max_error = 0;
  val result = ProduceParts(ValidatePrecision(spec),
                            {{"values", count}, {"errorByPosition", positions}},
                            g_f32, [&](float* out) {
                              return posenc::Precision(spec, out, out + count,
                                                       &max_error);
                            });
  if (!result.isNumber()) result.set("maxError", max_error);
  return result;
}

}  // namespace posenc::bindings
