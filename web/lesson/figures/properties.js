// @ts-check
/**
 * `<lesson-properties>`: the three properties of the encoding, each as a
 * picture and a number measured by the module for the current settings:
 * uniqueness (the distance from position p to every other position, its
 * minimum marked, and the closest pair of all), relative position (the error
 * of Mₖ·PE(p) against PE(p + k)), and bounded range (the histogram of every
 * value, and the length of every row). Attributes: d-model, positions, base, p.
 * The words and numbers come from property-words.js.
 * @module
 */
import { el } from '../../src/render/dom.js';
import { numberSpec } from '../../src/widgets/attributes.js';
import { niceRange } from '../../src/render/ticks.js';
import { localPlainNumber } from '../../src/render/cells.js';
import { LessonFigure, lineStyle } from './lesson-figure.js';
import './later-words.js';
import { BINS, rowGeometry, sameInBfloat16, uniquenessVerdict } from './property-words.js';
import { drawLinePlot } from '../../src/render/line-plot.js';
import { baseSpec, dModelSpec, localFmt, localNumber, positionsSpec } from './schema.js';

/**
 * @typedef {object} Property  one property's box
 * @property {HTMLElement} box @property {HTMLElement} term @property {HTMLElement} value
 * @property {HTMLElement} meaning
 * @typedef {Property & { canvas: HTMLCanvasElement }} PlottedProperty
 * @typedef {PlottedProperty & { nearest: HTMLElement }} MarkedProperty  a plot whose circled points are named below it
 * @typedef {{ unique: MarkedProperty, relative: Property, histogram: PlottedProperty, norms: PlottedProperty }} PropertyParts
 */

/** @extends {LessonFigure<PropertyParts>} */
export class LessonProperties extends LessonFigure {
  static schema = {
    'd-model': dModelSpec(64), positions: positionsSpec(128), base: baseSpec,
    p: numberSpec({ min: 0, max: 100000, fallback: 10, integer: true }),
  };

