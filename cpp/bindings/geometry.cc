// SPDX-License-Identifier: MIT
// Bindings of relative position: the rotation M_k and its error at one
// position, the similarity matrix, the dot-product profile and the measured
// properties.
#include "posenc/geometry.h"

#include "bindings.h"

namespace posenc::bindings {

val Rotation(int32_t k, int32_t d_model, double base) {
  return Produce(
      ValidateRotation(k, d_model, base), int64_t{d_model} * d_model, g_f32,
      [&](float* out) { return posenc::Rotation(k, d_model, base, out); });
}

// One number, so no result buffer: an object holding it, or the failure.
val ShiftError(int32_t p, int32_t k, int32_t d_model, double base) {
  double error = 0;
  if (Status st = posenc::ShiftError(p, k, d_model, base, &error);
      st != Status::kOk) {
    return Failure(st);
  }
  val out = val::object();
  out.set("error", error);
  return out;
}

namespace {
Chunked<SimilarityRows> g_similarity;
}  // namespace

double SimilarityChunks(const SimilaritySpec& spec) {
  return g_similarity.StartChunks(g_similarity.rows.Start(spec),
                                  spec.positions);
}

val SimilarityNextChunk() { return g_similarity.NextChunk(); }

val DotProfile(int32_t d_model, double base, int32_t offsets) {
  return Produce(ValidateDotProfile(d_model, base, offsets), offsets, g_f64,
                 [&](double* out) {
                   return posenc::DotProfile(d_model, base, offsets, out);
                 });
}

// Numbers only, so no result buffer: an object of them, or the failure.
val Properties(int32_t positions, int32_t d_model, double base) {
  EncodingProperties p;
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

}  // namespace posenc::bindings
