// SPDX-License-Identifier: MIT
// What every wasm module has: the result buffers and the chunk scratch the
// areas share, the reader of the structs that cross as Float64Arrays, and
// the functions of area 'every' (cpp/boundary.mjs).
// core_module.cc and order_lab_module.cc register each module's functions.
#include "bindings.h"

namespace posenc::bindings {

ResultBuffer<float> g_f32;
ResultBuffer<double> g_f64;
ResultBuffer<float> g_chunk;

bool ReadFields(const val& array, double* fields, int32_t count) {
  // The constructor looked up once: a struct crosses at every call of a
  // spec-taking function, and each lookup by name is a call into JS.
  static const val float64_array = val::global("Float64Array");
  if (!array.instanceof (float64_array)) return false;
  if (array["length"].as<double>() != count) return false;
  CopyIn(array, fields, count);
  return true;
}

std::string SimdPath() { return SimdPathName(); }

}  // namespace posenc::bindings
