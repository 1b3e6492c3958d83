// SPDX-License-Identifier: MIT
// The only file that knows Emscripten. Free functions only (no class_
// handles, so JS never has to call .delete()). Each returns either a typed
// memory view of a module-owned result buffer, which web/src/core copies
// before returning it, or a number: the posenc::Status code of the failure.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <cstdlib>

#include "heap_hooks.h"
#include "posenc/alternatives.h"
#include "posenc/colormap.h"
#include "posenc/attention.h"
#include "posenc/encoding.h"
#include "posenc/geometry.h"
#include "posenc/precision.h"

using emscripten::val;

namespace {

// A result buffer reused across calls: it grows to the largest result asked
// for and is never shrunk, so after warm-up no call allocates.
template <class T>
class ResultBuffer {
 public:
  T* Reserve(int64_t count) {
    if (count <= capacity_) return data_;
    T* grown = static_cast<T*>(std::realloc(data_, count * sizeof(T)));
    if (grown == nullptr) return nullptr;  // old buffer stays valid
    data_ = grown;
    capacity_ = count;
    return data_;
  }
  T* data() const { return data_; }

 private:
  T* data_ = nullptr;
  int64_t capacity_ = 0;
};

ResultBuffer<float> g_f32;
ResultBuffer<double> g_f64;

val Failure(posenc::Status status) { return val(static_cast<int>(status)); }

template <class T>
val View(const T* data, int64_t count) {
  return val(emscripten::typed_memory_view(static_cast<size_t>(count), data));
}

val Encode(int32_t positions, int32_t d_model, double base, int32_t layout,
           int32_t offset, int32_t spacing) {
  posenc::EncodingSpec spec;
  spec.positions = positions;
  spec.d_model = d_model;
  spec.base = base;
  spec.layout = static_cast<posenc::Layout>(layout);
  spec.offset = offset;
  spec.spacing = static_cast<posenc::Spacing>(spacing);
  if (posenc::Status st = posenc::ValidateEncoding(spec); st != posenc::Status::kOk) {
    return Failure(st);
  }
  const int64_t count = int64_t{positions} * d_model;
  float* out = g_f32.Reserve(count);
  if (out == nullptr) return Failure(posenc::Status::kOutOfMemory);
  if (posenc::Status st = posenc::Encode(spec, out); st != posenc::Status::kOk) {
    return Failure(st);
  }
  return View(out, count);
}

val Frequencies(int32_t d_model, double base, int32_t spacing) {
  if (d_model < 1 || d_model > posenc::kMaxDModel) {
    return Failure(posenc::Status::kInvalidDModel);
  }
  const int64_t count = posenc::PairCount(d_model);
  double* out = g_f64.Reserve(count);
  if (out == nullptr) return Failure(posenc::Status::kOutOfMemory);
  const posenc::Status st = posenc::Frequencies(
      d_model, base, static_cast<posenc::Spacing>(spacing), out);
  if (st != posenc::Status::kOk) return Failure(st);
  return View(out, count);
}

// ------------------------------------------------ attention area (h-attn)

ResultBuffer<uint8_t> g_token_bytes;

// Copies a JS typed array into `count` elements at `data` in wasm memory
// (target.set(source), no per-element calls), after the caller checked
// source's type and length.
template <class T>
void CopyIn(const val& source, T* data, int64_t count) {
  View(data, count).template call<void>("set", source);
}

// Length of `value` when it is an instance of the JS typed array class
// `type`, else -1.
double TypedArrayLength(const val& value, const char* type) {
  if (!value.instanceof (val::global(type))) return -1;
  return value["length"].as<double>();
}

// tokens: a Uint8Array of the tokens' UTF-8 bytes separated by 0xFF
// (posenc::kTokenSeparator). Result: one Float32Array view of
// [inputs n x d | weights n x n | output n x d], split by the JS layer.
val Attention(val tokens, int32_t d_model, bool positional, uint32_t seed,
              double base) {
  constexpr double kMaxBuffer = posenc::kMaxTokenBytes + posenc::kMaxTokens - 1;
  const double length = TypedArrayLength(tokens, "Uint8Array");
  if (length < 1 || length > kMaxBuffer) {
    return Failure(posenc::Status::kInvalidTokens);
  }
  const auto size = static_cast<int64_t>(length);
  uint8_t* bytes = g_token_bytes.Reserve(size);
  if (bytes == nullptr) return Failure(posenc::Status::kOutOfMemory);
  CopyIn(tokens, bytes, size);
  int32_t offsets[posenc::kMaxTokens + 1];
  int32_t n = 0;
  if (auto st = posenc::SplitTokens(bytes, size, offsets, &n);
      st != posenc::Status::kOk) {
    return Failure(st);
  }
  const posenc::TokenText text{bytes, offsets, n};
  const posenc::AttentionSpec spec{d_model, positional, seed, base};
  if (auto st = posenc::ValidateAttention(text, spec);
      st != posenc::Status::kOk) {
    return Failure(st);
  }
  const int64_t nd = int64_t{n} * d_model, count = 2 * nd + int64_t{n} * n;
  float* out = g_f32.Reserve(count);
  if (out == nullptr) return Failure(posenc::Status::kOutOfMemory);
  const posenc::Status st = posenc::SelfAttention(
      text, spec, {out, out + nd, out + nd + int64_t{n} * n});
  return st == posenc::Status::kOk ? View(out, count) : Failure(st);
}

// input: a Float32Array of rows * d_model values; rotated in place in the
// result buffer (posenc::Rope allows out == input).
val Rope(val input, int32_t rows, int32_t d_model, double base,
         int32_t offset) {
  posenc::EncodingSpec spec;
  spec.positions = rows;
  spec.d_model = d_model;
  spec.base = base;
  spec.offset = offset;
  if (auto st = posenc::ValidateEncoding(spec); st != posenc::Status::kOk) {
    return Failure(st);
  }
  const int64_t count = int64_t{rows} * d_model;
  if (TypedArrayLength(input, "Float32Array") != static_cast<double>(count)) {
    return Failure(posenc::Status::kInvalidArgument);
  }
  float* out = g_f32.Reserve(count);
  if (out == nullptr) return Failure(posenc::Status::kOutOfMemory);
  CopyIn(input, out, count);
  const posenc::Status st = posenc::Rope(out, rows, d_model, base, offset, out);
  return st == posenc::Status::kOk ? View(out, count) : Failure(st);
}

// ------------------------------------------- end of attention area (h-attn)

struct Limits {
  int32_t maxPositions;
  int32_t maxDModel;
  double maxElements;  // a double: JS numbers, and 2^25 fits exactly
  int32_t maxTokens;           // attention area: tokens per call
  int32_t maxTokenBytes;       // UTF-8 bytes of all tokens of a call
  int32_t maxAttentionDModel;  // widest toy attention layer
};

Limits GetLimits() {
  return {posenc::kMaxPositions, posenc::kMaxDModel,
          static_cast<double>(posenc::kMaxElements), posenc::kMaxTokens,
          posenc::kMaxTokenBytes, posenc::kMaxAttentionDModel};
}

std::string SimdPath() { return posenc::SimdPathName(); }

}  // namespace

