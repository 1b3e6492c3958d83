// SPDX-License-Identifier: MIT
// Bindings of the colour maps: colour tables written by JS, values to colour,
// and the heatmap fast path (encode and colour in one call, no copy).
#include <emscripten/bind.h>

#include "bindings.h"
#include "posenc/colormap.h"
#include "posenc/encoding.h"

namespace posenc::bindings {
namespace {

// Colour tables, copied in by web/src/core/colour-api.js once per colour map
// and module (through the writable view ColormapSlot returns).
constexpr int32_t kColormapSlots = 8;
uint8_t g_luts[kColormapSlots][kLutBytes];

ResultBuffer<float> g_colour_input;   // values to colour, written by JS
int64_t g_colour_input_count = 0;     // how many of them are valid
ResultBuffer<uint8_t> g_pixels;       // RGBA out, reused by every call
ResultBuffer<float> g_pixel_scratch;  // EncodePixels' row chunk

bool ValidSlot(int32_t slot) { return slot >= 0 && slot < kColormapSlots; }

val ColormapSlot(int32_t slot) {
  if (!ValidSlot(slot)) return Failure(Status::kInvalidArgument);
  return View(g_luts[slot], kLutBytes);
}

// A float buffer of `count` values for JS to fill before Colorize.
val ColorizeInput(int32_t count) {
  Status valid = ValidateColorize(count, 0, 1);
  if (valid == Status::kOk && count < 1) valid = Status::kInvalidArgument;
  if (valid != Status::kOk) return Failure(valid);
  float* in = g_colour_input.Reserve(count);
  if (in == nullptr) return Failure(Status::kOutOfMemory);
  g_colour_input_count = count;
  return View(in, count);
}

val Colorize(int32_t count, double lo, double hi, int32_t slot) {
  Status valid = ValidateColorize(count, lo, hi);
  if (valid == Status::kOk &&
      (!ValidSlot(slot) || count < 1 || count > g_colour_input_count)) {
    valid = Status::kInvalidArgument;
  }
  return Produce(valid, 4 * int64_t{count}, g_pixels, [&](uint8_t* out) {
    return posenc::Colorize(g_colour_input.data(), count, lo, hi, g_luts[slot],
                            out);
  });
}

val EncodePixels(int32_t positions, int32_t d_model, double base,
                 int32_t layout, int32_t offset, int32_t spacing, double lo,
                 double hi, int32_t slot) {
  const EncodingSpec spec =
      SpecFrom(positions, d_model, base, layout, offset, spacing);
  Status valid = ValidateEncoding(spec);
  if (valid == Status::kOk) valid = ValidateColorize(0, lo, hi);
  if (valid == Status::kOk && !ValidSlot(slot)) {
    valid = Status::kInvalidArgument;
  }
  if (valid != Status::kOk) return Failure(valid);
  float* scratch = g_pixel_scratch.Reserve(int64_t{kPixelChunkRows} * d_model);
  if (scratch == nullptr) return Failure(Status::kOutOfMemory);
  return Produce(
      valid, 4 * int64_t{positions} * d_model, g_pixels, [&](uint8_t* out) {
        return posenc::EncodePixels(spec, lo, hi, g_luts[slot], scratch, out);
      });
}

}  // namespace
}  // namespace posenc::bindings

EMSCRIPTEN_BINDINGS(posenc_colour) {
  using namespace posenc::bindings;
  emscripten::function("colormapSlot", &ColormapSlot);
  emscripten::function("colorizeInput", &ColorizeInput);
  emscripten::function("colorize", &Colorize);
  emscripten::function("encodePixels", &EncodePixels);
}
