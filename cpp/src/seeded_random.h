// SPDX-License-Identifier: MIT
// Deterministic pseudo-random numbers for the toy attention layer: FNV-1a to
// turn a token's bytes into a key, splitmix64 to turn a key into a stream.
// Integer arithmetic only, so every target (SSE2, wasm simd, wasm base)
// produces the same bits, and the same word gets the same vector everywhere.
#ifndef POSENC_SEEDED_RANDOM_H_
#define POSENC_SEEDED_RANDOM_H_

#include <cstdint>

namespace posenc {

// 64-bit FNV-1a of a byte string.
inline uint64_t Fnv1a64(const uint8_t* bytes, int32_t size) {
  uint64_t hash = 0xcbf29ce484222325u;
  for (int32_t i = 0; i < size; ++i) {
    hash = (hash ^ bytes[i]) * 0x100000001b3u;
  }
  return hash;
}

// The splitmix64 finalizer: a bijective mix in which every input bit affects
// every output bit (FNV-1a alone leaves related words with related hashes).
inline uint64_t Mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

// Key of one named stream (embeddings, W_q, ...) under a user seed.
inline uint64_t StreamKey(uint32_t seed, uint64_t salt) {
  return Mix64(Mix64(seed) ^ salt);
}

// splitmix64 (Steele, Lea, Flood 2014): a Weyl sequence through Mix64.
class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t key) : state_(key) {}

  // The whole state: a stream continues from SplitMix64(state()).
  uint64_t state() const { return state_; }

  uint64_t Next() {
    state_ += 0x9e3779b97f4a7c15u;
    return Mix64(state_);
  }

  // Uniform in [-1, 1) on a grid of 2^-23: the top 24 bits, so the value
  // k * 2^-23 - 1 is exact in float32 and identical on every target.
  float NextSigned() {
    const auto k = static_cast<int32_t>(Next() >> 40);
    return static_cast<float>(k) * 0x1p-23f - 1.0f;
  }

  // Uniform in 0 .. n - 1 for 1 <= n <= 2^31, by a multiply-shift of the
  // top 32 bits (bias below n / 2^32, under 1e-8 for the n used here).
  int32_t Below(int32_t n) {
    return static_cast<int32_t>(((Next() >> 32) * static_cast<uint64_t>(n)) >>
                                32);
  }

 private:
  uint64_t state_;
};

}  // namespace posenc

#endif  // POSENC_SEEDED_RANDOM_H_