EMSCRIPTEN_BINDINGS(posenc) {
  emscripten::value_object<Limits>("Limits")
      .field("maxPositions", &Limits::maxPositions)
      .field("maxDModel", &Limits::maxDModel)
      .field("maxElements", &Limits::maxElements)
      .field("maxTokens", &Limits::maxTokens)
      .field("maxTokenBytes", &Limits::maxTokenBytes)
      .field("maxAttentionDModel", &Limits::maxAttentionDModel);
  emscripten::function("encode", &Encode);
  emscripten::function("frequencies", &Frequencies);
  emscripten::function("limits", &GetLimits);
  emscripten::function("simdPath", &SimdPath);
  emscripten::function("attention", &Attention);  // attention area (h-attn)
  emscripten::function("rope", &Rope);            // attention area (h-attn)
}

// ------------------------------------------------ geometry (helper h-geom)
namespace {

using posenc::Status;

// Validation first (`valid` comes from the core's Validate* function), then
// the result buffer, then the computation: a hostile size never reaches
// realloc, and the buffer is reused across calls.
template <class T, class Fill>
val Produce(Status valid, int64_t count, ResultBuffer<T>& buffer, Fill fill) {
  if (valid != Status::kOk) return Failure(valid);
  T* out = buffer.Reserve(count);
  if (out == nullptr) return Failure(Status::kOutOfMemory);
  if (Status st = fill(out); st != Status::kOk) return Failure(st);
  return View(out, count);
}

val Rotation(int32_t k, int32_t d_model, double base) {
  return Produce(posenc::ValidateRotation(k, d_model, base),
                 int64_t{d_model} * d_model, g_f32, [&](float* out) {
                   return posenc::Rotation(k, d_model, base, out);
                 });
}

val Similarity(int32_t positions, int32_t d_model, double base,
               int32_t offset) {
  return Produce(posenc::ValidateSimilarity(positions, d_model, base, offset),
                 int64_t{positions} * positions, g_f32, [&](float* out) {
                   return posenc::Similarity(positions, d_model, base, offset,
                                             out);
                 });
}

val DotProfile(int32_t d_model, double base, int32_t offsets) {
  return Produce(posenc::ValidateDotProfile(d_model, base, offsets), offsets,
                 g_f64, [&](double* out) {
                   return posenc::DotProfile(d_model, base, offsets, out);
                 });
}

// An object of numbers (web/src/core/geometry-api.js shapes closestPair).
val Properties(int32_t positions, int32_t d_model, double base) {
  posenc::EncodingProperties p;
  if (Status st = posenc::Properties(positions, d_model, base, &p);
      st != Status::kOk) {
    return Failure(st);
  }
  val out = val::object();
  out.set("minDistance", p.min_distance);
  out.set("closestP", p.closest_p);
  out.set("closestQ", p.closest_q);
  out.set("maxAbsValue", p.max_abs_value);
  out.set("squaredNormMin", p.squared_norm_min);
  out.set("squaredNormMax", p.squared_norm_max);
  out.set("expectedSquaredNorm", p.expected_squared_norm);
  out.set("rotationMaxError", p.rotation_max_error);
  out.set("rotationSample", p.rotation_sample);
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(posenc_geometry) {
  emscripten::function("rotation", &Rotation);
  emscripten::function("similarity", &Similarity);
  emscripten::function("dotProfile", &DotProfile);
  emscripten::function("properties", &Properties);
}

// -------------------------------------------------- colour (helper h-geom)
namespace {

// Colour tables, copied in by web/src/core/colour-api.js once per colour map
// and module (through the writable view ColormapSlot returns).
constexpr int32_t kColormapSlots = 8;
uint8_t g_luts[kColormapSlots][posenc::kLutBytes];

ResultBuffer<float> g_colour_input;   // values to colour, written by JS
int64_t g_colour_input_count = 0;     // how many of them are valid
ResultBuffer<uint8_t> g_pixels;       // RGBA out, reused by every call
ResultBuffer<float> g_pixel_scratch;  // EncodePixels' row chunk

bool ValidSlot(int32_t slot) { return slot >= 0 && slot < kColormapSlots; }

val ColormapSlot(int32_t slot) {
  if (!ValidSlot(slot)) return Failure(Status::kInvalidArgument);
  return View(g_luts[slot], posenc::kLutBytes);
}

// A float buffer of `count` values for JS to fill before Colorize.
val ColorizeInput(int32_t count) {
  if (Status st = posenc::ValidateColorize(count, 0, 1);
      st != Status::kOk || count < 1) {
    return Failure(st == Status::kOk ? Status::kInvalidArgument : st);
  }
  float* in = g_colour_input.Reserve(count);
  if (in == nullptr) return Failure(Status::kOutOfMemory);
  g_colour_input_count = count;
  return View(in, count);
}

val Colorize(int32_t count, double lo, double hi, int32_t slot) {
  Status valid = posenc::ValidateColorize(count, lo, hi);
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
  posenc::EncodingSpec spec;
  spec.positions = positions, spec.d_model = d_model, spec.base = base;
  spec.layout = static_cast<posenc::Layout>(layout);
  spec.offset = offset;
  spec.spacing = static_cast<posenc::Spacing>(spacing);
  Status valid = posenc::ValidateEncoding(spec);
  if (valid == Status::kOk) valid = posenc::ValidateColorize(0, lo, hi);
  if (valid == Status::kOk && !ValidSlot(slot))
    valid = Status::kInvalidArgument;
  if (valid != Status::kOk) return Failure(valid);
  float* scratch =
      g_pixel_scratch.Reserve(int64_t{posenc::kPixelChunkRows} * d_model);
  if (scratch == nullptr) return Failure(Status::kOutOfMemory);
  return Produce(
      valid, 4 * int64_t{positions} * d_model, g_pixels, [&](uint8_t* out) {
        return posenc::EncodePixels(spec, lo, hi, g_luts[slot], scratch, out);
      });
}

}  // namespace

EMSCRIPTEN_BINDINGS(posenc_colour) {
  emscripten::function("colormapSlot", &ColormapSlot);
  emscripten::function("colorizeInput", &ColorizeInput);
  emscripten::function("colorize", &Colorize);
  emscripten::function("encodePixels", &EncodePixels);
}

// ------------------------------------ alternatives, precision (helper h-geom)
namespace {

ResultBuffer<float>
    g_precision_errors;  // errorByPosition, next to g_f32's values

val Alternative(int32_t kind, int32_t positions, int32_t d_model, int32_t seed,
                double base) {
  posenc::AlternativeSpec spec;
  spec.kind = static_cast<posenc::AlternativeKind>(kind);
  spec.positions = positions, spec.d_model = d_model, spec.seed = seed,
  spec.base = base;
  return Produce(posenc::ValidateAlternative(spec),
                 int64_t{positions} * d_model, g_f32,
                 [&](float* out) { return posenc::Alternative(spec, out); });
}

// { values, errorByPosition, maxError } (views copied by the JS layer).
val Precision(int32_t positions, int32_t d_model, double base, int32_t offset,
              int32_t format) {
  posenc::PrecisionSpec spec;
  spec.positions = positions, spec.d_model = d_model, spec.base = base;
  spec.offset = offset, spec.format = static_cast<posenc::NumberFormat>(format);
  if (Status st = posenc::ValidatePrecision(spec); st != Status::kOk)
    return Failure(st);
  const int64_t count = int64_t{positions} * d_model;
  float* values = g_f32.Reserve(count);
  float* errors = g_precision_errors.Reserve(positions);
  if (values == nullptr || errors == nullptr)
    return Failure(Status::kOutOfMemory);
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

EMSCRIPTEN_BINDINGS(posenc_alternatives) {
  emscripten::function("alternative", &Alternative);
  emscripten::function("precision", &Precision);
}

// ------------------------------------------------- reliability (tests only)
// Allocation accounting and fault injection for the reliability tests
// (heap_hooks.cc; web/src/core/health-api.js exposes them as pe.debug).
namespace {

double LiveAllocations() {
  return static_cast<double>(posenc::heap::LiveAllocations());
}
double LiveBytes() { return static_cast<double>(posenc::heap::LiveBytes()); }
double FailedAllocations() {
  return static_cast<double>(posenc::heap::FailedAllocations());
}
// Size of the wasm memory: it grows and never shrinks.
double HeapBytes() {
  return static_cast<double>(__builtin_wasm_memory_size(0)) * 65536.0;
}
// Kills this module instance the way a trap would, to test recreation. No
// input reaches it: only pe.debug.abortForTest() calls it.
void AbortForTest() { std::abort(); }

}  // namespace

EMSCRIPTEN_BINDINGS(posenc_reliability) {
  emscripten::function("liveAllocations", &LiveAllocations);
  emscripten::function("liveBytes", &LiveBytes);
  emscripten::function("failedAllocations", &FailedAllocations);
  emscripten::function("failNextAllocation", &posenc::heap::FailNextAllocation);
  emscripten::function("heapBytes", &HeapBytes);
  emscripten::function("abortForTest", &AbortForTest);
}
