// Loads both flavours of both modules (the core, the order lab) in the page
// (served with script-src 'self' 'wasm-unsafe-eval', no 'unsafe-eval') and
// reports one row of each core and three training losses of each order lab.
import { init } from '../../../web/src/index.js';

const out = document.getElementById('result');
try {
  const result = {};
  for (const flavor of ['simd', 'base']) {
    const pe = await init({ flavor });
    result[flavor] = Array.from(pe.encode({ positions: 1, dModel: 4, offset: 1 }));
    await pe.orderLab.load();
    result[`${flavor}Lab`] = Array.from(pe.orderLab.train(pe.orderLab.create({ dModel: 4, seed: 1 }), { steps: 3 }).loss);
  }
  const auto = await init();
  result.auto = auto.flavor;
  out.textContent = JSON.stringify(result);
} catch (error) {
  out.textContent = `error: ${error.message}`;
}
