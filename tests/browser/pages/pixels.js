// For each flavour: encodePixels (a view of wasm memory) wrapped in ImageData
// and put on a canvas at once, read back, and compared byte for byte with the
// JS colorize of encode; the same for colorize. Reports mismatch counts.
import { init } from '../../../web/src/index.js';
import { colorize, colormapLut } from '../../../web/src/render/colormap.js';

const out = document.getElementById('result');
const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('canvas'));

function mismatches(a, b) {
  let count = Math.abs(a.length - b.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) count += a[i] !== b[i] ? 1 : 0;
  return count;
}

try {
  const result = {};
  const options = { positions: 96, dModel: 40, offset: 123, colormap: 'viridis', lo: -1, hi: 1 };
  for (const flavor of ['simd', 'base']) {
    const pe = await init({ flavor });
    const { pixels, width, height } = pe.encodePixels(options);
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    ctx.putImageData(new ImageData(pixels, width, height), 0, 0);
    const drawn = ctx.getImageData(0, 0, width, height).data;
    const values = pe.encode({ positions: 96, dModel: 40, offset: 123 });
    const want = colorize(values, -1, 1, colormapLut('viridis'));
    result[flavor] = {
      canvas: mismatches(drawn, want),
      colorize: mismatches(pe.colorize({ values, colormap: 'viridis' }), want),
      size: [width, height],
    };
  }
  out.textContent = JSON.stringify(result);
} catch (error) {
  out.textContent = `error: ${error.message}`;
}
