// Turns tests/fixtures/golden.json into a C++ header so that the C++ and the
// JS tests read one set of golden values. Usage: node fixtures-to-cpp.mjs IN OUT
import { readFileSync, writeFileSync } from 'node:fs';

const [input, output] = process.argv.slice(2);
const golden = JSON.parse(readFileSync(input, 'utf8'));
const list = (xs) => `{${xs.map((x) => JSON.stringify(x)).join(', ')}}`;

const keras = golden.keras_hub.cases
  .map((c) => `    {${c.dModel}, ${c.position}, ${list(c.row)}},`)
  .join('\n');
const dots = golden.identities.dot
  .map((d) => `    {${d.dModel}, ${d.k}, ${d.value}},`)
  .join('\n');

// Order lab cases: option names as the JS API spells them -> enum values
// of cpp/include/posenc/order_lab.h.
const TASKS = { agent: 0, filler: 1 };
const POSITIONS = { none: 0, sinusoidal: 1, learned: 2, rope: 3 };
const MASKS = { bidirectional: 0, causal: 1 };
const READOUTS = { cls: 0, last: 1, 'cls-end': 2 };
// A case without a readout has its mask's default, as the JS API gives it.
const readout = (c) => READOUTS[c.readout ?? (c.mask === 'causal' ? 'last' : 'cls')];
const orderLab = golden.order_lab.cases
  .map((c) => `    {${JSON.stringify(c.name)}, ${TASKS[c.task]}, ${POSITIONS[c.position]}, ${MASKS[c.mask]}, ` +
    `${readout(c)}, ` +
    `${c.dModel}, ${c.maxLength}, ${c.batch}, ${c.learningRate}f, ${c.seed}u, ${c.steps}, ` +
    `${list(c.testLengths)}, ${JSON.stringify(c.checksum)}, ${c.layers ?? 1}},`)
  .join('\n');

writeFileSync(
  output,
  `// Generated from ${input} by scripts/fixtures-to-cpp.mjs. Do not edit.
#pragma once
#include <vector>
namespace golden {
struct KerasCase { int d_model; int position; std::vector<double> row; };
struct DotCase { int d_model; int k; double value; };
inline const double kKerasTolerance = ${golden.keras_hub.tolerance};
inline const std::vector<KerasCase> kKeras = {
${keras}
};
inline const double kT2tTolerance = ${golden.tensor2tensor.tolerance};
inline const int kT2tDModel = ${golden.tensor2tensor.dModel};
inline const std::vector<int> kT2tPositions = ${list(golden.tensor2tensor.positions)};
inline const double kDotTolerance = ${golden.identities.tolerance};
inline const std::vector<DotCase> kDots = {
${dots}
};
struct OrderLabCase {
  const char* name; int task; int position; int mask; int readout; int d_model; int max_length;
  int batch; float learning_rate; unsigned seed; int steps;
  std::vector<int> test_lengths; const char* checksum;
  int layers;  // 1 when the case has no layers, as the JS API gives it
};
inline const std::vector<OrderLabCase> kOrderLab = {
${orderLab}
};
inline const char* const kOrderLabSinusoids = ${JSON.stringify(golden.order_lab.sinusoidsChecksum)};
inline const double kMaxAbsError = ${golden.contract.maxAbsError};
}  // namespace golden
`,
);
