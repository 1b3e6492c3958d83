// A typed consumer of the public API: compiled by tsc in `npm test` against
// the emitted .d.ts (types/), so a change that breaks the declared API fails.
import { init, simdSupported } from 'posenc';

async function main(): Promise<number> {
  const pe = await init({ flavor: 'auto' });
  const flavor: 'simd' | 'base' = pe.flavor;
  const table: Float32Array = pe.encode({ positions: 16, dModel: 8, layout: 'concatenated' });
  const w: Float64Array = pe.frequencies({ dModel: 8, base: 100 });
  const forced = await init({ flavor: 'base', wasmUrl: '/posenc-base.wasm' });
  const both = await init({ wasmBinary: { simd: new Uint8Array(1), base: new ArrayBuffer(1) } });
  // @ts-expect-error layout is a closed set
  pe.encode({ positions: 1, dModel: 2, layout: 'diagonal' });
  // @ts-expect-error positions is required
  pe.encode({ dModel: 2 });
  const probe: boolean = simdSupported();
  return table.length + w.length + flavor.length + forced.limits.maxDModel + both.limits.maxElements + Number(probe);
}
void main();
