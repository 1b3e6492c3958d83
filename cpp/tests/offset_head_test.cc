// SPDX-License-Identifier: MIT
// The offset head: its scores and four terms against a float64 reference,
// the band at every position for the sinusoidal code, the least-squares map
// of the naive codes and their failure, and invalid input.
#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "attention_helpers.h"
#include "posenc/alternatives.h"
#include "posenc/geometry.h"
#include "posenc/offset_head.h"
#include "reference.h"

using posenc::HeadCode;
using posenc::OffsetHeadFit;
using posenc::OffsetHeadSpec;
using posenc::Status;
using namespace posenc::testing;  // NOLINT(build/namespaces): test helpers

namespace {

constexpr float kCanary = -777.0f;

struct HeadResult {
  Status status = Status::kOk;
  std::vector<float> map, scores, weights, terms;
  OffsetHeadFit fit;
};

OffsetHeadSpec HeadSpec(HeadCode code, int32_t n, int32_t d, int32_t k,
                        double scale = 1.0) {
  OffsetHeadSpec spec;
  spec.code = code;
  spec.positions = n;
  spec.d_model = d;
  spec.k = k;
  spec.scale = scale;
  return spec;
}

HeadResult RunHead(const OffsetHeadSpec& spec,
                   const std::vector<std::string>* words = nullptr) {
  const size_t n = spec.positions > 0 ? spec.positions : 1;
  const size_t d = spec.d_model > 0 ? spec.d_model : 1;
  HeadResult r;
  r.map.assign(d * d, kCanary);
  r.scores.assign(n * n, kCanary);
  r.weights.assign(n * n, kCanary);
  r.terms.assign(4 * n * n, kCanary);
  r.fit.rows = -1;
  std::unique_ptr<Sentence> sentence;
  posenc::TokenText text;
  if (words != nullptr) {
    sentence = std::make_unique<Sentence>(*words);
    text = sentence->View();
  }
  r.status = posenc::OffsetHead(
      spec, words != nullptr ? &text : nullptr,
      {r.map.data(), r.scores.data(), r.weights.data(), r.terms.data()},
      &r.fit);
  return r;
}

bool Untouched(const HeadResult& r) {
  for (const auto* v : {&r.map, &r.scores, &r.weights, &r.terms}) {
    for (float x : *v) {
      if (x != kCanary) return false;
    }
  }
  return r.fit.rows == -1;
}

// The sinusoidal row c(p) in float64.
std::vector<double> Sinusoid(const std::vector<double>& w, int d, int p) {
  std::vector<double> c(d);
  for (int i = 0; i < d; ++i) c[i] = ReferenceValue(w, p, i);
  return c;
}

// M_(-k) e in float64: each pair rotated by -k w_i, as PE(p) -> PE(p - k).
std::vector<double> RotateBack(const std::vector<double>& w,
                               const std::vector<double>& e, int k) {
  std::vector<double> out(e.size());
  for (size_t i = 0; i < e.size(); i += 2) {
    const double a = -k * w[i / 2], c = std::cos(a), s = std::sin(a);
    out[i] = c * e[i] + s * e[i + 1];
    out[i + 1] = -s * e[i] + c * e[i + 1];
  }
  return out;
}

double Dot(const std::vector<double>& a, const std::vector<double>& b) {
  double sum = 0;
  for (size_t i = 0; i < a.size(); ++i) sum += a[i] * b[i];
  return sum;
}

const std::vector<std::string> kSentence = {
    "the", "dog",  "that", "the", "man", "saw",  "bit",  "the",
    "cat", "that", "sat",  "on",  "the", "warm", "mat",  "."};

}  // namespace

TEST_CASE("The sinusoidal head's score is sum_i cos((p - k - q) w_i)") {
  for (int d : {2, 16, 64, 128}) {
    for (int k : {-5, 0, 1, 3, 40}) {
      const int n = 64;
      const HeadResult r = RunHead(HeadSpec(HeadCode::kSinusoidal, n, d, k));
      REQUIRE(r.status == Status::kOk);
      const std::vector<double> w = FrequenciesOf(d);
      double worst = 0;
      for (int p = 0; p < n; ++p) {
        for (int q = 0; q < n; ++q) {
          double want = 0;
          for (double wi : w) want += std::cos((p - k - q) * wi);
          worst = std::fmax(worst, std::fabs(r.scores[p * n + q] - want));
        }
      }
      INFO("d " << d << " k " << k);
      CHECK(worst <= 1e-5 * (d / 2.0 + 1));
      CHECK(r.fit.rows == n - std::abs(k));
      CHECK(r.fit.hits == r.fit.rows);  // the band at every position
      CHECK(r.fit.residual < 1e-6);
    }
  }
}

