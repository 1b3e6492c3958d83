// SPDX-License-Identifier: MIT
// Decodes libFuzzer's bytes into arguments of the core's entry points. Each
// number is preceded by a tag byte that picks either a raw bit pattern
// (hostile: negative, huge, NaN, infinities, denormals) or a value inside the
// documented range, so the fuzzer reaches both the rejection paths and the
// computing paths. Bytes past the end read as zero.
#ifndef POSENC_FUZZ_FUZZ_INPUT_H_
#define POSENC_FUZZ_FUZZ_INPUT_H_

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace posenc::fuzz {

// A contract check: on failure, names the harness line and aborts, which
// libFuzzer reports as a crash and saves the input. (__builtin_LINE: the
// caller's line, in clang and g++.)
inline void Check(bool ok, int line = __builtin_LINE()) {
  if (ok) return;
  std::fprintf(stderr,
               "fuzz: contract check failed at line %d of the harness\n", line);
  std::abort();
}

// Every row of an n x n matrix of softmax weights is a distribution: each
// weight in [0, 1], each row summing to 1 within float rounding.
inline void CheckSoftmaxRows(const float* weights, int64_t n,
                             int line = __builtin_LINE()) {
  for (int64_t row = 0; row < n; ++row) {
    double sum = 0;
    for (int64_t col = 0; col < n; ++col) {
      const float w = weights[row * n + col];
      Check(w >= 0.0f && w <= 1.0f, line);
      sum += w;
    }
    Check(std::fabs(sum - 1.0) <= 1e-6, line);
  }
}

// The value whose bits are `raw` (sizeof(T) == sizeof(raw)).
template <class T, class Raw>
T BitsAs(Raw raw) {
  static_assert(sizeof(T) == sizeof(Raw));
  T value;
  std::memcpy(&value, &raw, sizeof value);
  return value;
}

class FuzzInput {
 public:
  FuzzInput(const uint8_t* data, size_t size) : data_(data), size_(size) {}

  uint8_t Byte() { return pos_ < size_ ? data_[pos_++] : 0; }

  uint32_t U32() {
    uint32_t v = 0;
    for (int i = 0; i < 4; ++i) v |= uint32_t{Byte()} << (8 * i);
    return v;
  }

  uint64_t U64() { return uint64_t{U32()} | (uint64_t{U32()} << 32); }

  // Tag % 4 == 0: any 32-bit pattern; otherwise a value in [lo, hi].
  int32_t Int(int32_t lo, int32_t hi) {
    const uint8_t tag = Byte();
    const uint32_t raw = U32();
    if (tag % 4 == 0) return BitsAs<int32_t>(raw);
    const uint64_t span = static_cast<uint64_t>(int64_t{hi} - lo) + 1;
    return static_cast<int32_t>(lo + static_cast<int64_t>(raw % span));
  }

  // A base or other positive real: raw bits (tag % 4 == 0), the paper's
  // 10000, or a value from just above 1 to about 1e300.
  double Real() {
    const uint8_t tag = Byte();
    const uint64_t raw = U64();
    if (tag % 4 == 0) return BitsAs<double>(raw);
    if (tag % 4 == 1) return 10000.0;
    if (tag % 4 == 2)
      return 1.0 + static_cast<double>(raw % 100000) / 1000.0 + 1e-9;
    return std::pow(10.0, static_cast<double>(raw % 300) + 0.5);
  }

  // The rest of the bytes as text (may hold any byte, including NUL).
  std::string Rest() {
    std::string text(reinterpret_cast<const char*>(data_ + pos_), size_ - pos_);
    pos_ = size_;
    return text;
  }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

}  // namespace posenc::fuzz

#endif  // POSENC_FUZZ_FUZZ_INPUT_H_
