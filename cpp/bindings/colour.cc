// SPDX-License-Identifier: MIT
// Bindings of the colour maps: colour tables written by JS, values to colour,
// and the heatmap fast path (encode and colour in one call, no copy).
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

val Colorize(int32_t count, double lo, double hi, int32_t colormap) {
  Status valid = ValidateColorize(count, lo, hi);
  if (valid == Status::kOk &&
      (!ValidSlot(colormap) || count < 1 || count > g_colour_input_count)) {
    valid = Status::kInvalidArgument;
  }
  return Produce(valid, 4 * int64_t{count}, g_pixels, [&](uint8_t* out) {
    return posenc::Colorize(g_colour_input.data(), count, lo, hi,
                            g_luts[colormap], out);
  });
}

val EncodePixels(int32_t positions, int32_t d_model, double base,
                 int32_t layout, int32_t offset, int32_t spacing, double lo,
                 double hi, int32_t colormap) {
  const EncodingSpec spec =
      SpecFrom(positions, d_model, base, layout, offset, spacing);
  Status valid = ValidateEncodePixels(spec, lo, hi);
  if (valid == Status::kOk && !ValidSlot(colormap)) {
    valid = Status::kInvalidArgument;
  }
  if (valid != Status::kOk) return Failure(valid);
  float* scratch = g_pixel_scratch.Reserve(int64_t{kPixelChunkRows} * d_model);
  if (scratch == nullptr) return Failure(Status::kOutOfMemory);
  return Produce(valid, 4 * int64_t{positions} * d_model, g_pixels,
                 [&](uint8_t* out) {
                   return posenc::EncodePixels(spec, lo, hi, g_luts[colormap],
                                               scratch, out);
                 });
}

}  // namespace posenc::bindings