  /** @param {HTMLElement} body */
  build(body) {
    // Each heading is written as it is built: the figure builds near the
    // viewport or in idle time and draws only near it, and a heading left
    // empty until then is an empty heading to a screen reader's list of them.
    /** @param {string} name @param {string} termId  the id of the heading's words */
    const property = (name, termId) => {
      const box = el('section', { class: 'property', 'data-property': name });
      const term = this.localized(el('h3'), termId);
      const value = el('p', { class: 'value tabular' }), meaning = el('p', { class: 'meaning' });
      box.append(term, value, meaning);
      body.append(box);
      return { term, value, meaning, box };
    };
    /** @param {string} name @param {string} termId @param {string} label  the id of the canvas's name */
    const plotted = (name, termId, label) => {
      const part = property(name, termId);
      const canvas = this.makeCanvas(label);
      part.meaning.before(canvas);
      return { ...part, canvas };
    };
    const unique = plotted('uniqueness', 'ui-properties-unique-term', 'ui-properties-unique-name');
    // The circled points are named in text under the plot, not on it: a
    // label on the canvas would cross the data wherever the curve runs.
    const nearest = el('p', { class: 'plot-key tabular' });
    unique.canvas.after(nearest);
    return {
      unique: { ...unique, nearest },
      relative: property('relative', 'ui-properties-relative-term'),
      histogram: plotted('histogram', 'ui-properties-histogram-term', 'ui-properties-histogram-name'),
      norms: plotted('norms', 'ui-properties-norms-term', 'ui-properties-norms-name'),
    };
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<PropertyParts>} context */
  draw({ pe, values: v, width, theme, parts: { unique, relative, histogram, norms }, l10n }) {
    const n = v.positions, d = v.dModel;
    const r = pe.properties({ positions: n, dModel: d, base: v.base });
    const table = pe.encode({ positions: n, dModel: d, base: v.base });
    const p = Math.min(v.p, n - 1);
    const g = rowGeometry(table, n, d, p);
    const plotHeight = Math.max(150, Math.min(200, width * 0.3));
    const [a, b] = r.closestPair;
    const verdict = uniquenessVerdict({
      distance: r.minDistance, pair: r.closestPair, positions: n, channels: d,
      sameChannels: sameInBfloat16(table.subarray(a * d, (a + 1) * d), table.subarray(b * d, (b + 1) * d)),
    }, l10n);
    const int = (/** @type {number} */ x) => l10n.integer(x);
    const fmt = (/** @type {number} */ x, /** @type {number} */ digits) => localFmt(x, l10n, digits);

    const smallest = r.minDistance < 1e-3 ? localPlainNumber(r.minDistance, l10n) : fmt(r.minDistance, 3);
    unique.value.textContent = l10n.t('ui-properties-unique-value', { positions: int(n), distance: smallest });
    const near = g.nearest.map(int).reduce((first, next) => l10n.t('ui-properties-and', { first, next }));
    const nearDistance = fmt(g.distance[g.nearest[0]], 3);
    unique.box.dataset.level = verdict.level;
    drawLinePlot(unique.canvas, {
      width, height: plotHeight, x: [0, n - 1], y: niceRange(0, Math.max(...g.distance), 4),
      xLabel: l10n.t('ui-properties-unique-x'), yLabel: `‖PE(${int(p)}) − PE(q)‖`, theme, l10n, series: [{ values: g.distance, ...lineStyle(theme, 0) }],
      marks: g.nearest.map((q) => ({ x: q, y: g.distance[q], label: '' })),
    });
    const closest = { near, p: int(p), distance: nearDistance };
    unique.nearest.textContent = l10n.t('ui-properties-nearest', closest);
    unique.canvas.setAttribute('aria-label', l10n.t('ui-properties-unique-label', { ...closest, last: int(n - 1) }));
    unique.meaning.textContent = v.p > p ? l10n.t('ui-properties-past', { asked: int(v.p), positions: int(n), p: int(p),
      verdict: verdict.text }) : verdict.text;

    relative.value.textContent = localPlainNumber(r.rotationMaxError, l10n);
    relative.meaning.textContent = l10n.t('ui-properties-relative-meaning', { count: r.rotationSample,
      pairs: l10n.grouped(r.rotationSample) });

    histogram.value.textContent = l10n.t('ui-properties-histogram-value', { value: fmt(r.maxAbsValue, 4) });
    const shares = Float64Array.from(g.bins, (b) => b * 100);
    drawLinePlot(histogram.canvas, {
      width, height: plotHeight, x: [-1, 1], y: niceRange(0, Math.max(...shares), 4), xLabel: l10n.t('ui-properties-histogram-x'), yLabel: l10n.t('ui-properties-histogram-y'),
      theme, l10n, series: [{ values: shares, x0: -1, dx: 2 / BINS, ...lineStyle(theme, 0), kind: 'bars' }],
    });
    // The slowest pair turns less than a quarter turn over the rows shown: its sine stays near 0, its cosine near 1.
    const w = pe.frequencies({ dModel: d, base: v.base });
    const slow = (n - 1) * w[w.length - 1] < Math.PI / 2;
    histogram.canvas.setAttribute('aria-label', l10n.t(slow ? 'ui-properties-histogram-label-slow' : 'ui-properties-histogram-label',
      { values: int(n * d), bins: int(BINS) }));
    histogram.meaning.textContent = l10n.t(slow ? 'ui-properties-histogram-meaning-slow' : 'ui-properties-histogram-meaning',
      { positions: int(n) });

    const [low, high] = [fmt(r.squaredNormMin, 5), fmt(r.squaredNormMax, 5)];
    norms.value.textContent = low === high ? l10n.t('ui-properties-norms-value', { length: low })
      : l10n.t('ui-properties-norms-range', { low, high });
    const root = Math.sqrt(d / 2);
    drawLinePlot(norms.canvas, {
      width, height: plotHeight, x: [0, n - 1], y: niceRange(0, root * 1.25, 4),
      xLabel: l10n.t('ui-properties-norms-x'), yLabel: '‖PE(p)‖', theme, l10n, series: [{ values: g.norm, ...lineStyle(theme, 1) }],
    });
    norms.canvas.setAttribute('aria-label', l10n.t('ui-properties-norms-label', { last: int(n - 1), root: fmt(root, 4) }));
    norms.meaning.textContent = l10n.t('ui-properties-norms-meaning', { root: fmt(root, 4),
      squared: fmt(r.expectedSquaredNorm, 5), count: d / 2, pairs: l10n.grouped(d / 2) });
    return l10n.t('ui-properties-summary', { positions: int(n), dModel: int(d), base: localNumber(v.base, l10n),
      distance: smallest, verdict: verdict.text });
  }
}
