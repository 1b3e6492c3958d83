// SPDX-License-Identifier: MIT
// The order lab module (posenc-order-lab-<flavor>): the order lab's
// functions and those every module has, fetched only when the order lab is
// first used.
#include <emscripten/bind.h>

#include "bindings.h"

EMSCRIPTEN_BINDINGS(posenc) {
  posenc::bindings::RegisterOrderLabFunctions();
  posenc::bindings::RegisterEveryModuleFunctions();
}
