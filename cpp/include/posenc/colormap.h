// SPDX-License-Identifier: MIT
// Values -> RGBA8 pixels through a 256-entry colour table, with exactly the
// index rule of web/src/render/colormap.js (lutIndex), so that the wasm path
// and the JS path paint identical pixels.
#ifndef POSENC_COLORMAP_H_
#define POSENC_COLORMAP_H_

#include <cstdint>

#include "posenc/boundary/common.h"
#include "posenc/encoding.h"

namespace posenc {

// RGBA per entry (kLutEntries: boundary/common.h).
constexpr int32_t kLutBytes = 4 * kLutEntries;
// How values become colours, as it crosses the wasm boundary (cpp/boundary.mjs
// ColourSpec): the index rule's range and the colour map, whose table the
// caller holds (the wasm module one per Colormap, which it checks the index
// of). Colormap is named here, not defined: adding a colour map recompiles
// only what includes posenc/boundary/colour.h.
struct ColourSpec {
  double lo = -1.0;  // drawn with the first colour: finite, < hi
  double hi = 1.0;   // drawn with the last colour: finite, > lo
  Colormap colormap{};
};

// Rows encoded at a time by EncodePixels: its scratch holds this many rows.
constexpr int32_t kPixelChunkRows = 64;

// The index rule, in float64 like JS numbers: t = (value - lo) / (hi - lo),
// index = floor(t * 256) clamped to [0, 255]; NaN -> 128 (the middle entry).
int32_t LutIndex(double value, double lo, double hi);

// lo and hi finite with lo < hi; count in [0, kMaxElements].
Status ValidateColorize(int64_t count, double lo, double hi);

// out[4i .. 4i+3] = lut[4 LutIndex(values[i]) ..] with alpha forced to 255,
// for i < count. lut: kLutBytes bytes (RGBA). Exact: every pixel equals the
// JS colorize() of the same float32 value (colormap_test.cc and
// tests/js/colour.test.js assert equality, including bin edges, NaN and
// +-Infinity). SIMD: two values per step for the index (float64 lanes:
// pmin/pmax clamps, f64 floor, no trunc_sat), a scalar table lookup.
// Nothing is written on error.
Status Colorize(const float* values, int64_t count, double lo, double hi,
                const uint8_t* lut, uint8_t* out);
// The scalar twin: same contract, kept as the readable reference.
Status ColorizeScalar(const float* values, int64_t count, double lo, double hi,
                      const uint8_t* lut, uint8_t* out);

// The arguments of EncodePixels: ValidateEncoding(spec), then lo and hi as
// for ValidateColorize.
Status ValidateEncodePixels(const EncodingSpec& spec, double lo, double hi);

// Encode(spec) coloured straight into out (4 * positions * d_model bytes,
// row-major RGBA, one pixel per value): equal to Colorize(Encode(spec)).
// scratch: kPixelChunkRows * spec.d_model floats, reused by the caller
// across calls (the encoding is coloured chunk by chunk, with one setup of
// the encoding for all chunks). On an argument error or kOutOfMemory nothing
// is written.
Status EncodePixels(const EncodingSpec& spec, double lo, double hi,
                    const uint8_t* lut, float* scratch, uint8_t* out);

}  // namespace posenc

#endif  // POSENC_COLORMAP_H_