TEST_CASE("The sinusoidal head's map is M_(-k) and its weights are softmax rows") {
  const int n = 32, d = 16, k = 4;
  const double scale = 2.5;
  const HeadResult r =
      RunHead(HeadSpec(HeadCode::kSinusoidal, n, d, k, scale));
  REQUIRE(r.status == Status::kOk);
  std::vector<float> rotation(d * d);
  REQUIRE(posenc::Rotation(-k, d, 10000.0, rotation.data()) == Status::kOk);
  CHECK(r.map == rotation);
  for (int p = 0; p < n; ++p) {
    double top = -1e300, sum = 0;
    for (int q = 0; q < n; ++q) top = std::fmax(top, r.scores[p * n + q]);
    for (int q = 0; q < n; ++q) sum += std::exp(scale * (r.scores[p * n + q] - top));
    double row = 0;
    for (int q = 0; q < n; ++q) {
      const double want = std::exp(scale * (r.scores[p * n + q] - top)) / sum;
      CHECK(std::fabs(r.weights[p * n + q] - want) <= 1e-6);
      row += r.weights[p * n + q];
    }
    CHECK(std::fabs(row - 1) <= 1e-6);
  }
}

TEST_CASE("With words the four terms match float64 and the band survives in c.c") {
  const int n = static_cast<int>(kSentence.size()), d = 32, k = 2;
  OffsetHeadSpec spec = HeadSpec(HeadCode::kSinusoidal, n, d, k);
  spec.seed = 3;
  const HeadResult r = RunHead(spec, &kSentence);
  REQUIRE(r.status == Status::kOk);
  const std::vector<double> w = FrequenciesOf(d);
  std::vector<std::vector<double>> e(n), c(n);
  for (int t = 0; t < n; ++t) {
    std::vector<float> row(d);
    posenc::TokenEmbedding(
        reinterpret_cast<const uint8_t*>(kSentence[t].data()),
        static_cast<int32_t>(kSentence[t].size()), d, 3, row.data());
    e[t].assign(row.begin(), row.end());
    c[t] = Sinusoid(w, d, t);
  }
  double worst = 0;
  for (int p = 0; p < n; ++p) {
    const std::vector<double> qe = RotateBack(w, e[p], k);
    const std::vector<double> qc = RotateBack(w, c[p], k);
    for (int q = 0; q < n; ++q) {
      const double want[4] = {Dot(qe, e[q]), Dot(qe, c[q]), Dot(qc, e[q]),
                              Dot(qc, c[q])};
      double sum = 0;
      for (int t = 0; t < 4; ++t) {
        worst = std::fmax(worst,
                          std::fabs(r.terms[(t * n + p) * n + q] - want[t]));
        sum += want[t];
      }
      worst = std::fmax(worst, std::fabs(r.scores[p * n + q] - sum));
    }
  }
  CHECK(worst <= 1e-5 * (d + 1));
  // The position term alone is the head without words.
  const HeadResult plain = RunHead(HeadSpec(HeadCode::kSinusoidal, n, d, k));
  REQUIRE(plain.status == Status::kOk);
  CHECK(std::vector<float>(r.terms.begin() + 3 * n * n, r.terms.end()) ==
        plain.scores);
  CHECK(plain.fit.hits == n - k);
}

