// SPDX-License-Identifier: MIT
// Bindings of the colour maps: colour tables written by JS, values to colour,
// and the heatmap fast path (encode and colour in one call, no copy).
#include "posenc/boundary/colour.h"

#include "bindings.h"
#include "posenc/colormap.h"
#include "posenc/encoding.h"

namespace posenc::bindings {
namespace {

// One colour table per Colormap, copied in by web/src/core/colour-api.js
// once per module (through the writable view ColormapSlot returns).
uint8_t g_luts[kEnumCount<Colormap>][kLutBytes];

ResultBuffer<float> g_colour_input;   // values to colour, written by JS
int64_t g_colour_input_count = 0;     // how many of them are valid
ResultBuffer<uint8_t> g_pixels;       // RGBA out, reused by every call
ResultBuffer<float> g_pixel_scratch;  // EncodePixels' row chunk

bool ValidSlot(int32_t colormap) {
  return IsKnown(static_cast<Colormap>(colormap));
}

// The table of a colour spec whose colour map IsKnown.
const uint8_t* LutOf(const ColourSpec& colour) {
  return g_luts[static_cast<int32_t>(colour.colormap)];
}

}  // namespace

val ColormapSlot(int32_t colormap) {
  if (!ValidSlot(colormap)) return Failure(Status::kInvalidArgument);
  return View(g_luts[colormap], kLutBytes);
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

val Colorize(int32_t count, const ColourSpec& colour) {
  Status valid = ValidateColorize(count, colour.lo, colour.hi);
  if (valid == Status::kOk && (!IsKnown(colour.colormap) || count < 1 ||
                               count > g_colour_input_count)) {
    valid = Status::kInvalidArgument;
  }
  return Produce(valid, 4 * int64_t{count}, g_pixels, [&](uint8_t* out) {
    return posenc::Colorize(g_colour_input.data(), count, colour.lo, colour.hi,
                            LutOf(colour), out);
  });
}

val EncodePixels(const EncodingSpec& spec, const ColourSpec& colour) {
  Status valid = ValidateEncodePixels(spec, colour.lo, colour.hi);
  if (valid == Status::kOk && !IsKnown(colour.colormap)) {
    valid = Status::kInvalidArgument;
  }
  if (valid != Status::kOk) return Failure(valid);
  float* scratch =
      g_pixel_scratch.Reserve(int64_t{kPixelChunkRows} * spec.d_model);
  if (scratch == nullptr) return Failure(Status::kOutOfMemory);
  return Produce(valid, 4 * int64_t{spec.positions} * spec.d_model, g_pixels,
                 [&](uint8_t* out) {
                   return posenc::EncodePixels(spec, colour.lo, colour.hi,
                                               LutOf(colour), scratch, out);
                 });
}

}  // namespace posenc::bindings
