// SPDX-License-Identifier: MIT
// Invalid inputs of the attention area: each returns its status and writes
// nothing (outputs keep their sentinel), and SplitTokens' happy path.
#include <catch2/catch.hpp>
#include <cstring>

#include "attention_helpers.h"
#include "posenc/boundary/common.h"

using posenc::AttentionSpec;
using posenc::Status;
using posenc::TokenText;
using namespace posenc::testing;  // NOLINT(build/namespaces): test helpers

namespace {

constexpr float kSentinel = -12345.0f;

// Runs SelfAttention into buffers filled with kSentinel; true when none of
// them was touched.
Status RunUntouched(const TokenText& tokens, const AttentionSpec& spec,
                    bool* untouched) {
  std::vector<float> buffer(3 * posenc::kMaxTokens * posenc::kMaxTokens,
                            kSentinel);
  float* base = buffer.data();
  const int64_t part = posenc::kMaxTokens * posenc::kMaxTokens;
  const Status st =
      posenc::SelfAttention(tokens, spec, {base, base + part, base + 2 * part});
  *untouched = std::all_of(buffer.begin(), buffer.end(),
                           [](float x) { return x == kSentinel; });
  return st;
}

std::vector<uint8_t> Bytes(const std::string& s) {
  return {s.begin(), s.end()};
}

}  // namespace

TEST_CASE("SplitTokens removes the 0xFF separators and records the offsets") {
  std::vector<uint8_t> buffer = Bytes(
      "man\xFF"
      "bites\xFF"
      "\xF0\x9F\x90\x95");
  int32_t offsets[posenc::kMaxTokens + 1];
  int32_t count = 0;
  REQUIRE(posenc::SplitTokens(buffer.data(), buffer.size(), offsets, &count) ==
          Status::kOk);
  REQUIRE(count == 3);
  CHECK((offsets[0] == 0 && offsets[1] == 3 && offsets[2] == 8 &&
         offsets[3] == 12));
  CHECK(std::memcmp(buffer.data(), "manbites\xF0\x9F\x90\x95", 12) == 0);
}

TEST_CASE(
    "SplitTokens rejects empty tokens and too much text, writing nothing") {
  const std::string too_many = [] {
    std::string s = "a";
    for (int i = 0; i < posenc::kMaxTokens; ++i)
      s += "\xFF"
           "a";
    return s;
  }();
  const std::vector<std::string> bad = {
      "",
      "\xFF",
      "a\xFF",
      "\xFF"
      "a",
      "a\xFF\xFF"
      "b",
      too_many,
      std::string(posenc::kMaxTokenBytes + 1, 'x')};
  for (const std::string& text : bad) {
    std::vector<uint8_t> buffer = Bytes(text);
    const std::vector<uint8_t> before = buffer;
    int32_t offsets[posenc::kMaxTokens + 1] = {77};
    int32_t count = 77;
    CHECK(posenc::SplitTokens(buffer.data(), buffer.size(), offsets, &count) ==
          Status::kInvalidTokens);
    CHECK((buffer == before && count == 77 && offsets[0] == 77));
  }
  std::vector<uint8_t> longest(posenc::kMaxTokenBytes, 'x');
  int32_t offsets[posenc::kMaxTokens + 1], count = 0;
  CHECK(posenc::SplitTokens(longest.data(), longest.size(), offsets, &count) ==
        Status::kOk);
  CHECK(posenc::SplitTokens(nullptr, 3, offsets, &count) ==
        Status::kInvalidTokens);
}

TEST_CASE(
    "SelfAttention rejects bad tokens and specs with a status, writing "
    "nothing") {
  const Sentence ok({"man", "bites", "dog"});
  const std::vector<int32_t> not_increasing = {0, 3, 3, 6};
  const std::vector<int32_t> not_from_zero = {1, 3, 5, 6};
  const std::vector<int32_t> too_long = {0, 3, 5, posenc::kMaxTokenBytes + 1};
  std::vector<int32_t> many(posenc::kMaxTokens + 2);
  for (size_t i = 0; i < many.size(); ++i) many[i] = static_cast<int32_t>(i);
  const std::string text(posenc::kMaxTokenBytes + 1, 'a');
  const auto* bytes = reinterpret_cast<const uint8_t*>(text.data());
  const std::vector<std::pair<TokenText, Status>> bad_tokens = {
      {{bytes, ok.offsets.data(), 0}, Status::kInvalidTokens},
      {{bytes, ok.offsets.data(), -1}, Status::kInvalidTokens},
      {{bytes, many.data(), posenc::kMaxTokens + 1}, Status::kInvalidTokens},
      {{bytes, not_increasing.data(), 3}, Status::kInvalidTokens},
      {{bytes, not_from_zero.data(), 3}, Status::kInvalidTokens},
      {{bytes, too_long.data(), 3}, Status::kInvalidTokens},
      {{nullptr, ok.offsets.data(), 3}, Status::kInvalidTokens},
      {{bytes, nullptr, 3}, Status::kInvalidTokens},
  };
  bool untouched = false;
  for (const auto& [tokens, status] : bad_tokens) {
    CHECK(RunUntouched(tokens, Spec(16, true), &untouched) == status);
    CHECK(untouched);
  }
  AttentionSpec spec = Spec(0, false);
  CHECK(RunUntouched(ok.View(), spec, &untouched) == Status::kInvalidDModel);
  spec.d_model = posenc::kMaxAttentionDModel + 1;
  CHECK(RunUntouched(ok.View(), spec, &untouched) == Status::kInvalidDModel);
  for (double base : {1.0, 0.5, -3.0, double(NAN), double(INFINITY)}) {
    spec = Spec(16, true);
    spec.base = base;
    CHECK(RunUntouched(ok.View(), spec, &untouched) == Status::kInvalidBase);
    CHECK(untouched);
  }
  std::vector<float> some(64);
  CHECK(posenc::SelfAttention(ok.View(), Spec(4, false),
                              {some.data(), nullptr, some.data()}) ==
        Status::kInvalidArgument);
}

