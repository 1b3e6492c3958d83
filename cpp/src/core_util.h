// SPDX-License-Identifier: MIT
// What the sources of the core share: the one way to get scratch memory
// (never throws, never aborts) and the argument checks several entry points
// repeat.
#ifndef POSENC_CORE_UTIL_H_
#define POSENC_CORE_UTIL_H_

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <memory>

#include "posenc/boundary/common.h"
#include "posenc/encoding.h"
#include "posenc/scratch.h"

namespace posenc::internal {

// A zero-filled scratch array of `count` T (posenc/scratch.h); null when
// memory is short, and the caller returns kOutOfMemory. Not new
// (std::nothrow) either: in the wasm module that aborts too
// (docs/toolchain.md, "Aborts").
template <class T>
Scratch<T> AllocateScratch(int64_t count) {
  return Scratch<T>(
      static_cast<T*>(std::calloc(count > 0 ? count : 1, sizeof(T))));
}

// The d_model and base rules of EncodingSpec, for entry points without one.
inline Status CheckModel(int32_t d_model, double base) {
  if (d_model < 1 || d_model > kMaxDModel) return Status::kInvalidDModel;
  if (!std::isfinite(base) || !(base > 1.0)) return Status::kInvalidBase;
  return Status::kOk;
}

// A result of `count` values (a product of sizes, in 64 bits) within the cap.
inline Status CheckElements(int64_t count) {
  return count > kMaxElements ? Status::kTooLarge : Status::kOk;
}

// positions in [1, kMaxPositions] and offset + positions <= kMaxPositions.
inline Status CheckRows(int32_t positions, int32_t offset) {
  if (positions < 1 || positions > kMaxPositions)
    return Status::kInvalidPositions;
  if (offset < 0 || offset > kMaxPositions - positions)
    return Status::kInvalidOffset;
  return Status::kOk;
}

// The paper frequencies w_i (Spacing::kPaper) in a fresh scratch array, or
// null when memory is short. The caller has checked d_model and base.
inline Scratch<double> PaperFrequencies(int32_t d_model, double base) {
  Scratch<double> w = AllocateScratch<double>(PairCount(d_model));
  if (w) Frequencies(d_model, base, Spacing::kPaper, w.get());
  return w;
}

// An entry point that needs the paper frequencies: its validation result,
// then a non-null output, then fill(w) with the frequencies in scratch
// memory; the first failure is the result.
template <class Fill>
Status WithPaperFrequencies(Status valid, const void* out, int32_t d_model,
                            double base, Fill fill) {
  if (valid != Status::kOk) return valid;
  if (out == nullptr) return Status::kInvalidArgument;
  const Scratch<double> w = PaperFrequencies(d_model, base);
  if (!w) return Status::kOutOfMemory;
  return fill(w.get());
}

}  // namespace posenc::internal

#endif  // POSENC_CORE_UTIL_H_
