// SPDX-License-Identifier: MIT
// The geometry of the sinusoidal encoding: the relative-position rotation M_k,
// the Toeplitz similarity matrix PE PE^T, and the properties the lesson
// states (unique rows, bounded values, constant norm). Paper frequencies
// (Spacing::kPaper), interleaved channel order throughout.
#ifndef POSENC_GEOMETRY_H_
#define POSENC_GEOMETRY_H_

#include <cstdint>

#include "posenc/boundary/common.h"
#include "posenc/scratch.h"

namespace posenc {

// M_k, d_model x d_model, row-major, interleaved channel order, such that
// PE(p + k) = M_k PE(p) for a column vector PE(p):
//   out[r * d + c] = M_k[r][c], PE(p + k)[r] = sum_c M_k[r][c] PE(p)[c].
// Pair i (channels 2i = sin, 2i+1 = cos) gets the block
//   [[cos k w_i, sin k w_i], [-sin k w_i, cos k w_i]], zeros elsewhere.
// k may be negative: M_-k = M_k^T exactly (the entries are the same floats).
// Odd d_model: the last channel is a lone sine without its cosine, and no
// matrix maps sin(p w) to sin((p + k) w) for every p. M_k[d-1][d-1] =
// cos(k w_last) (the least-squares scalar over a full period; it keeps
// M_-k = M_k^T and M_0 = I), so on that channel
// |(M_k PE(p))[d-1] - PE(p+k)[d-1]| <= |sin(k w_last)|: the relation holds
// for the paired channels only.
// Range: |k| <= kMaxRotationOffset, 1 <= d_model, d_model^2 <= kMaxElements
// (kTooLarge), base finite > 1. Entries: cos/sin of k * w_i evaluated in
// float64 (the product is within 2^-33 rad of exact for |k| <= 2^20),
// rounded once to float32: max abs error 3e-8 per entry vs float64 (the test
// asserts each entry is exactly float(cos/sin)). Measured: |M_k PE(p) -
// PE(p+k)| <= 8e-8 on the paired channels for |p|, |k| <= 2^16
// (geometry_test.cc asserts 1e-6). Nothing is written on error.
Status Rotation(int32_t k, int32_t d_model, double base, float* out);
// The argument checks of Rotation alone (no output): kOk or the failure.
Status ValidateRotation(int32_t k, int32_t d_model, double base);

// The largest |(M_k PE(p))[r] - PE(p + k)[r]| over every channel r, as a
// dense product of Rotation's float32 M_k and Encode's float32 PE(p) gives it
// (summed in float64, against sin/cos((p + k) w_i) in float64), in O(d_model):
// M_k is block diagonal, so channel r needs only the two entries of its pair's
// block. The result equals the dense product's bit for bit (each of its rows
// adds two exact float32 x float32 products and zeros; a JS product differs
// only where Math.sin and the C library's sin differ in the last bit). For an
// odd d_model the lone sine counts too, where the error is up to
// |sin(k w_last)| (Rotation). Range: 0 <= p < kMaxPositions (kInvalidOffset),
// |k| <= kMaxRotationOffset, 1 <= d_model <= kMaxDModel, base finite > 1.
// Measured on the paired channels (the float32 roundings of PE(p) and M_k):
// at most 8.3e-8 at d_model 1024 for p <= 1050, |k| <= 64 and base 1e4 or
// 1e6; geometry_test.cc asserts 2e-7 for p, k up to 2^16. Nothing is written
// on error.
Status ShiftError(int32_t p, int32_t k, int32_t d_model, double base,
                  double* error);
// The argument checks of ShiftError alone (no output): kOk or the failure.
Status ValidateShiftError(int32_t p, int32_t k, int32_t d_model, double base);

// out[k] = sum over the d_model / 2 complete pairs of cos(k w_i), plus, for
// an odd d_model, cos(k w_last) / 2 (the mean over p of the lone sine's
// product sin(p w) sin((p + k) w)), for k = 0 .. offsets - 1. For an even
// d_model this is PE(p) . PE(p + k) for every p. Range: 1 <= offsets <=
// kMaxPositions, offsets * PairCount(d_model) <= kMaxElements (kTooLarge).
// Max abs error 1e-12 * d_model vs float64 sin/cos (a float64 rotation
// recurrence re-anchored every 64 offsets). Nothing is written on error.
Status DotProfile(int32_t d_model, double base, int32_t offsets, double* out);
Status ValidateDotProfile(int32_t d_model, double base, int32_t offsets);

// The rows [offset, offset + positions) of the encoding (interleaved, paper
// spacing: neither changes a dot product) whose dot products Similarity
// gives.
struct SimilaritySpec {
  int32_t positions = 0;
  int32_t d_model = 0;
  double base = 10000.0;
  int32_t offset = 0;
};

// S[p][q] = PE(offset + p) . PE(offset + q), positions x positions,
// row-major, out[p * positions + q]. Built from the Toeplitz identity: the
// paired channels give sum_i cos((p - q) w_i), computed once per distance
// in float64; an odd d_model adds the lone sine's sin(a w) sin(b w), which is
// where `offset` matters (for an even d_model S does not depend on it).
// Range: positions^2 <= kMaxElements (positions <= 5792), offset + positions
// <= kMaxPositions, d_model <= kMaxDModel, base finite > 1.
// Max abs error vs a float64 dot product of float64 rows: the float32
// rounding of the result, 2^-24 * d_model / 2, plus 1e-12 * d_model.
// Nothing is written on error.
Status Similarity(const SimilaritySpec& spec, float* out);
Status ValidateSimilarity(const SimilaritySpec& spec);

// Similarity a chunk of rows at a time, with one setup (the distance
// profile) for all chunks, for callers that use each chunk while it is still
// in cache (the wasm bindings copy it into the caller's array). Similarity
// runs one of these over all rows, so the rows are bit for bit its rows.
// Movable, not copyable.
class SimilarityRows {
 public:
  // Validates the arguments as Similarity does and computes the distance
  // profile: kOk, the validation status, or kOutOfMemory (then Next writes
  // nothing).
  Status Start(const SimilaritySpec& spec);
  // Writes the next min(rows, rows left) rows into out (positions floats
  // per row) and returns how many: 0 once all rows are written, without a
  // successful Start, or for rows < 1 or a null out. The state is freed with
  // the last row, so a finished instance holds no memory.
  int32_t Next(int32_t rows, float* out);

