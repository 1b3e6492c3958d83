// SPDX-License-Identifier: MIT
// One attention head that attends k positions back, built from a position
// code c (HeadCode in boundary.h) and one linear map A on the query side:
//   query(p) = A x(p), key(q) = x(q), score(p, q) = query(p) . key(q),
//   weights = softmax(scale * score) row by row,
// with x(p) = c(p), or x(p) = e(p) + c(p) when the tokens of a sentence are
// given (e(p): the toy attention layer's seeded embedding of token p,
// TokenEmbedding in attention.h).
//
// Sinusoidal code: A = M_(-k) (Rotation), so A c(p) = PE(p - k) and the
// position score is PE(p - k) . PE(q) = sum_i cos((p - k - q) w_i), which
// peaks at q = p - k for every p: a band at offset k, from the same matrix
// at every position. Naive codes (index, binary; Alternative in
// alternatives.h) have no such matrix: A is the least-squares fit of
// A c(p) ~ c(p - k) over the positions p with 0 <= p - k < positions (the
// minimum-norm solution), and the head built with it misses the band.
#ifndef POSENC_OFFSET_HEAD_H_
#define POSENC_OFFSET_HEAD_H_

#include <cstdint>

#include "posenc/attention.h"
#include "posenc/boundary.h"

namespace posenc {

struct OffsetHeadSpec {
  HeadCode code = HeadCode::kSinusoidal;
  int32_t positions = 64;  // n: 2..kMaxHeadPositions (= tokens.count with tokens)
  int32_t d_model = 64;    // even, 2..kMaxHeadDModel
  int32_t k = 1;           // -(positions - 1)..positions - 1
  double scale = 1.0;      // finite, 0 < scale <= kMaxHeadScale
  double base = 10000.0;   // sinusoidal code's base: finite, > 1
  uint32_t seed = 1;       // selects the token embeddings
};

// Where OffsetHead writes, row-major; n = positions, d = d_model.
struct OffsetHeadOutput {
  float* map = nullptr;      // d x d: A
  float* scores = nullptr;   // n x n: score(p, q)
  float* weights = nullptr;  // n x n: softmax of scale * scores, by rows
  // 4 x n x n, only with tokens (may be null without): the four terms of
  // the score, query side first: e.e, e.c, c.e, c.c, i.e.
  // (A e(p)).e(q), (A e(p)).c(q), (A c(p)).e(q), (A c(p)).c(q).
  float* terms = nullptr;
};

// How well the head attends k back.
struct OffsetHeadFit {
  int32_t rows = 0;  // positions p with 0 <= p - k < n: n - |k|
  // Of those rows, how many have their strictly largest score at q = p - k.
  int32_t hits = 0;
  // sqrt(sum |A c(p) - c(p - k)|^2 / sum |c(p - k)|^2) over those rows, in
  // float64 from the float32 A and codes (the absolute root of the first sum
  // when the second is 0): ~1e-7 for the sinusoidal code, the fit's failure
  // for a naive one.
  double residual = 0;
};

// Checks spec and tokens (null: no tokens): kInvalidPositions, kInvalidDModel
// (odd or out of range), kInvalidArgument (code, k or scale), kInvalidBase,
// kInvalidTokens (invalid as for ValidateAttention, or a count other than
// positions).
Status ValidateOffsetHead(const OffsetHeadSpec& spec, const TokenText* tokens);

// The head described above. Scores are float32 products of float32 codes,
// embeddings and A: within 1e-5 * (|x(p)| |x(q)| + 1) * |A| of a float64
// evaluation (tested against sum_i cos((p - k - q) w_i) for the sinusoidal
// code); weights rows sum to 1 within 1e-6. Deterministic. Status as
// ValidateOffsetHead, or kInvalidArgument (a null output, or null terms
// with tokens), kOutOfMemory; nothing written on error.
Status OffsetHead(const OffsetHeadSpec& spec, const TokenText* tokens,
                  const OffsetHeadOutput& out, OffsetHeadFit* fit);

}  // namespace posenc

#endif  // POSENC_OFFSET_HEAD_H_
