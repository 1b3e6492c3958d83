// SPDX-License-Identifier: MIT
// The core's one owner of scratch memory: an array from std::calloc, freed
// with std::free when it goes out of scope (core_util.h allocates it).
// Not std::vector or new: both throw, and in the wasm module (no exceptions)
// that aborts it (docs/toolchain.md, "Aborts").
#ifndef POSENC_SCRATCH_H_
#define POSENC_SCRATCH_H_

#include <cstdlib>
#include <memory>

namespace posenc {

struct FreeDeleter {
  void operator()(void* p) const { std::free(p); }
};

template <class T>
using Scratch = std::unique_ptr<T[], FreeDeleter>;

}  // namespace posenc

#endif  // POSENC_SCRATCH_H_
