// SPDX-License-Identifier: MIT
// A toy self-attention layer for the lesson's word-order demonstration
// (Attn(PX) = P Attn(X) without positional encoding), and RoPE.
//
// The model: token t of the sentence gets an embedding e_t that depends only
// on its UTF-8 bytes and the seed (the same word gets the same vector wherever
// it stands); optionally the sinusoidal PE of its position is added,
// x_t = e_t + PE(t) (interleaved layout, offset 0); then with seeded
// W_q, W_k, W_v (d x d): Q = XW_q, K = XW_k, V = XW_v,
// A = softmax(QK^T / sqrt(d)) row by row, output = AV.
//
// Scale (why the numbers are legible): embedding entries are uniform in
// [-sqrt(3/2), sqrt(3/2)], mean square 1/2, the same as the PE's (sin^2 and
// cos^2 average 1/2), so E|e|^2 = |PE(p)|^2 = d/2: neither term drowns the
// other, and adding the PE moves each output by a fraction of its own size
// (residuals of order 0.1 to 1 in the demo). Weight entries are uniform in
// [-sqrt(3/d), sqrt(3/d)], variance 1/d (Xavier/LeCun scaling): q and k keep
// entries of mean square ~1, so the scores qk/sqrt(d) have a spread of
// about 1, and the softmax rows are neither uniform nor one-hot.
#ifndef POSENC_ATTENTION_H_
#define POSENC_ATTENTION_H_

#include <cstdint>

#include "posenc/boundary/common.h"

namespace posenc {

// The caps kMaxTokens, kMaxTokenBytes, kMaxAttentionDModel and the token
// separator kTokenSeparator are in boundary/common.h.

// n tokens as one UTF-8 buffer and n + 1 offsets: token t is
// bytes[offsets[t], offsets[t + 1]). Valid when 1 <= count <= kMaxTokens,
// offsets[0] == 0, every token is non-empty (offsets strictly increase) and
// offsets[count] <= kMaxTokenBytes.
struct TokenText {
  const uint8_t* bytes = nullptr;
  const int32_t* offsets = nullptr;
  int32_t count = 0;
};

// Splits, in place, a buffer of tokens separated by kTokenSeparator
// ("a\xFFbb\xFFc", no separator at either end): on success the first
// offsets[*count] bytes of `buffer` hold the tokens without separators, as
// TokenText{buffer, offsets, *count} describes them (`offsets` needs
// kMaxTokens + 1 entries). kInvalidTokens for an empty buffer, an empty
// token, more than kMaxTokens tokens or more than kMaxTokenBytes token
// bytes; nothing written then.
Status SplitTokens(uint8_t* buffer, int64_t size, int32_t* offsets,
                   int32_t* count);

struct AttentionSpec {
  int32_t d_model = 16;     // 1..kMaxAttentionDModel
  bool positional = false;  // add PE(t) to the embedding of token t
  uint32_t seed = 1;        // selects the embeddings and the weights
  double base = 10000.0;    // PE base: finite, > 1 (checked even unused)
};

// Where SelfAttention writes, each row-major, n = tokens.count, d = d_model.
struct AttentionOutput {
  float* inputs = nullptr;   // n x d: x_t = e_t (+ PE(t))
  float* weights = nullptr;  // n x n: row t = softmax of token t's scores
  float* output = nullptr;   // n x d: row t = sum_u weights[t][u] v_u
};

// Checks tokens and spec: kInvalidTokens, kInvalidDModel, kInvalidBase.
Status ValidateAttention(const TokenText& tokens, const AttentionSpec& spec);

// Runs the toy layer described at the top of this file. Deterministic: the
// same tokens, spec and target give the same bits. Accuracy: weights and
// output within 1e-5 (measured: 6e-7) of a float64 evaluation of the same
// formula on the same float32 inputs and weights; every weight row sums to 1
// within 1e-6. Equivariance: without PE, permuting the tokens permutes the
// rows of inputs/output (and rows and columns of weights); the values only
// change by float rounding of the reordered sums (tested: <= 1e-5), and two
// equal tokens get bit-identical output rows. Status as ValidateAttention,
// or kOutOfMemory; nothing written on error.
Status SelfAttention(const TokenText& tokens, const AttentionSpec& spec,
                     const AttentionOutput& out);

// The embedding of one token (size UTF-8 bytes) for d_model and seed: d
// values uniform in [-sqrt(3/2), sqrt(3/2)), from a splitmix64 stream keyed
// by FNV-1a(bytes) and the seed. Bit-exact on every target. Writes d_model
// floats; kInvalidDModel (d_model outside 1..kMaxAttentionDModel) or
// kInvalidArgument (null pointer, size < 0) and nothing written on error.
Status TokenEmbedding(const uint8_t* bytes, int32_t size, int32_t d_model,
                      uint32_t seed, float* out);

// Matrix m (0: W_q, 1: W_k, 2: W_v) of the toy layer: d x d, row-major,
// entries uniform in [-sqrt(3/d), sqrt(3/d)), from a splitmix64 stream keyed
// by the seed and m. Writes d_model^2 floats; kInvalidDModel, or
// kInvalidArgument (m outside 0..2, null out), and nothing written on error.
Status AttentionWeights(int32_t d_model, uint32_t seed, int32_t m, float* out);

// The arguments of Rope as for ValidateEncoding (rows as positions, paper
// spacing, interleaved): kInvalidPositions, kInvalidDModel, kInvalidBase,
// kInvalidOffset, kTooLarge or kOk.
Status ValidateRope(int32_t rows, int32_t d_model, double base, int32_t offset);

// Rotary position embedding of `rows` rows of d_model values: for row r and
// pair i, (x_2i, x_2i+1) is rotated by the angle (offset + r) w_i,
// w_i = base^(-2i/d_model):
//   (x_2i cos - x_2i+1 sin, x_2i sin + x_2i+1 cos).
// With an odd d_model the last channel has no partner and is copied. So the
// score Rope(q, m) . Rope(k, n) depends only on m - n. Ranges as for Encode
// (ValidateRope). `out` may equal `input`
// (in place); other overlaps are not allowed. Accuracy: each output within
// 4e-7 * (|x_2i| + |x_2i+1|) of the float64 rotation of the same float32
// input (the angles come from Encode's 2e-7 contract). Nothing written on
// error (kInvalidArgument for a null pointer or an input that is not finite
// or past kMaxRopeValue in size, kOutOfMemory).
Status Rope(const float* input, int32_t rows, int32_t d_model, double base,
            int32_t offset, float* out);

}  // namespace posenc

#endif  // POSENC_ATTENTION_H_
