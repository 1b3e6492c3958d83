// SPDX-License-Identifier: MIT
// The toy self-attention layer: softmax(Q K^T / sqrt(d)) V over seeded
// embeddings (+ PE) and seeded weights. See attention.h.
#include "posenc/attention.h"

#include <cmath>

#include "core_util.h"
#include "matrix_f32.h"
#include "posenc/encoding.h"

namespace posenc {
namespace {

// The scratch of one call, one block: three d x d weights, then Q, K, V,
// K^T and the PE table (n x d each).
struct Workspace {
  Scratch<float> block;
  float* w = nullptr;
  float* q = nullptr;
  float* k = nullptr;
  float* v = nullptr;
  float* kt = nullptr;
  float* pe = nullptr;

  bool Allocate(int32_t n, int32_t d) {
    const int64_t dd = int64_t{d} * d, nd = int64_t{n} * d;
    block = internal::AllocateScratch<float>(3 * dd + 5 * nd);
    if (!block) return false;
    w = block.get();
    q = w + 3 * dd;
    k = q + nd;
    v = k + nd;
    kt = v + nd;
    pe = kt + nd;
    return true;
  }
};

// x_t = e_t (+ PE(t)), row by row.
void BuildInputs(const TokenText& tokens, const AttentionSpec& spec, float* pe,
                 float* x) {
  const int32_t n = tokens.count, d = spec.d_model;
  for (int32_t t = 0; t < n; ++t) {
    const int32_t begin = tokens.offsets[t];
    // Valid arguments: ValidateAttention checked tokens and d.
    TokenEmbedding(tokens.bytes + begin, tokens.offsets[t + 1] - begin, d,
                   spec.seed, x + int64_t{t} * d);
  }
  if (!spec.positional) return;
  // Valid: n <= kMaxTokens, d <= kMaxAttentionDModel.
  Encode(PaperRows(n, d, spec.base, 0), pe);
  for (int64_t i = 0; i < int64_t{n} * d; ++i) x[i] += pe[i];
}

}  // namespace

Status ValidateAttention(const TokenText& tokens, const AttentionSpec& spec) {
  const int32_t n = tokens.count;
  if (tokens.bytes == nullptr || tokens.offsets == nullptr || n < 1 ||
      n > kMaxTokens || tokens.offsets[0] != 0) {
    return Status::kInvalidTokens;
  }
  for (int32_t t = 0; t < n; ++t) {
    if (tokens.offsets[t + 1] <= tokens.offsets[t])
      return Status::kInvalidTokens;
  }
  if (tokens.offsets[n] > kMaxTokenBytes) return Status::kInvalidTokens;
  if (spec.d_model < 1 || spec.d_model > kMaxAttentionDModel) {
    return Status::kInvalidDModel;
  }
  if (!std::isfinite(spec.base) || spec.base <= 1.0)
    return Status::kInvalidBase;
  return Status::kOk;
}

Status SelfAttention(const TokenText& tokens, const AttentionSpec& spec,
                     const AttentionOutput& out) {
  if (Status st = ValidateAttention(tokens, spec); st != Status::kOk) return st;
  if (out.inputs == nullptr || out.weights == nullptr ||
      out.output == nullptr) {
    return Status::kInvalidArgument;
  }
  const int32_t n = tokens.count, d = spec.d_model;
  Workspace s;
  if (!s.Allocate(n, d)) return Status::kOutOfMemory;
  BuildInputs(tokens, spec, s.pe, out.inputs);
  const int64_t dd = int64_t{d} * d;
  float* const projections[3] = {s.q, s.k, s.v};
  for (int32_t m = 0; m < 3; ++m) {
    AttentionWeights(d, spec.seed, m, s.w + m * dd);  // valid: d checked
    MatMul(out.inputs, n, d, s.w + m * dd, d, projections[m]);
  }
  Transpose(s.k, n, d, s.kt);
  MatMul(s.q, n, d, s.kt, n, out.weights);  // raw scores q_t . k_u
  SoftmaxRows(out.weights, n, n, 1.0f / std::sqrt(static_cast<float>(d)));
  MatMul(out.weights, n, n, s.v, d, out.output);
  return Status::kOk;
}

}  // namespace posenc
