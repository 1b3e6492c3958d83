// SPDX-License-Identifier: MIT
// The seeded parts of the toy attention layer: token splitting, embeddings
// and weights (see attention.h for the scale of each and why).
#include <cmath>

#include "posenc/attention.h"
#include "seeded_random.h"

namespace posenc {
namespace {

// Salts that separate the streams of one seed (arbitrary odd constants).
constexpr uint64_t kEmbeddingSalt = 0x656d6265646469ffu;  // "embeddi"
constexpr uint64_t kWeightSalt = 0x7765696768747301u;     // "weights"

}  // namespace

Status SplitTokens(uint8_t* buffer, int64_t size, int32_t* offsets,
                   int32_t* count) {
  if (buffer == nullptr || offsets == nullptr || count == nullptr || size < 1) {
    return Status::kInvalidTokens;
  }
  // First pass: validate only, so that nothing is written on error.
  int64_t tokens = 1, token_bytes = 0;
  bool empty = buffer[0] == kTokenSeparator;
  for (int64_t i = 0; i < size; ++i) {
    if (buffer[i] != kTokenSeparator) {
      ++token_bytes;
      continue;
    }
    ++tokens;
    empty = empty || i + 1 == size || buffer[i + 1] == kTokenSeparator;
  }
  if (empty || tokens > kMaxTokens || token_bytes > kMaxTokenBytes) {
    return Status::kInvalidTokens;
  }
  // Second pass: drop the separators, recording where each token starts.
  int32_t n = 0, write = 0;
  offsets[0] = 0;
  for (int64_t i = 0; i < size; ++i) {
    if (buffer[i] == kTokenSeparator) {
      offsets[++n] = write;
    } else {
      buffer[write++] = buffer[i];
    }
  }
  offsets[++n] = write;
  *count = n;
  return Status::kOk;
}

Status TokenEmbedding(const uint8_t* bytes, int32_t size, int32_t d_model,
                      uint32_t seed, float* out) {
  if (d_model < 1 || d_model > kMaxAttentionDModel) {
    return Status::kInvalidDModel;
  }
  if (bytes == nullptr || size < 0 || out == nullptr) {
    return Status::kInvalidArgument;
  }
  // Mean square 1/2, the PE's own: E[(a u)^2] = a^2 / 3 for u uniform in
  // [-1, 1), so a = sqrt(3/2).
  const float scale = std::sqrt(1.5f);
  SplitMix64 rng(Fnv1a64(bytes, size) ^ StreamKey(seed, kEmbeddingSalt));
  for (int32_t c = 0; c < d_model; ++c) out[c] = scale * rng.NextSigned();
  return Status::kOk;
}

Status AttentionWeights(int32_t d_model, uint32_t seed, int32_t m, float* out) {
  if (d_model < 1 || d_model > kMaxAttentionDModel) {
    return Status::kInvalidDModel;
  }
  if (m < 0 || m > 2 || out == nullptr) return Status::kInvalidArgument;
  // Variance 1/d: a^2 / 3 = 1 / d, so a = sqrt(3/d).
  const float scale = std::sqrt(3.0f / static_cast<float>(d_model));
  SplitMix64 rng(StreamKey(seed, kWeightSalt + static_cast<uint64_t>(m)));
  const int64_t count = int64_t{d_model} * d_model;
  for (int64_t i = 0; i < count; ++i) out[i] = scale * rng.NextSigned();
  return Status::kOk;
}

}  // namespace posenc
