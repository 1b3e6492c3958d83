// SPDX-License-Identifier: MIT
// The head that attends k positions back: the query map (M_(-k) or a
// least-squares fit), the scores and their four terms, the softmax weights,
// how many rows peak at p - k, and the sizes that decide it. See
// offset_head.h.
#include "posenc/offset_head.h"

#include <cmath>
#include <cstring>
#include <initializer_list>

#include "core_util.h"
#include "matrix_f32.h"
#include "posenc/alternatives.h"
#include "posenc/encoding.h"
#include "posenc/geometry.h"

namespace posenc {
namespace {

// The code table c(0..n-1), n x d, into `codes`.
Status FillCodes(const OffsetHeadSpec& spec, float* codes) {
  const int32_t n = spec.positions, d = spec.d_model;
  if (spec.code == HeadCode::kSinusoidal)
    return Encode(PaperRows(n, d, spec.base, 0), codes);
  const AlternativeKind kind = spec.code == HeadCode::kIndex
                                   ? AlternativeKind::kIndex
                                   : AlternativeKind::kBinary;
  return Alternative({kind, n, d, 1, spec.base}, codes);
}

// Eigen-decomposition of the symmetric n x n matrix a by cyclic Jacobi
// rotations: on return a's diagonal holds the eigenvalues and v's columns
// the eigenvectors (a's off-diagonal is left near 0). Plain and robust; the
// sizes here (n <= kMaxHeadDModel) keep its O(n^3) sweeps cheap.
void SymmetricEigen(double* a, int32_t n, double* v) {
  for (int32_t i = 0; i < n * n; ++i) v[i] = 0;
  for (int32_t i = 0; i < n; ++i) v[i * n + i] = 1;
  double total = 0;
  for (int32_t i = 0; i < n * n; ++i) total += a[i] * a[i];
  for (int sweep = 0; sweep < 64; ++sweep) {
    double off = 0;
    for (int32_t i = 0; i < n; ++i) {
      for (int32_t j = i + 1; j < n; ++j) off += a[i * n + j] * a[i * n + j];
    }
    if (off <= 1e-30 * total) return;
    for (int32_t p = 0; p < n; ++p) {
      for (int32_t q = p + 1; q < n; ++q) {
        const double apq = a[p * n + q];
        if (apq == 0) continue;
        const double theta = (a[q * n + q] - a[p * n + p]) / (2 * apq);
        const double t = (theta >= 0 ? 1.0 : -1.0) /
                         (std::fabs(theta) + std::sqrt(theta * theta + 1));
        const double c = 1 / std::sqrt(t * t + 1), s = t * c;
        for (int32_t r = 0; r < n; ++r) {  // columns p and q
          const double rp = a[r * n + p], rq = a[r * n + q];
          a[r * n + p] = c * rp - s * rq;
          a[r * n + q] = s * rp + c * rq;
        }
        for (int32_t r = 0; r < n; ++r) {  // rows p and q
          const double pr = a[p * n + r], qr = a[q * n + r];
          a[p * n + r] = c * pr - s * qr;
          a[q * n + r] = s * pr + c * qr;
        }
        for (int32_t r = 0; r < n; ++r) {
          const double rp = v[r * n + p], rq = v[r * n + q];
          v[r * n + p] = c * rp - s * rq;
          v[r * n + q] = s * rp + c * rq;
        }
      }
    }
  }
}

// a . b over d float32 values, in float64.
double Dot(const float* a, const float* b, int32_t d) {
  double sum = 0;
  for (int32_t i = 0; i < d; ++i) sum += double{a[i]} * b[i];
  return sum;
}

// Multiplies the count values at `values` by `factor`.
void ScaleBy(float* values, int64_t count, float factor) {
  for (int64_t i = 0; i < count; ++i) values[i] *= factor;
}

// The first row p of the pairs (c(p), c(p - k)) with both in range, and
// their count.
int32_t FirstRow(const OffsetHeadSpec& spec) { return spec.k > 0 ? spec.k : 0; }
int32_t RowCount(const OffsetHeadSpec& spec) {
  return spec.positions - (spec.k > 0 ? spec.k : -spec.k);
}

// The minimum-norm least-squares A (d x d, float32) of A c(p) ~ c(p - k)
// over the rows in range: with X the rows c(p) and Y the rows c(p - k),
// A = Y^T X (X^T X)^+, the pseudo-inverse from the Gram matrix's
// eigen-decomposition (eigenvalues below 1e-10 of the largest count as 0).
Status FitMap(const OffsetHeadSpec& spec, const float* codes, float* map) {
  const int32_t d = spec.d_model, first = FirstRow(spec);
  const int32_t rows = RowCount(spec);
  const int64_t dd = int64_t{d} * d;
  Scratch<double> block = internal::AllocateScratch<double>(4 * dd);
  if (!block) return Status::kOutOfMemory;
  double *gram = block.get(), *vectors = gram + dd, *cross = vectors + dd,
         *pinv = cross + dd;
  for (int32_t r = 0; r < rows; ++r) {
    const float* x = codes + int64_t{first + r} * d;
    const float* y = codes + int64_t{first + r - spec.k} * d;
    for (int32_t i = 0; i < d; ++i) {
      for (int32_t j = 0; j < d; ++j) {
        gram[i * d + j] += double{x[i]} * x[j];
        cross[i * d + j] += double{x[i]} * y[j];  // (X^T Y)[i][j]
      }
    }
  }
  SymmetricEigen(gram, d, vectors);
  double largest = 0;
  for (int32_t i = 0; i < d; ++i)
    largest = std::fmax(largest, gram[i * d + i]);
  for (int32_t l = 0; l < d; ++l) {
    const double lambda = gram[l * d + l];
    if (!(lambda > 1e-10 * largest)) continue;
    for (int32_t i = 0; i < d; ++i) {
      const double vi = vectors[i * d + l] / lambda;
      for (int32_t j = 0; j < d; ++j) pinv[i * d + j] += vi * vectors[j * d + l];
    }
  }
  // A[i][j] = sum_l (X^T Y)[l][i] pinv[l][j].
  for (int32_t i = 0; i < d; ++i) {
    for (int32_t j = 0; j < d; ++j) {
      double sum = 0;
      for (int32_t l = 0; l < d; ++l) sum += cross[l * d + i] * pinv[l * d + j];
      map[i * d + j] = static_cast<float>(sum);
    }
  }
  return Status::kOk;
}

// The strictly largest of row[0..n) is at `want`.
bool PeaksAt(const float* row, int32_t n, int32_t want) {
  for (int32_t q = 0; q < n; ++q) {
    if (q != want && !(row[q] < row[want])) return false;
  }
  return true;
}

// The fit of A, the rows' peaks, and the sizes that decide them; `pp` is the
// position.position term (the scores without tokens), `ww` the word.word
// term (null without tokens).
OffsetHeadFit Measure(const OffsetHeadSpec& spec, const float* codes,
                      const float* map, const float* scores, const float* pp,
                      const float* ww) {
  const int32_t n = spec.positions, d = spec.d_model, first = FirstRow(spec);
  OffsetHeadFit fit;
  fit.rows = RowCount(spec);
  double miss = 0, target = 0;
  fit.band_peak = INFINITY;
  fit.band_beside = -INFINITY;
  for (int32_t p = first; p < first + fit.rows; ++p) {
    const int32_t want = p - spec.k;
    fit.hits += PeaksAt(scores + int64_t{p} * n, n, want) ? 1 : 0;
    const float* x = codes + int64_t{p} * d;
    const float* y = codes + int64_t{want} * d;
    for (int32_t i = 0; i < d; ++i) {
      double ax = 0;
      for (int32_t j = 0; j < d; ++j) ax += double{map[i * d + j]} * x[j];
      miss += (ax - y[i]) * (ax - y[i]);
      target += double{y[i]} * y[i];
    }
    // The exact shifted query c(p - k) against every key c(q), in float64.
    bool shifted = true;
    const double own = Dot(y, y, d);
    for (int32_t q = 0; q < n && shifted; ++q)
      shifted = q == want || Dot(y, codes + int64_t{q} * d, d) < own;
    fit.shifted_hits += shifted ? 1 : 0;
    const float* band = pp + int64_t{p} * n;
    fit.band_peak = std::fmin(fit.band_peak, band[want]);
    for (int32_t q : {want - 1, want + 1}) {
      if (q >= 0 && q < n) fit.band_beside = std::fmax(fit.band_beside, band[q]);
    }
  }
  fit.residual = target > 0 ? std::sqrt(miss / target) : NAN;
  fit.code_length_low = INFINITY;
  for (int32_t p = 0; p < n; ++p) {
    fit.self_hits += PeaksAt(scores + int64_t{p} * n, n, p) ? 1 : 0;
    const float* c = codes + int64_t{p} * d;
    const double length = std::sqrt(Dot(c, c, d));
    fit.code_length_low = std::fmin(fit.code_length_low, length);
    fit.code_length_high = std::fmax(fit.code_length_high, length);
    if (ww == nullptr) continue;
    const double self = ww[int64_t{p} * n + p];
    fit.word_self_low = p == 0 ? self : std::fmin(fit.word_self_low, self);
    fit.word_self_high = p == 0 ? self : std::fmax(fit.word_self_high, self);
  }
  return fit;
}

// The scratch of one call, one block.
struct Workspace {
  Scratch<float> block;
  float *codes, *codes_t, *map, *map_t, *query, *embed, *embed_t, *embed_q;

