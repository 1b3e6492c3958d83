// SPDX-License-Identifier: MIT
// The toy self-attention layer: determinism, equivariance without PE, its
// loss with PE, repeated words, softmax rows, accuracy, invalid inputs.
#include <catch2/catch.hpp>
#include <cstdio>

#include "attention_helpers.h"

using posenc::AttentionSpec;
using posenc::Status;
using namespace posenc::testing;  // NOLINT(build/namespaces): test helpers

namespace {

const std::vector<std::string> kVocabulary = {
    "man", "bites", "dog", "the",  "cat",   "saw",    "a",
    "on",  "mat",   ".",   "Hund", "beißt", "猫",     "собака",
    "🐕",   "x",     "sat", ",",    "!",     "quickly"};

// n words from the vocabulary: all different, or drawn with repetition.
std::vector<std::string> Words(int n, bool distinct, std::mt19937& rng) {
  std::vector<std::string> words;
  const std::vector<int> order =
      RandomPermutation(static_cast<int>(kVocabulary.size()), rng);
  for (int i = 0; i < n; ++i) {
    words.push_back(distinct ? kVocabulary[order[i]]
                             : kVocabulary[rng() % kVocabulary.size()]);
  }
  return words;
}

bool IsIdentity(const std::vector<int>& p) {
  for (size_t i = 0; i < p.size(); ++i) {
    if (p[i] != static_cast<int>(i)) return false;
  }
  return true;
}

const std::vector<std::string> kManBitesDog = {"man", "bites", "dog"};
const std::vector<int> kReversal = {2, 1, 0};

}  // namespace

TEST_CASE("SelfAttention is deterministic and the seed selects the model") {
  const Result a = Run(kManBitesDog, Spec(16, true, 7));
  const Result b = Run(kManBitesDog, Spec(16, true, 7));
  const Result c = Run(kManBitesDog, Spec(16, true, 8));
  REQUIRE(a.status == Status::kOk);
  CHECK(a.output == b.output);
  CHECK(a.weights == b.weights);
  CHECK(MaxAbsDiff(a.output, c.output) > 0.01);
}

TEST_CASE("The same word gets the same embedding wherever it stands") {
  const Result r = Run({"the", "dog", "saw", "the", "cat"}, Spec(32, false));
  const std::vector<float> row0(r.inputs.begin(), r.inputs.begin() + 32);
  const std::vector<float> row3(r.inputs.begin() + 96, r.inputs.begin() + 128);
  const std::vector<float> row1(r.inputs.begin() + 32, r.inputs.begin() + 64);
  CHECK(row0 == row3);
  CHECK(MaxAbsDiff(row0, row1) > 0.1);
  std::vector<float> direct(32);
  posenc::TokenEmbedding(reinterpret_cast<const uint8_t*>("the"), 3, 32, 1,
                         direct.data());
  CHECK(direct == row0);
}

TEST_CASE("Embeddings have the PE's mean square 1/2 and stay in sqrt(3/2)") {
  std::vector<float> e(posenc::kMaxAttentionDModel);
  double sum = 0, top = 0;
  for (const std::string& w : kVocabulary) {
    posenc::TokenEmbedding(reinterpret_cast<const uint8_t*>(w.data()),
                           static_cast<int32_t>(w.size()),
                           posenc::kMaxAttentionDModel, 3, e.data());
    for (float x : e) sum += double{x} * x, top = std::fmax(top, std::fabs(x));
  }
  const double mean_square = sum / (e.size() * kVocabulary.size());
  CHECK(mean_square == Approx(0.5).epsilon(0.03));
  CHECK(top <= std::sqrt(1.5));
}

// Weights of the permuted sentence against P A P^T: row i, column j of the
// result is A[p[i]][p[j]].
double WeightResidual(const Result& x, const Result& px,
                      const std::vector<int>& p) {
  double worst = 0;
  for (int i = 0; i < x.n; ++i) {
    for (int j = 0; j < x.n; ++j) {
      const double want = x.weights[p[i] * x.n + p[j]];
      worst = std::fmax(worst, std::fabs(px.weights[i * x.n + j] - want));
    }
  }
  return worst;
}

TEST_CASE(
    "Without PE, Attn(PX) = P Attn(X) on random sentences and permutations") {
  std::mt19937 rng(2024);
  double worst = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int n =
        1 + static_cast<int>(rng() % (trial < 290 ? 24 : posenc::kMaxTokens));
    const int d = 1 + static_cast<int>(rng() % 48);
    const std::vector<std::string> words = Words(n, false, rng);
    const std::vector<int> p = RandomPermutation(n, rng);
    const AttentionSpec spec = Spec(d, false, static_cast<uint32_t>(rng()));
    const Result x = Run(words, spec), px = Run(Permute(words, p), spec);
    REQUIRE(px.status == Status::kOk);
    CHECK(px.inputs == PermuteRows(x.inputs, d, p));  // exact: the same bytes
    CHECK(WeightResidual(x, px, p) <= 1e-6);
    const double residual = MaxAbsDiff(px.output, PermuteRows(x.output, d, p));
    CHECK(residual <= 1e-5);
    worst = std::fmax(worst, residual);
  }
  std::printf("attention: max residual without PE, 300 random cases: %.3g\n",
              worst);
}