TEST_CASE("The naive codes get the least-squares map, and no band") {
  const int n = 64, d = 64, k = 3;
  for (HeadCode code : {HeadCode::kIndex, HeadCode::kBinary}) {
    const HeadResult r = RunHead(HeadSpec(code, n, d, k));
    REQUIRE(r.status == Status::kOk);
    std::vector<float> codes(n * d);
    const posenc::AlternativeKind kind = code == HeadCode::kIndex
                                             ? posenc::AlternativeKind::kIndex
                                             : posenc::AlternativeKind::kBinary;
    REQUIRE(posenc::Alternative({kind, n, d, 1, 10000.0}, codes.data()) ==
            Status::kOk);
    // Least squares: the misfit A c(p) - c(p - k) is orthogonal to every
    // channel j of the inputs: sum_p (A c(p) - c(p - k))_i c(p)_j = 0.
    double worst = 0, scale = 0;
    std::vector<double> gradient(d * d, 0.0);
    double miss = 0, target = 0;
    for (int p = k; p < n; ++p) {
      const float* x = &codes[p * d];
      const float* y = &codes[(p - k) * d];
      for (int i = 0; i < d; ++i) {
        double ax = 0;
        for (int j = 0; j < d; ++j) ax += double{r.map[i * d + j]} * x[j];
        miss += (ax - y[i]) * (ax - y[i]);
        target += double{y[i]} * y[i];
        for (int j = 0; j < d; ++j) gradient[i * d + j] += (ax - y[i]) * x[j];
        scale = std::fmax(scale, std::fabs(y[i]));
      }
    }
    for (double g : gradient) worst = std::fmax(worst, std::fabs(g));
    CHECK(worst <= 1e-3 * n * scale * scale);
    CHECK(r.fit.residual == Approx(std::sqrt(miss / target)).epsilon(1e-9));
    // No single matrix does better than this one, and it misses the band
    // (measured: no row of 61 for either code; residual 0.04 for index,
    // whose fit alpha p misses only the -k, 0.59 for binary).
    CHECK(r.fit.rows == n - k);
    CHECK(r.fit.hits < r.fit.rows / 2);
    CHECK(r.fit.residual > 0.01);
    // The scores are (A c(p)) . c(q), in float64.
    double score_error = 0;
    for (int p = 0; p < n; ++p) {
      for (int q = 0; q < n; ++q) {
        double want = 0;
        for (int i = 0; i < d; ++i) {
          double ax = 0;
          for (int j = 0; j < d; ++j) ax += double{r.map[i * d + j]} * codes[p * d + j];
          want += ax * codes[q * d + i];
        }
        score_error = std::fmax(score_error, std::fabs(r.scores[p * n + q] - want) /
                                                 (std::fabs(want) + 1));
      }
    }
    CHECK(score_error <= 1e-5);
  }
}

TEST_CASE("The index code's fit is the closed form alpha p") {
  const int n = 16, d = 8, k = 2;
  const HeadResult r = RunHead(HeadSpec(HeadCode::kIndex, n, d, k));
  REQUIRE(r.status == Status::kOk);
  // A c(p) = alpha p (1, ..., 1) with alpha = sum p (p - k) / sum p^2.
  double num = 0, den = 0, miss = 0, target = 0;
  for (int p = k; p < n; ++p) num += double(p) * (p - k), den += double(p) * p;
  const double alpha = num / den;
  for (int p = k; p < n; ++p) {
    miss += d * (alpha * p - (p - k)) * (alpha * p - (p - k));
    target += d * double(p - k) * (p - k);
  }
  for (int i = 0; i < d; ++i) {
    double row = 0;
    for (int j = 0; j < d; ++j) row += r.map[i * d + j];
    CHECK(row == Approx(alpha).epsilon(1e-5));
  }
  CHECK(r.fit.residual == Approx(std::sqrt(miss / target)).epsilon(1e-5));
}

// kSentence four times over: 64 words.
std::vector<std::string> LongSentence() {
  std::vector<std::string> words;
  for (int i = 0; i < 4; ++i) words.insert(words.end(), kSentence.begin(), kSentence.end());
  return words;
}

