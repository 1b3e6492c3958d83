// SPDX-License-Identifier: MIT
// The module itself: the result buffers and the chunk scratch the areas
// share, the reader of the structs that cross as Float64Arrays, and the
// registration of every function raw_functions.h declares.
#include <emscripten/bind.h>

#include "bindings.h"

namespace posenc::bindings {

ResultBuffer<float> g_f32;
ResultBuffer<double> g_f64;
ResultBuffer<float> g_chunk;

bool ReadFields(const val& array, double* fields, int32_t count) {
  if (TypedArrayLength(array, "Float64Array") != count) return false;
  CopyIn(array, fields, count);
  return true;
}

}  // namespace posenc::bindings

EMSCRIPTEN_BINDINGS(posenc) { posenc::bindings::RegisterFunctions(); }