TEST_CASE(
    "With PE, every non-identity permutation of distinct words changes the "
    "outputs") {
  std::mt19937 rng(99);
  double least = INFINITY;
  for (int n = 2; n <= 5; ++n) {  // every permutation of small sentences
    const std::vector<std::string> words = Words(n, true, rng);
    std::vector<int> p(n);
    for (int i = 0; i < n; ++i) p[i] = i;
    while (std::next_permutation(p.begin(), p.end())) {
      if (IsIdentity(p)) continue;
      least = std::fmin(least, Residual(words, p, Spec(16, true)));
    }
  }
  for (int trial = 0; trial < 100; ++trial) {  // random longer ones
    const int n = 2 + static_cast<int>(rng() % 19);
    const std::vector<std::string> words = Words(n, true, rng);
    std::vector<int> p = RandomPermutation(n, rng);
    if (IsIdentity(p)) std::swap(p[0], p[1]);
    least = std::fmin(
        least, Residual(words, p, Spec(8 + 8 * (trial % 4), true, trial)));
  }
  std::printf("attention: min residual with PE: %.3g\n", least);
  CHECK(least >= 1e-2);
}

TEST_CASE(
    "man bites dog: residual ~1e-7 without PE, of order 0.1 to 1 with PE") {
  const double without = Residual(kManBitesDog, kReversal, Spec(16, false));
  const double with = Residual(kManBitesDog, kReversal, Spec(16, true));
  std::printf(
      "attention: man bites dog reversed, residual %.3g without PE, %.3g "
      "with\n",
      without, with);
  CHECK(without <= 1e-6);
  CHECK(with >= 0.1);
  CHECK(with <= 2.0);
}

TEST_CASE(
    "A repeated word gets bit-identical output rows without PE, not with PE") {
  const std::vector<std::string> words = {"the", "dog", "saw", "the", "cat"};
  const Result plain = Run(words, Spec(16, false));
  const Result positional = Run(words, Spec(16, true));
  auto row = [](const Result& r, int t) {
    return std::vector<float>(r.output.begin() + t * r.d,
                              r.output.begin() + (t + 1) * r.d);
  };
  CHECK(row(plain, 0) == row(plain, 3));
  CHECK(MaxAbsDiff(row(positional, 0), row(positional, 3)) >= 1e-2);
}

TEST_CASE("Softmax rows are probabilities summing to 1, even for huge scores") {
  std::mt19937 rng(5);
  double worst = 0;
  for (int trial = 0; trial < 40; ++trial) {
    const int n = 1 + static_cast<int>(rng() % posenc::kMaxTokens);
    const Result r =
        Run(Words(n, false, rng), Spec(1 + rng() % 64, trial % 2 == 1, trial));
    for (int t = 0; t < n; ++t) {
      double sum = 0;
      for (int u = 0; u < n; ++u) {
        const float w = r.weights[t * n + u];
        REQUIRE((w >= 0.0f && w <= 1.0f));
        sum += w;
      }
      worst = std::fmax(worst, std::fabs(sum - 1.0));
    }
  }
  std::printf("attention: max |row sum - 1| = %.3g\n", worst);
  CHECK(worst <= 1e-6);
}

TEST_CASE(
    "SelfAttention is within 1e-5 of a float64 evaluation of the same layer") {
  std::mt19937 rng(11);
  double worst_w = 0, worst_out = 0;
  for (int trial = 0; trial < 30; ++trial) {
    const int n = 1 + static_cast<int>(rng() % 40);
    const int d = 1 + static_cast<int>(rng() % 80);
    const uint32_t seed = rng();
    const Result r = Run(Words(n, false, rng), Spec(d, trial % 2 == 0, seed));
    const auto [a, out] = ReferenceAttention(r, seed);
    for (size_t i = 0; i < a.size(); ++i)
      worst_w = std::fmax(worst_w, std::fabs(r.weights[i] - a[i]));
    for (size_t i = 0; i < out.size(); ++i)
      worst_out = std::fmax(worst_out, std::fabs(r.output[i] - out[i]));
  }
  std::printf("attention: max error vs float64: weights %.3g, output %.3g\n",
              worst_w, worst_out);
  CHECK(worst_w <= 1e-5);
  CHECK(worst_out <= 1e-5);
}
