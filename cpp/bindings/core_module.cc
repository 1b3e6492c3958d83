// SPDX-License-Identifier: MIT
// The core module (posenc-<flavor>): the functions of every area but the
// order lab's (order_lab_module.cc), and those every module has.
#include <emscripten/bind.h>

#include "bindings.h"

EMSCRIPTEN_BINDINGS(posenc) {
  posenc::bindings::RegisterCoreFunctions();
  posenc::bindings::RegisterEveryModuleFunctions();
}
