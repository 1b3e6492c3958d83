// @ts-check
// The starter page: a live heatmap of the encoding with two sliders.
import { init } from '../src/index.js';
import { drawHeatmap } from '../src/render/heatmap.js';
import { legendColors } from '../src/render/colormap.js';

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const dModel = /** @type {HTMLInputElement} */ ($('d-model'));
const positions = /** @type {HTMLInputElement} */ ($('positions'));
const canvas = /** @type {HTMLCanvasElement} */ ($('heatmap'));

$('ramp').style.background = `linear-gradient(to right, ${legendColors('rdbu').join(', ')})`;

const pe = await init();
let pending = 0;

function render() {
  pending = 0;
  const d = Number(dModel.value), n = Number(positions.value);
  $('d-model-value').textContent = String(d);
  $('positions-value').textContent = String(n);
  drawHeatmap(canvas, pe.encode({ positions: n, dModel: d }), n, d);
  $('summary').textContent = `${n} positions × ${d} channels (${pe.flavor} wasm). ` +
    'Left columns change fast from row to row, right columns slowly.';
}

for (const input of [dModel, positions]) {
  input.addEventListener('input', () => { pending ||= requestAnimationFrame(render); });
}
render();
