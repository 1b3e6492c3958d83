// SPDX-License-Identifier: MIT
// Helpers of the attention tests: sentences as TokenText, a runner, row
// permutations and a float64 reference of the layer.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "posenc/attention.h"

namespace posenc::testing {

// Owns the bytes and offsets a TokenText points into.
struct Sentence {
  std::string bytes;
  std::vector<int32_t> offsets{0};

  explicit Sentence(const std::vector<std::string>& words) {
    for (const std::string& w : words) {
      bytes += w;
      offsets.push_back(static_cast<int32_t>(bytes.size()));
    }
  }
  TokenText View() const {
    return {reinterpret_cast<const uint8_t*>(bytes.data()), offsets.data(),
            static_cast<int32_t>(offsets.size()) - 1};
  }
};

struct Result {
  Status status = Status::kOk;
  int32_t n = 0, d = 0;
  std::vector<float> inputs, weights, output;
};

inline AttentionSpec Spec(int32_t d_model, bool positional, uint32_t seed = 1) {
  AttentionSpec spec;
  spec.d_model = d_model;
  spec.positional = positional;
  spec.seed = seed;
  return spec;
}

inline Result Run(const std::vector<std::string>& words,
                  const AttentionSpec& spec) {
  Sentence sentence(words);
  Result r;
  r.n = static_cast<int32_t>(words.size());
  r.d = spec.d_model;
  r.inputs.assign(static_cast<size_t>(r.n) * r.d, NAN);
  r.weights.assign(static_cast<size_t>(r.n) * r.n, NAN);
  r.output.assign(static_cast<size_t>(r.n) * r.d, NAN);
  r.status =
      SelfAttention(sentence.View(), spec,
                    {r.inputs.data(), r.weights.data(), r.output.data()});
  return r;
}

// Item i of the result is items[p[i]] (the API's convention).
template <class T>
std::vector<T> Permute(const std::vector<T>& items, const std::vector<int>& p) {
  std::vector<T> out;
  for (int i : p) out.push_back(items[i]);
  return out;
}

// Row i of the result is row p[i] of the rows x cols matrix m.
inline std::vector<float> PermuteRows(const std::vector<float>& m, int cols,
                                      const std::vector<int>& p) {
  std::vector<float> out;
  for (int i : p)
    out.insert(out.end(), m.begin() + i * cols, m.begin() + (i + 1) * cols);
  return out;
}

inline double MaxAbsDiff(const std::vector<float>& a,
                         const std::vector<float>& b) {
  double worst = a.size() == b.size() ? 0 : INFINITY;
  for (size_t i = 0; i < a.size() && i < b.size(); ++i) {
    worst = std::fmax(worst, std::fabs(static_cast<double>(a[i]) - b[i]));
  }
  return worst;
}

// max |Attn(PX) - P Attn(X)| for the sentence `words` and permutation p.
inline double Residual(const std::vector<std::string>& words,
                       const std::vector<int>& p, const AttentionSpec& spec) {
  const Result original = Run(words, spec);
  const Result permuted = Run(Permute(words, p), spec);
  return MaxAbsDiff(permuted.output,
                    PermuteRows(original.output, spec.d_model, p));
}

inline std::vector<int> RandomPermutation(int n, std::mt19937& rng) {
  std::vector<int> p(n);
  for (int i = 0; i < n; ++i) p[i] = i;
  std::shuffle(p.begin(), p.end(), rng);
  return p;
}

// The layer in float64 from the float32 inputs and weights the core used:
// returns {weights, output}.
inline std::pair<std::vector<double>, std::vector<double>> ReferenceAttention(
    const Result& r, uint32_t seed) {
  const int n = r.n, d = r.d;
  std::vector<float> w(static_cast<size_t>(3) * d * d);
  for (int m = 0; m < 3; ++m)
    AttentionWeights(d, seed, m, w.data() + m * d * d);
  std::vector<double> qkv(static_cast<size_t>(3) * n * d, 0.0);
  for (int m = 0; m < 3; ++m)
    for (int t = 0; t < n; ++t)
      for (int j = 0; j < d; ++j)
        for (int k = 0; k < d; ++k)
          qkv[(m * n + t) * d + j] +=
              double{r.inputs[t * d + k]} * w[(m * d + k) * d + j];
  std::vector<double> a(static_cast<size_t>(n) * n),
      out(static_cast<size_t>(n) * d, 0.0);
  for (int t = 0; t < n; ++t) {
    double top = -INFINITY, sum = 0;
    for (int u = 0; u < n; ++u) {
      double s = 0;
      for (int j = 0; j < d; ++j) s += qkv[t * d + j] * qkv[(n + u) * d + j];
      a[t * n + u] = s / std::sqrt(double(d));
      top = std::fmax(top, a[t * n + u]);
    }
    for (int u = 0; u < n; ++u)
      sum += (a[t * n + u] = std::exp(a[t * n + u] - top));
    for (int u = 0; u < n; ++u) a[t * n + u] /= sum;
    for (int u = 0; u < n; ++u)
      for (int j = 0; j < d; ++j)
        out[t * d + j] += a[t * n + u] * qkv[(2 * n + u) * d + j];
  }
  return {a, out};
}

}  // namespace posenc::testing