  bool Allocate(int32_t n, int32_t d) {
    const int64_t dd = int64_t{d} * d, nd = int64_t{n} * d;
    block = internal::AllocateScratch<float>(2 * dd + 6 * nd);
    if (!block) return false;
    map = block.get();
    map_t = map + dd;
    codes = map_t + dd;
    codes_t = codes + nd;
    query = codes_t + nd;
    embed = query + nd;
    embed_t = embed + nd;
    embed_q = embed_t + nd;
    return true;
  }
};

}  // namespace

Status ValidateOffsetHead(const OffsetHeadSpec& spec, const TokenText* tokens) {
  if (spec.positions < 2 || spec.positions > kMaxHeadPositions)
    return Status::kInvalidPositions;
  if (spec.d_model < 2 || spec.d_model > kMaxHeadDModel || spec.d_model % 2)
    return Status::kInvalidDModel;
  if (!IsKnown(spec.code) || !IsKnown(spec.mix) || spec.k <= -spec.positions ||
      spec.k >= spec.positions || !std::isfinite(spec.scale) ||
      !(spec.scale > 0) || spec.scale > kMaxHeadScale ||
      !std::isfinite(spec.position_weight) || !(spec.position_weight > 0) ||
      spec.position_weight > kMaxHeadPositionWeight) {
    return Status::kInvalidArgument;
  }
  if (!std::isfinite(spec.base) || !(spec.base > 1.0))
    return Status::kInvalidBase;
  if (tokens == nullptr) return Status::kOk;
  if (tokens->count != spec.positions) return Status::kInvalidTokens;
  return ValidateAttention(*tokens, {spec.d_model, false, spec.seed, spec.base});
}

Status OffsetHead(const OffsetHeadSpec& spec, const TokenText* tokens,
                  const OffsetHeadOutput& out, OffsetHeadFit* fit) {
  if (Status st = ValidateOffsetHead(spec, tokens); st != Status::kOk)
    return st;
  if (out.map == nullptr || out.scores == nullptr || out.weights == nullptr ||
      fit == nullptr || (tokens != nullptr && out.terms == nullptr)) {
    return Status::kInvalidArgument;
  }
  const int32_t n = spec.positions, d = spec.d_model;
  Workspace s;
  if (!s.Allocate(n, d)) return Status::kOutOfMemory;
  // Everything that can fail comes first, into scratch: nothing is written
  // on error.
  if (Status st = FillCodes(spec, s.codes); st != Status::kOk) return st;
  const Status mapped = spec.code == HeadCode::kSinusoidal
                            ? Rotation(-spec.k, d, spec.base, s.map)
                            : FitMap(spec, s.codes, s.map);
  if (mapped != Status::kOk) return mapped;

  Transpose(s.map, d, d, s.map_t);
  Transpose(s.codes, n, d, s.codes_t);
  MatMul(s.codes, n, d, s.map_t, d, s.query);  // rows (A c(p))^T
  const int64_t nn = int64_t{n} * n;
  const float w = static_cast<float>(spec.position_weight);
  const float w2 = static_cast<float>(spec.position_weight * spec.position_weight);
  if (tokens == nullptr) {
    MatMul(s.query, n, d, s.codes_t, n, out.scores);
    ScaleBy(out.scores, nn, w2);
  } else if (spec.mix == HeadMix::kConcat) {
    // The query [0 | A] and the key [0 | I] read only the position channels
    // of [e; w c]: every term with a word is 0.
    std::memset(out.terms, 0, sizeof(float) * 3 * nn);
    MatMul(s.query, n, d, s.codes_t, n, out.terms + 3 * nn);
    ScaleBy(out.terms + 3 * nn, nn, w2);
    std::memcpy(out.scores, out.terms + 3 * nn, sizeof(float) * nn);
  } else {
    for (int32_t t = 0; t < n; ++t) {
      const int32_t begin = tokens->offsets[t];
      // Valid arguments: ValidateOffsetHead checked the tokens and d.
      TokenEmbedding(tokens->bytes + begin, tokens->offsets[t + 1] - begin, d,
                     spec.seed, s.embed + int64_t{t} * d);
    }
    Transpose(s.embed, n, d, s.embed_t);
    MatMul(s.embed, n, d, s.map_t, d, s.embed_q);  // rows (A e(p))^T
    MatMul(s.embed_q, n, d, s.embed_t, n, out.terms);
    MatMul(s.embed_q, n, d, s.codes_t, n, out.terms + nn);
    MatMul(s.query, n, d, s.embed_t, n, out.terms + 2 * nn);
    MatMul(s.query, n, d, s.codes_t, n, out.terms + 3 * nn);
    ScaleBy(out.terms + nn, 2 * nn, w);
    ScaleBy(out.terms + 3 * nn, nn, w2);
    for (int64_t i = 0; i < nn; ++i) {
      out.scores[i] = ((out.terms[i] + out.terms[nn + i]) +
                       out.terms[2 * nn + i]) + out.terms[3 * nn + i];
    }
  }
  std::memcpy(out.weights, out.scores, sizeof(float) * nn);
  SoftmaxRows(out.weights, n, n, static_cast<float>(spec.scale));
  std::memcpy(out.map, s.map, sizeof(float) * d * d);
  *fit = Measure(spec, s.codes, s.map, out.scores,
                 tokens == nullptr ? out.scores : out.terms + 3 * nn,
                 tokens == nullptr ? nullptr : out.terms);
  return Status::kOk;
}

}  // namespace posenc