TEST_CASE("SelfAttention accepts the largest sentence and model") {
  std::vector<std::string> words;
  for (int i = 0; i < posenc::kMaxTokens; ++i)
    words.push_back(std::to_string(i % 50));
  const Result r = Run(words, Spec(posenc::kMaxAttentionDModel, true));
  CHECK(r.status == Status::kOk);
  CHECK(std::all_of(r.output.begin(), r.output.end(),
                    [](float x) { return std::isfinite(x); }));
}

TEST_CASE("Rope rejects bad shapes, offsets and pointers, writing nothing") {
  std::vector<float> input(64, 1.0f), out(64, kSentinel);
  struct Case {
    int32_t rows, d;
    double base;
    int32_t offset;
    Status status;
  };
  const Case cases[] = {
      {0, 4, 10000, 0, Status::kInvalidPositions},
      {4, 0, 10000, 0, Status::kInvalidDModel},
      {4, posenc::kMaxDModel + 1, 10000, 0, Status::kInvalidDModel},
      {4, 4, 1.0, 0, Status::kInvalidBase},
      {4, 4, NAN, 0, Status::kInvalidBase},
      {4, 4, 10000, -1, Status::kInvalidOffset},
      {4, 4, 10000, posenc::kMaxPositions - 3, Status::kInvalidOffset},
      {8192, 8192, 10000, 0, Status::kTooLarge},
  };
  for (const Case& c : cases) {
    CHECK(posenc::Rope(input.data(), c.rows, c.d, c.base, c.offset,
                       out.data()) == c.status);
  }
  CHECK(posenc::Rope(nullptr, 4, 4, 10000, 0, out.data()) ==
        Status::kInvalidArgument);
  CHECK(posenc::Rope(input.data(), 4, 4, 10000, 0, nullptr) ==
        Status::kInvalidArgument);
  CHECK(std::all_of(out.begin(), out.end(),
                    [](float x) { return x == kSentinel; }));
}

TEST_CASE(
    "TokenEmbedding and AttentionWeights reject bad sizes, writing nothing") {
  std::vector<float> out(8, kSentinel);
  const auto* word = reinterpret_cast<const uint8_t*>("dog");
  CHECK(posenc::TokenEmbedding(word, 3, 0, 1, out.data()) ==
        Status::kInvalidDModel);
  CHECK(posenc::TokenEmbedding(word, 3, posenc::kMaxAttentionDModel + 1, 1,
                               out.data()) == Status::kInvalidDModel);
  CHECK(posenc::TokenEmbedding(word, -1, 4, 1, out.data()) ==
        Status::kInvalidArgument);
  CHECK(posenc::TokenEmbedding(nullptr, 3, 4, 1, out.data()) ==
        Status::kInvalidArgument);
  CHECK(posenc::TokenEmbedding(word, 3, 4, 1, nullptr) ==
        Status::kInvalidArgument);
  CHECK(posenc::AttentionWeights(0, 1, 0, out.data()) ==
        Status::kInvalidDModel);
  CHECK(posenc::AttentionWeights(2, 1, 3, out.data()) ==
        Status::kInvalidArgument);
  CHECK(posenc::AttentionWeights(2, 1, -1, out.data()) ==
        Status::kInvalidArgument);
  CHECK(posenc::AttentionWeights(2, 1, 0, nullptr) == Status::kInvalidArgument);
  CHECK(std::all_of(out.begin(), out.end(),
                    [](float x) { return x == kSentinel; }));
  CHECK(posenc::AttentionWeights(2, 1, 2, out.data()) == Status::kOk);
  CHECK(posenc::TokenEmbedding(word, 0, 4, 1, out.data()) == Status::kOk);
}