TEST_CASE("Added words outweigh the band until the position weight grows") {
  const std::vector<std::string> words = LongSentence();
  const int n = 64, d = 64, k = 3;
  OffsetHeadSpec spec = HeadSpec(HeadCode::kSinusoidal, n, d, k);
  const HeadResult one = RunHead(spec, &words);
  REQUIRE(one.status == Status::kOk);
  // The band rises only about 1 above its neighbours, far less than the
  // word.word term at q = p: most rows lose p - k.
  CHECK(one.fit.band_peak == Approx(d / 2.0).epsilon(1e-5));
  double beside = 0;
  for (double wi : FrequenciesOf(d)) beside += std::cos(wi);
  CHECK(one.fit.band_beside == Approx(beside).epsilon(1e-5));
  // Measured: word.word at q = p 21.7 to 27.6 against the band's rise of
  // 1.08; 5 of 61 rows keep p - k, 42 of 64 attend to themselves.
  CHECK(one.fit.word_self_low > 10 * (one.fit.band_peak - one.fit.band_beside));
  CHECK(one.fit.hits < one.fit.rows / 2);
  CHECK(one.fit.self_hits > n / 2);
  double low = 1e300, high = -1e300;
  for (int p = 0; p < n; ++p) {
    low = std::fmin(low, one.terms[p * n + p]);
    high = std::fmax(high, one.terms[p * n + p]);
  }
  CHECK(one.fit.word_self_low == low);
  CHECK(one.fit.word_self_high == high);
  // The weight scales the terms by 1, w, w and w^2 (w = 2: exact in float32).
  spec.position_weight = 2;
  const HeadResult two = RunHead(spec, &words);
  REQUIRE(two.status == Status::kOk);
  const float factor[4] = {1, 2, 2, 4};
  bool scaled = true;
  for (int t = 0; t < 4; ++t) {
    for (int i = 0; i < n * n; ++i)
      scaled = scaled && two.terms[t * n * n + i] == factor[t] * one.terms[t * n * n + i];
  }
  CHECK(scaled);
  CHECK(two.fit.band_peak == 4 * one.fit.band_peak);
  // The band's margin grows as w^2, the word terms as 1 and w: at w = 16 it
  // wins every row (measured: 5 of 61 rows at w = 1, 61 of 61 from 16).
  spec.position_weight = 16;
  const HeadResult sixteen = RunHead(spec, &words);
  REQUIRE(sixteen.status == Status::kOk);
  CHECK(sixteen.fit.hits == sixteen.fit.rows);
  // Only rows 0 to k - 1, with no position k back, may still attend to themselves.
  CHECK(sixteen.fit.self_hits <= k);
}

TEST_CASE("Concatenated words leave the position channels to the head: the band in every row") {
  const std::vector<std::string> words = LongSentence();
  const int n = 64, d = 64, k = 3;
  OffsetHeadSpec spec = HeadSpec(HeadCode::kSinusoidal, n, d, k);
  spec.mix = posenc::HeadMix::kConcat;
  spec.position_weight = 2;
  const HeadResult r = RunHead(spec, &words);
  REQUIRE(r.status == Status::kOk);
  for (int i = 0; i < 3 * n * n; ++i) REQUIRE(r.terms[i] == 0);
  // The score is w^2 times the head without words.
  OffsetHeadSpec plain_spec = HeadSpec(HeadCode::kSinusoidal, n, d, k);
  const HeadResult plain = RunHead(plain_spec);
  bool same = true;
  for (int i = 0; i < n * n; ++i) {
    same = same && r.scores[i] == 4 * plain.scores[i] &&
           r.terms[3 * n * n + i] == r.scores[i];
  }
  CHECK(same);
  CHECK(r.fit.hits == r.fit.rows);
  CHECK(r.fit.word_self_low == 0);
  CHECK(r.fit.word_self_high == 0);
  // Without words the weight scales the scores alike.
  plain_spec.position_weight = 2;
  CHECK(RunHead(plain_spec).scores == r.scores);
}

TEST_CASE("An exact shifted query finds p - k only when every code has the same length") {
  const int n = 64, d = 64, k = 3;
  const HeadResult sines = RunHead(HeadSpec(HeadCode::kSinusoidal, n, d, k));
  CHECK(sines.fit.shifted_hits == sines.fit.rows);
  CHECK(sines.fit.code_length_low == Approx(std::sqrt(d / 2.0)).epsilon(1e-6));
  CHECK(sines.fit.code_length_high == Approx(std::sqrt(d / 2.0)).epsilon(1e-6));
  // Index: c(p - k) . c(q) = d (p - k) q grows with q, so every row but
  // p - k = 63 peaks at q = 63, and p - k = 0 scores 0 everywhere.
  const HeadResult index = RunHead(HeadSpec(HeadCode::kIndex, n, d, k));
  CHECK(index.fit.shifted_hits == 0);
  CHECK(index.fit.code_length_low == 0);
  CHECK(index.fit.code_length_high == Approx((n - 1) * std::sqrt(d)).epsilon(1e-9));
  // Binary: 63 has every bit of p - k, so it ties with p - k.
  const HeadResult binary = RunHead(HeadSpec(HeadCode::kBinary, n, d, k));
  CHECK(binary.fit.shifted_hits == 0);
  CHECK(binary.fit.code_length_low == 0);
  CHECK(binary.fit.code_length_high == Approx(std::sqrt(6.0)).epsilon(1e-9));
}

