// @ts-check
/**
 * LessonFigure: the base of the lesson's own figures. It is the widgets'
 * PosencElement (attribute schema, batched drawing, live summary, events,
 * shared wasm module, theme colours) plus what several lesson figures need:
 * a canvas maker, line styles that differ without colour, a key, and a
 * shared style sheet. Canvases are sized by render/canvas.js and plots (axes,
 * ticks, lines and bars, panels of one canvas) drawn by render/line-plot.js,
 * as the elements' are; a figure draws only what no plot is (a matrix of
 * cells, the signs between panels).
 *
 * Its words are messages of the lesson-ui catalog (web/l10n/<locale>/
 * lesson-ui.ftl, `## The lesson's figures`), read through `this.l10n` in
 * build() and `context.l10n` in draw(); ../words.js adds that catalog to
 * every locale's Localizer, imported here so that a page with a lesson
 * figure and without the lesson's main.js still has the figure's words.
 * @module
 */
import '../words.js';
import { el } from '../../src/render/dom.js';
import { PosencElement } from '../../src/widgets/base.js';
import { HEATMAP_CSS } from '../../src/render/heatmap-view.js';

/** Styles shared by every lesson figure (adopted next to the widgets' base sheet). */
export const LESSON_CSS = `${HEATMAP_CSS}
.plot-canvas { width: 100%; display: block; }
.side-by-side { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: 0.75rem; }
.pair { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); }
.pair h4, .title { margin: 0 0 0.25rem; font-size: 0.9em; font-weight: 600; }
.property { border-top: 1px solid var(--posenc-border); padding-top: 0.5rem; margin-bottom: 0.75rem; }
.property h3 { margin: 0; font-size: 1em; }
.property .value { margin: 0 0 0.25rem; }
.property .meaning { margin: 0.25rem 0 0; font-size: 0.9em; }
.property .plot-key { margin: 0.25rem 0 0; font-size: 0.9em; }
.property[data-level="collision"] .meaning { color: var(--posenc-warning-fg); background: var(--posenc-warning-bg);
  padding: 0.3rem 0.5rem; border-radius: 4px; }
.property[data-level="collision"] .meaning::before { content: "⚠ "; }
.key { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0; padding: 0; list-style: none; font-size: 0.85em; }
.swatch { display: inline-block; width: 1.6em; height: 0; border-top: 3px solid; vertical-align: middle; margin-right: 0.35em; }
.swatch.dashed { border-top-style: dashed; }
.swatch.dotted { border-top-style: dotted; }
.tabular { font-variant-numeric: tabular-nums; }
.ok { color: var(--lesson-good, #0b6b2f); font-weight: 600; }
.answer { margin: 0; }
/* With wider text (WCAG 1.4.12's spacing, a larger font) a word breaks
   rather than the table running out of the figure. */
.distances { border-collapse: collapse; margin-top: 0.25rem; max-width: 100%; }
.distances th, .distances td { border: 1px solid var(--posenc-border); padding: 0.15rem 0.5rem; text-align: left;
  overflow-wrap: anywhere; }
.distances tr.current { font-weight: 700; }
.distances tr.current th::before { content: "▸ "; }
.numbers summary { cursor: pointer; font-weight: 600; padding-block: 0.3rem; }
.numbers .note { margin: 0.25rem 0; font-size: 0.9em; color: var(--posenc-muted); }
`;

/** Dash patterns paired with the colours, so lines differ without colour too. */
export const DASHES = Object.freeze([[], [7, 4], [2, 3], [10, 3, 2, 3]]);
/** The swatch class matching each dash pattern. */
export const DASH_CLASS = ['', 'dashed', 'dotted', 'dashed'];

/**
 * The colour and dash of line style i (a series of a plot).
 * @param {import('../../src/render/theme.js').Theme} theme @param {number} i
 */
export const lineStyle = (theme, i) => ({ color: theme.series[i % theme.series.length], dash: DASHES[i % DASHES.length] });

/**
 * @template [Parts=object]
 * @extends {PosencElement<Parts>}
 */
export class LessonFigure extends PosencElement {
  static styles = LESSON_CSS;

  /**
   * The words build() wrote, written again when the language changes: each
   * an element, a message id and the attribute it fills ('' for its text).
   * @type {[HTMLElement, string, string][]}
   */
  #words = [];

  /**
   * Writes message `id` into `element`'s text (or its `attribute`), in the
   * figure's language now and in each language it takes later.
   * @template {HTMLElement} E @param {E} element @param {string} id @param {string} [attribute]
   * @returns {E}
   */
  localized(element, id, attribute = '') {
    this.#words.push([element, id, attribute]);
    writeWord(this.l10n, element, id, attribute);
    return element;
  }

  /** @param {import('../../src/text/l10n.js').Localizer} l10n @param {Parts} parts */
  localize(l10n, parts) {
    void parts;
    for (const [element, id, attribute] of this.#words) writeWord(l10n, element, id, attribute);
  }

  /** A canvas with role img and an accessible name, message `id`. @param {string} id */
  makeCanvas(id) {
    return this.localized(el('canvas', { class: 'plot-canvas', role: 'img', part: 'canvas' }), id, 'aria-label');
  }

  /**
   * Fills a key list: one line sample (colour and dash of series i) per text.
   * @param {HTMLElement} list @param {string[]} texts @param {readonly string[]} palette
   */
  fillKey(list, texts, palette) {
    list.replaceChildren(...texts.map((text, i) => {
      const item = el('li', {}, text);
      const swatch = el('span', { class: `swatch ${DASH_CLASS[i % DASH_CLASS.length]}`, 'aria-hidden': 'true' });
      swatch.style.borderTopColor = palette[i % palette.length];
      item.prepend(swatch);
      return item;
    }));
  }
}

/**
 * @param {import('../../src/text/l10n.js').Localizer} l10n @param {HTMLElement} element
 * @param {string} id @param {string} attribute  '' for the element's text
 */
function writeWord(l10n, element, id, attribute) {
  if (attribute) element.setAttribute(attribute, l10n.t(id));
  else element.textContent = l10n.t(id);
}
