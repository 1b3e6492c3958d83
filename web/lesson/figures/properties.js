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
import { plainNumber } from '../../src/render/cells.js';
import { LessonFigure, lineStyle } from './lesson-figure.js';
import { BINS, rowGeometry, sameInBfloat16, uniquenessVerdict } from './property-words.js';
import { drawLinePlot } from '../../src/render/line-plot.js';
import { baseSpec, dModelSpec, fmt, positionsSpec } from './schema.js';
import { counted, plural } from '../../src/text/plural.js';

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
    /** @param {string} name */
    const property = (name) => {
      const box = el('section', { class: 'property', 'data-property': name });
      const term = el('h3'), value = el('p', { class: 'value tabular' }), meaning = el('p', { class: 'meaning' });
      box.append(term, value, meaning);
      body.append(box);
      return { term, value, meaning, box };
    };
    /** @param {string} name @param {string} label */
    const plotted = (name, label) => {
      const part = property(name);
      const canvas = this.makeCanvas(label);
      part.meaning.before(canvas);
      return { ...part, canvas };
    };
    const unique = plotted('uniqueness', 'Line plot of the distance from PE(p) to the code of every other position');
    // The circled points are named in text under the plot, not on it: a
    // label on the canvas would cross the data wherever the curve runs.
    const nearest = el('p', { class: 'plot-key tabular' });
    unique.canvas.after(nearest);
    return {
      unique: { ...unique, nearest },
      relative: property('relative'),
      histogram: plotted('histogram', 'Histogram of every value of the encoding table, from −1 to 1'),
      norms: plotted('norms', 'Line plot of the length of PE(p) for every position p'),
    };
  }

  /** @param {import('../../src/widgets/base.js').DrawContext<PropertyParts>} context */
  draw({ pe, values: v, width, theme, parts: { unique, relative, histogram, norms } }) {
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
    });

    unique.term.textContent = 'Unique: distance from position p to every other position';
    const smallest = r.minDistance < 1e-3 ? plainNumber(r.minDistance) : fmt(r.minDistance, 3);
    unique.value.textContent = `Smallest distance between any two of the ${n} rows: ${smallest}`;
    const near = g.nearest.map((q) => String(q)).join(' and ');
    const nearDistance = fmt(g.distance[g.nearest[0]], 3);
    unique.box.dataset.level = verdict.level;
    drawLinePlot(unique.canvas, {
      width, height: plotHeight, x: [0, n - 1], y: niceRange(0, Math.max(...g.distance), 4),
      xLabel: 'position q', yLabel: `‖PE(${p}) − PE(q)‖`, theme, series: [{ values: g.distance, ...lineStyle(theme, 0) }],
      marks: g.nearest.map((q) => ({ x: q, y: g.distance[q], label: '' })),
    });
    unique.nearest.textContent = `Circled: q = ${near}, nearest to p = ${p} (distance ${nearDistance}).`;
    unique.canvas.setAttribute('aria-label', `Line plot of the distance from PE(${p}) to PE(q) for q from 0 to ${n - 1}: ` +
      `0 at q = ${p}, smallest elsewhere at q = ${near} (${nearDistance}).`);
    unique.meaning.textContent = (v.p > p ? `(p = ${v.p} is past the ${n} positions shown: the plot uses p = ${p}.) ` : '') +
      verdict.text;

    relative.term.textContent = 'Relative position: largest error of Mₖ·PE(p) against PE(p + k)';
    relative.value.textContent = plainNumber(r.rotationMaxError);
    relative.meaning.textContent = `Measured over ${counted(r.rotationSample, 'pair', 'pairs')} (p, k) spread over the table: a shift is the ` +
      'same rotation everywhere, and the error is float32 rounding.';

    histogram.term.textContent = 'Bounded: every value of the table';
    histogram.value.textContent = `Largest |value|: ${fmt(r.maxAbsValue, 4)}`;
    const shares = Float64Array.from(g.bins, (b) => b * 100);
    drawLinePlot(histogram.canvas, {
      width, height: plotHeight, x: [-1, 1], y: niceRange(0, Math.max(...shares), 4), xLabel: 'value', yLabel: '% of values',
      theme, series: [{ values: shares, x0: -1, dx: 2 / BINS, ...lineStyle(theme, 0), kind: 'bars' }],
    });
    // The slowest pair turns less than a quarter turn over the rows shown: its sine stays near 0, its cosine near 1.
    const w = pe.frequencies({ dModel: d, base: v.base });
    const slow = (n - 1) * w[w.length - 1] < Math.PI / 2;
    histogram.canvas.setAttribute('aria-label', `Histogram of the ${n * d} values of the table, from −1 to 1 in ` +
      `${BINS} bins: none outside.` + (slow ? ' Peaks near 0 and near +1.' : ''));
    histogram.meaning.textContent = 'Nothing falls outside [−1, 1], however far the position, so the code never ' +
      'outgrows the embedding it is added to.' + (slow ? ' The peaks near 0 and +1 are the slow pairs, which have barely ' +
      `turned over the ${n} positions shown: their sines stay near 0 and their cosines near 1.` : '');

    norms.term.textContent = 'Bounded: the length of every row';
    const same = fmt(r.squaredNormMin, 5) === fmt(r.squaredNormMax, 5);
    norms.value.textContent = `Squared length ${same ? fmt(r.squaredNormMin, 5) : `${fmt(r.squaredNormMin, 5)} to ${fmt(r.squaredNormMax, 5)}`}`;
    const root = Math.sqrt(d / 2);
    drawLinePlot(norms.canvas, {
      width, height: plotHeight, x: [0, n - 1], y: niceRange(0, root * 1.25, 4),
      xLabel: 'position p', yLabel: '‖PE(p)‖', theme, series: [{ values: g.norm, ...lineStyle(theme, 1) }],
    });
    norms.canvas.setAttribute('aria-label', `Line plot of the length of PE(p) for p from 0 to ${n - 1}: ` +
      `flat at √(d_model / 2) = ${fmt(root, 4)}.`);
    norms.meaning.textContent = `Every row has the same length, √(d_model / 2) = ${fmt(root, 4)} (squared: ` +
      `${fmt(r.expectedSquaredNorm, 5)}): each pair adds sin² + cos² = 1, and there ${plural(d / 2, 'is', 'are')} ` +
      `${counted(d / 2, 'pair', 'pairs')}.`;
    return `Measured for ${n} positions, d_model ${d}, base ${v.base}: smallest distance ${smallest}. ${verdict.text}`;
  }
}
