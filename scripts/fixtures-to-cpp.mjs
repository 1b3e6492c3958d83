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
inline const double kMaxAbsError = ${golden.contract.maxAbsError};
}  // namespace golden
`,
);