 private:
  // Even d_model: S(q - p) as float32 for q - p = -(n - 1) .. n - 1.
  Scratch<float> band_;
  // Odd d_model: the same band in float64, then the lone sine of each row.
  Scratch<double> band_and_lone_;
  int32_t positions_ = 0;
  int32_t row_ = 0;
};

struct EncodingProperties {
  double min_distance = 0;  // min ||PE(p) - PE(q)|| over 0 <= p < q < positions
  int32_t closest_p = 0, closest_q = 0;  // the first pair reaching it
  double max_abs_value = 0;              // max |Encode(...)| (float32 output)
  double squared_norm_min = 0;           // min / max ||row||^2 of the output
  double squared_norm_max = 0;
  double expected_squared_norm = 0;  // d_model / 2
  double rotation_max_error = 0;     // see Properties
  int32_t rotation_sample = 0;       // number of (p, k) pairs checked
};

// Properties of the positions x d_model encoding (offset 0, paper spacing).
// min_distance: exact, from ||PE(p) - PE(q)||^2 = 2 (P' - sum_i cos((p-q)
// w_i)) over the P' = d_model / 2 complete pairs (a function of p - q only,
// O(positions * pairs)); an odd d_model adds (sin(p w) - sin(q w))^2 of the
// lone sine, searched over all pairs (O(positions^2), hence the cap).
// max_abs_value and the squared norms come from Encode's float32 rows.
// rotation_max_error: max over the paired channels of |M_k PE(p) -
// PE(p + k)| (float32 entries and rows, float64 sums) over the sample
// p, p + k in {0, 1, floor((n-1)/3), floor(2(n-1)/3), n - 1} (n =
// positions; every ordered pair of distinct values, so k runs both ways).
// Range: 2 <= positions <= kMaxPropertiesPositions, positions * d_model <=
// kMaxElements. Nothing is written on error.
Status Properties(int32_t positions, int32_t d_model, double base,
                  EncodingProperties* out);
Status ValidateProperties(int32_t positions, int32_t d_model, double base);

}  // namespace posenc

#endif  // POSENC_GEOMETRY_H_
