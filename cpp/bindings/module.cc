// SPDX-License-Identifier: MIT
// What every wasm module has: the result buffers and the chunk scratch the
// areas share, the spec slot that the structs of cpp/boundary.mjs cross
// through, and the functions of area 'every'.
// core_module.cc and order_lab_module.cc register each module's functions.
#include "bindings.h"

namespace posenc::bindings {

ResultBuffer<float> g_f32;
ResultBuffer<double> g_f64;
ResultBuffer<float> g_chunk;

double g_spec_slot[kSpecSlotFields];

val SpecSlot() { return View(g_spec_slot, kSpecSlotFields); }

std::string SimdPath() { return SimdPathName(); }

}  // namespace posenc::bindings
