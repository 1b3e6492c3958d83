// SPDX-License-Identifier: MIT
// One attention head that attends k positions back, built from a position
// code c (HeadCode in boundary/offset_head.h) and one linear map A on the
// query side:
//   query(p) = A x(p), key(q) = x(q), score(p, q) = query(p) . key(q),
//   weights = softmax(scale * score) row by row,
// with x(p) = w c(p) when no words are given, and with the tokens of a
// sentence (e(p): the toy attention layer's seeded embedding of token p,
// TokenEmbedding in attention.h) either
//   added (HeadMix::kAdd): x(p) = e(p) + w c(p), words and positions share
//     the d channels, so A and the key read both; or
//   concatenated (HeadMix::kConcat): x(p) = [e(p); w c(p)], 2d channels, and
//     the query [0 | A] and the key [0 | I] read only the position channels,
// where w is the position weight.
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
#include "posenc/boundary/offset_head.h"

namespace posenc {

struct OffsetHeadSpec {
  HeadCode code = HeadCode::kSinusoidal;
  HeadMix mix = HeadMix::kAdd;  // how words join positions (with tokens only)
  int32_t positions = 64;  // n: 2..kMaxHeadPositions (= tokens.count with tokens)
  int32_t d_model = 64;    // even, 2..kMaxHeadDModel
  int32_t k = 1;           // -(positions - 1)..positions - 1
  double scale = 1.0;      // finite, 0 < scale <= kMaxHeadScale
  // w, the weight of the position code in x: finite,
  // 0 < w <= kMaxHeadPositionWeight. The position terms are float32 products
  // times w and w^2: below about 1e-19, w^2 is 0 in float32 and so are they.
  double position_weight = 1.0;
  double base = 10000.0;   // sinusoidal code's base: finite, > 1
  uint32_t seed = 1;       // selects the token embeddings
};

// Where OffsetHead writes, row-major; n = positions, d = d_model.
struct OffsetHeadOutput {
  float* map = nullptr;      // d x d: A
  float* scores = nullptr;   // n x n: score(p, q)
  float* weights = nullptr;  // n x n: softmax of scale * scores, by rows
  // 4 x n x n, only with tokens (may be null without): the four terms of
  // the score, query side first: word.word, word.position, position.word,
  // position.position, i.e. added (A e(p)).e(q), w (A e(p)).c(q),
  // w (A c(p)).e(q), w^2 (A c(p)).c(q); concatenated 0, 0, 0 and
  // w^2 (A c(p)).c(q).
  float* terms = nullptr;
};

// How well the head attends k back.
struct OffsetHeadFit {
  int32_t rows = 0;  // positions p with 0 <= p - k < n: n - |k|
  // Of those rows, how many have their strictly largest score at q = p - k.
  int32_t hits = 0;
  // sqrt(sum |A c(p) - c(p - k)|^2 / sum |c(p - k)|^2) over those rows, in
  // float64 from the float32 A and codes: ~1e-7 for the sinusoidal code,
  // the fit's failure for a naive one. NaN when every target c(p - k) is
  // the zero vector (one row, whose naive code is 0: c(0), or a binary
  // c(p) whose bits lie past the d channels): a miss then has no size
  // relative to its target, and that row's position scores are all 0.
  double residual = 0;
  // Of all n rows, how many have their strictly largest score at q = p.
  int32_t self_hits = 0;
  // Of the rows counted in hits, how many would peak strictly at q = p - k
  // with the exact shifted code as their query: c(p - k) . c(q), no words.
  // All of them for the sinusoidal code, whose rows all have the length
  // sqrt(d / 2); a naive code's longer rows outscore the target.
  int32_t shifted_hits = 0;
  // The shortest and the longest code row |c(p)| over the n positions.
  double code_length_low = 0, code_length_high = 0;
  // The sizes that decide a row with words: the word.word term at q = p,
  // lowest and highest over the n rows (0 without tokens), and the
  // position.position term at q = p - k (lowest over the rows) and beside
  // it, at p - k +- 1 (highest over the rows).
  double word_self_low = 0, word_self_high = 0;
  double band_peak = 0, band_beside = 0;
};

// Checks spec and tokens (null: no tokens): kInvalidPositions, kInvalidDModel
// (odd or out of range), kInvalidArgument (code, mix, k, scale or position
// weight), kInvalidBase,
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
