// A typed consumer of posenc/widgets: compiled against the emitted .d.ts.
import { ELEMENTS, PosencHeatmap, PosencElement, defineElement, loadOptions } from 'posenc/widgets';

loadOptions.flavor = 'base';
const heatmap = document.createElement('posenc-heatmap') as PosencHeatmap;
const isElement: PosencElement = heatmap;
const tags: string[] = Object.keys(ELEMENTS);
defineElement('my-heatmap', PosencHeatmap);
heatmap.addEventListener('posenc-error', (event) => {
  const code: string = (event as CustomEvent<{ code: string }>).detail.code;
  void code;
});
void isElement;
void tags;
