// A typed consumer of posenc/widgets: compiled against the emitted .d.ts.
import { TAGS, loadElement, defineUsedElements, PosencElement, defineElement, configure } from 'posenc/widgets';
import { ELEMENTS, PosencHeatmap } from 'posenc/widgets/classes';
import type { PosencChangeDetail, PosencErrorDetail, PosencHeatmapElement } from 'posenc/widgets';

configure({ flavor: 'base' });
// Tag names are known to createElement and querySelector: no casts.
const heatmap: PosencHeatmapElement = document.createElement('posenc-heatmap');
const isElement: PosencElement = heatmap;
const tags: string[] = Object.keys(ELEMENTS);
const sameTags: readonly string[] = TAGS;
const loaded: Promise<CustomElementConstructor> = loadElement('posenc-heatmap');
defineUsedElements(document.body);
defineElement('my-heatmap', PosencHeatmap);

// Mirrored properties, typed as the attributes they reflect.
heatmap.dModel = 64;
heatmap.layout = 'concatenated';
heatmap.colormap = 'viridis';
const cells: number = heatmap.dModel * heatmap.positions + heatmap.offset + heatmap.base;
// @ts-expect-error layout is a closed set
heatmap.layout = 'diagonal';
// @ts-expect-error dModel is a number
heatmap.dModel = true;
const rotation = document.querySelector('posenc-rotation');
const k: number = (rotation?.k ?? 0) + (rotation?.p ?? 0) + (rotation?.dModel ?? 0);
const permutation = document.createElement('posenc-permutation');
permutation.sentence = 'the cat sat';
permutation.positional = true;
permutation.permutation = [2, 0, 1];
const order: number[] = permutation.permutation;
const similarity = document.createElement('posenc-similarity');
const pairs: number = similarity.positions * similarity.dModel;

const head = document.createElement('posenc-offset-head');
head.k = -2;
head.code = 'binary';
head.words = true;
head.mix = 'concat';
head.positionWeight = 16;
const rows: number = head.positions + head.markRow;
// @ts-expect-error code is a closed set
head.code = 'learned';
// @ts-expect-error mix is a closed set
head.mix = 'stack';

const lab = document.createElement('posenc-order-lab');
lab.position = 'none';
lab.mask = 'causal';
lab.steps = 100;
const seed: number = lab.seed + lab.dModel;
// @ts-expect-error position is a closed set
lab.position = 'alibi';
lab.addEventListener('posenc-change', (event) => {
  if (event.detail.reason === 'training' && event.detail.phase === 'done') {
    const accuracy: number = event.detail.accuracy;
    void accuracy;
  }
  if (event.detail.reason === 'input') {
    const answer: string | null = event.detail.answer;
    void answer;
  }
});

// Events carry a typed detail.
heatmap.addEventListener('posenc-error', (event) => {
  const code: PosencErrorDetail['code'] = event.detail.code;
  const message: string = event.detail.message;
  void code, message;
});
document.body.addEventListener('posenc-change', (event) => {
  const detail: PosencChangeDetail = event.detail;
  if (detail.reason === 'cursor') {
    const row: number = detail.cell.row;
    void row;
  }
});
heatmap.addEventListener('posenc-ready', (event) => void event.detail.values);
void isElement, tags, sameTags, loaded, cells, k, order, pairs, seed;