TEST_CASE("A fit to zero targets has no relative residual: NaN") {
  for (HeadCode code : {HeadCode::kIndex, HeadCode::kBinary}) {
    // One row, p = 1, whose target c(0) is the zero vector.
    const HeadResult back = RunHead(HeadSpec(code, 2, 4, 1));
    REQUIRE(back.status == Status::kOk);
    CHECK(back.fit.rows == 1);
    CHECK(back.fit.hits == 0);
    CHECK(std::isnan(back.fit.residual));
    // The other way the target c(1) is not zero, and A c(0) = 0 misses all of it.
    const HeadResult ahead = RunHead(HeadSpec(code, 2, 4, -1));
    CHECK(ahead.fit.residual == Approx(1.0));
  }
}

TEST_CASE("The offset head is deterministic") {
  const OffsetHeadSpec spec = HeadSpec(HeadCode::kBinary, 48, 32, 5, 3.0);
  const HeadResult a = RunHead(spec, nullptr), b = RunHead(spec, nullptr);
  CHECK(a.map == b.map);
  CHECK(a.weights == b.weights);
  CHECK(a.fit.hits == b.fit.hits);
}

TEST_CASE("The offset head rejects invalid input and writes nothing") {
  struct Case {
    OffsetHeadSpec spec;
    Status want;
  };
  const OffsetHeadSpec ok = HeadSpec(HeadCode::kSinusoidal, 16, 8, 1);
  auto with = [&](auto change) {
    OffsetHeadSpec s = ok;
    change(s);
    return s;
  };
  const Case cases[] = {
      {with([](auto& s) { s.positions = 1; }), Status::kInvalidPositions},
      {with([](auto& s) { s.positions = posenc::kMaxHeadPositions + 1; }),
       Status::kInvalidPositions},
      {with([](auto& s) { s.d_model = 7; }), Status::kInvalidDModel},
      {with([](auto& s) { s.d_model = 0; }), Status::kInvalidDModel},
      {with([](auto& s) { s.d_model = posenc::kMaxHeadDModel + 2; }),
       Status::kInvalidDModel},
      {with([](auto& s) { s.k = 16; }), Status::kInvalidArgument},
      {with([](auto& s) { s.k = -16; }), Status::kInvalidArgument},
      {with([](auto& s) { s.scale = 0; }), Status::kInvalidArgument},
      {with([](auto& s) { s.scale = NAN; }), Status::kInvalidArgument},
      {with([](auto& s) { s.scale = posenc::kMaxHeadScale * 1.01; }),
       Status::kInvalidArgument},
      {with([](auto& s) { s.code = static_cast<HeadCode>(3); }),
       Status::kInvalidArgument},
      {with([](auto& s) { s.mix = static_cast<posenc::HeadMix>(2); }),
       Status::kInvalidArgument},
      {with([](auto& s) { s.position_weight = 0; }), Status::kInvalidArgument},
      {with([](auto& s) { s.position_weight = NAN; }), Status::kInvalidArgument},
      {with([](auto& s) { s.position_weight = posenc::kMaxHeadPositionWeight * 1.01; }),
       Status::kInvalidArgument},
      {with([](auto& s) { s.base = 1; }), Status::kInvalidBase},
      {with([](auto& s) { s.base = INFINITY; }), Status::kInvalidBase},
  };
  for (const Case& c : cases) {
    const HeadResult r = RunHead(c.spec);
    CHECK(r.status == c.want);
    CHECK(posenc::ValidateOffsetHead(c.spec, nullptr) == c.want);
    CHECK(Untouched(r));
  }
  // Words: their count must be the positions.
  const std::vector<std::string> three = {"man", "bites", "dog"};
  const HeadResult r = RunHead(ok, &three);
  CHECK(r.status == Status::kInvalidTokens);
  CHECK(Untouched(r));
  // Null outputs.
  std::vector<float> buffer(16 * 16 * 8);
  OffsetHeadFit fit;
  CHECK(posenc::OffsetHead(ok, nullptr, {nullptr, buffer.data(), buffer.data(), nullptr},
                           &fit) == Status::kInvalidArgument);
  CHECK(posenc::OffsetHead(ok, nullptr, {buffer.data(), buffer.data(), buffer.data(), nullptr},
                           nullptr) == Status::kInvalidArgument);
  const HeadResult good = RunHead(ok);
  CHECK(good.status == Status::kOk);
}
