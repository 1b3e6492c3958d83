# SPDX-License-Identifier: MIT
# Benchmark builds (scripts/bench.mjs), included from CMakeLists.txt in the
# native and in the Emscripten configuration. Every target here is
# EXCLUDE_FROM_ALL: `npm test` and `npm run build` never build or ship them.
set(POSENC_BENCH_DIR ${CMAKE_SOURCE_DIR}/cpp/bench)

# The Catch2 suites include cpp/tests/bench_kernels_test.cc (the baselines
# compute what they claim): give every test program the bench kernels.
set(POSENC_BENCH_TEST_TARGETS posenc_tests_simd posenc_tests_base)
if(NOT EMSCRIPTEN)
  set(POSENC_BENCH_TEST_TARGETS posenc_tests)
endif()
foreach(test_target ${POSENC_BENCH_TEST_TARGETS})
  target_sources(${test_target} PRIVATE ${POSENC_BENCH_DIR}/bench_kernels.cc)
  target_include_directories(${test_target} PRIVATE ${POSENC_BENCH_DIR})
endforeach()

if(NOT EMSCRIPTEN)
  if(POSENC_SANITIZE)
    return()  # timings under ASan mean nothing
  endif()
  # The core once more, for the best native target of this machine.
  posenc_core(posenc_core_march_native -march=native)
  set_target_properties(posenc_core_march_native PROPERTIES EXCLUDE_FROM_ALL ON)
  # posenc_bench: default flags, i.e. the SSE2 path of simd128.h, the same
  # 128-bit algorithm as the simd wasm flavour. posenc_bench_native: -march=native.
  foreach(variant sse2 native)
    set(name posenc_bench)
    set(core posenc_core)
    set(flags)
    if(variant STREQUAL "native")
      set(name posenc_bench_native)
      set(core posenc_core_march_native)
      set(flags -march=native)
    endif()
    add_executable(${name} EXCLUDE_FROM_ALL ${POSENC_BENCH_DIR}/native_bench.cc
                                            ${POSENC_BENCH_DIR}/bench_kernels.cc)
    target_link_libraries(${name} PRIVATE ${core})
    target_compile_options(${name} PRIVATE ${POSENC_CXX_FLAGS} ${flags})
    target_compile_definitions(${name} PRIVATE POSENC_BENCH_TARGET="${variant}")
  endforeach()
  # The order lab's experiment tables (accuracy by position signal and mask,
  # accuracy by length) and its timings: run by hand, default flags.
  add_executable(posenc_order_lab_experiments EXCLUDE_FROM_ALL
                 ${POSENC_BENCH_DIR}/order_lab_experiments.cc)
  target_link_libraries(posenc_order_lab_experiments PRIVATE posenc_core)
  target_compile_options(posenc_order_lab_experiments PRIVATE ${POSENC_CXX_FLAGS})
  return()
endif()

# The bench wasm module, one per flavour: the core plus the baselines, with C
# exports that write into caller-allocated buffers (no copy inside a timing).
foreach(flavor simd base)
  set(target posenc-bench-${flavor})
  add_executable(${target} EXCLUDE_FROM_ALL ${POSENC_BENCH_DIR}/wasm_exports.cc
                                            ${POSENC_BENCH_DIR}/bench_kernels.cc)
  target_link_libraries(${target} PRIVATE posenc_core_${flavor})
  target_compile_options(${target} PRIVATE ${POSENC_CXX_FLAGS} ${POSENC_FLAVOR_FLAGS_${flavor}})
  target_link_options(${target} PRIVATE
      -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createPosencBench
      -sENVIRONMENT=web,worker          # as the shipped module: node passes wasmBinary
      -sDYNAMIC_EXECUTION=0 -sFILESYSTEM=0
      -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=1GB
      -sEXPORTED_FUNCTIONS=_malloc,_free,_bench_encode,_bench_fill,_bench_gram,_bench_similarity,_bench_colorize,_bench_order_lab
      -sINCOMING_MODULE_JS_API=[wasmBinary]
      ${POSENC_FLAVOR_FLAGS_${flavor}})
  # .mjs: build/wasm/package.json makes .js files there CommonJS (for the
  # Catch2 suites), and this glue is an ES module.
  set_target_properties(${target} PROPERTIES SUFFIX ".mjs")
endforeach()
