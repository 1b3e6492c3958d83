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

#include "posenc/boundary.h"
#include "posenc/encoding.h"

namespace posenc::internal {

struct FreeDeleter {
  void operator()(void* p) const { std::free(p); }
};

// A zero-filled scratch array from calloc, freed when it goes out of scope;
// null when memory is short, and the caller returns kOutOfMemory. Not
// std::vector or new: both throw, and in the wasm module (no exceptions)
// that aborts it, even new (std::nothrow) (docs/toolchain.md, "Aborts").
template <class T>
using Scratch = std::unique_ptr<T[], FreeDeleter>;

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

// The common start of an entry point that needs the frequencies: its
// validation result, a non-null output, then the scratch frequencies.
inline Status BeginWithFrequencies(Status valid, const void* out,
                                   int32_t d_model, double base,
                                   Scratch<double>* w) {
  if (valid != Status::kOk) return valid;
  if (out == nullptr) return Status::kInvalidArgument;
  *w = PaperFrequencies(d_model, base);
  return *w ? Status::kOk : Status::kOutOfMemory;
}

}  // namespace posenc::internal

#endif  // POSENC_CORE_UTIL_H_
