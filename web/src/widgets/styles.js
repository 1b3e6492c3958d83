// @ts-check
/**
 * Shared styles of the posenc elements, as constructable style sheets for
 * `adoptedStyleSheets`: a `<style>` element in a shadow root is blocked by a
 * host page's strict `style-src`, an adopted sheet is not (docs/toolchain.md,
 * "Styles in a shadow root").
 *
 * Theming: the custom properties below (set them on the element or any
 * ancestor) and the parts named in each element's docs (`::part(canvas)`...).
 * @module
 */

/** @type {Map<string, CSSStyleSheet>} */
const sheets = new Map();

/**
 * One CSSStyleSheet per CSS text, shared by every instance.
 * @param {string} cssText
 */
export function styleSheet(cssText) {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

// The two palettes, each written once and used by several rules below.
const LIGHT = `
  --posenc-fg: #1b1b1f; --posenc-bg: #ffffff; --posenc-muted: #55555f;
  --posenc-border: #c8c8d0; --posenc-control-border: #7a7a86;
  --posenc-accent: #0b57d0; --posenc-focus: #0b57d0;
  --posenc-warning-fg: #5c3b00; --posenc-warning-bg: #fff4d6;
  --posenc-error-fg: #8a1111; --posenc-error-bg: #fde8e8; --posenc-cursor: #000000;`;
const DARK = `
  --posenc-fg: #e6e6ea; --posenc-bg: #16161a; --posenc-muted: #a8a8b3;
  --posenc-border: #4a4a55; --posenc-control-border: #7c7c88;
  --posenc-accent: #8ab4f8; --posenc-focus: #8ab4f8;
  --posenc-warning-fg: #ffe2a0; --posenc-warning-bg: #3a2c05;
  --posenc-error-fg: #ffb4b4; --posenc-error-bg: #3d1212; --posenc-cursor: #ffffff;`;

/**
 * The colour scheme an element shows: the one its host page asks for with
 * the CSS color-scheme the element inherits ("dark", "only light"...), and
 * the operating system's preference when the page offers both or says
 * nothing ("light dark", "normal").
 * @param {string} colorScheme  the element's computed color-scheme
 * @param {boolean} systemDark  whether prefers-color-scheme is dark
 * @returns {'light' | 'dark'}
 */
export function colorSchemeOf(colorScheme, systemDark) {
  const words = colorScheme.split(' ');
  const light = words.includes('light'), dark = words.includes('dark');
  if (light !== dark) return dark ? 'dark' : 'light';
  return systemDark ? 'dark' : 'light';
}

// :host sets no color-scheme, so the element inherits the page's, which
// base.js reads (colorSchemeOf) into the custom state :state(dark) or
// :state(light). The media query is the fallback of an engine without
// custom states. Controls inside follow through .frame's color-scheme.
export const BASE_CSS = `
:host {${LIGHT}
  --posenc-font: system-ui, sans-serif;
  display: block; color: var(--posenc-fg); font: 0.95rem/1.4 var(--posenc-font);
  contain: content; max-width: 100%;
  /* Its own background, so the figure stays readable when the host page
     does not follow the dark scheme. */
  background: var(--posenc-bg); padding: 0.5rem; border-radius: 6px;
}
.frame { color-scheme: light; }
@media (prefers-color-scheme: dark) {
  :host {${DARK} }
  .frame { color-scheme: dark; }
}
:host(:state(light)) {${LIGHT} }
:host(:state(light)) .frame { color-scheme: light; }
:host(:state(dark)) {${DARK} }
:host(:state(dark)) .frame { color-scheme: dark; }
:host([hidden]) { display: none; }
[hidden] { display: none !important; }
/* minmax(0, 1fr): a wide data table scrolls inside its own box instead of
   widening the figure past its host. */
.frame { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.5rem; }
/* A figure builds its body when it first comes near the viewport (base.js):
   until then the empty body holds about a figure's height (a page sets the
   figure's own with --posenc-placeholder-height), so that the page moves
   little when it builds and a link to it lands on it. */
.body:empty { min-height: var(--posenc-placeholder-height, 20rem); }
.message { margin: 0; padding: 0.4rem 0.6rem; border-radius: 4px; }
.message .line { display: block; }
.message.warning { color: var(--posenc-warning-fg); background: var(--posenc-warning-bg); }
.message.error { color: var(--posenc-error-fg); background: var(--posenc-error-bg); }
.summary { margin: 0; color: var(--posenc-muted); font-size: 0.9em; }
.controls { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; }
button, select, input { font: inherit; color: inherit; }
/* A select is as wide as its longest option: on a narrow screen with wide text spacing, no wider than its box. */
select { max-width: 100%; }
button {
  background: var(--posenc-bg); border: 1px solid var(--posenc-border);
  border-radius: 4px; padding: 0.25rem 0.6rem; cursor: pointer; min-height: 2rem;
}
button:disabled { cursor: not-allowed; opacity: 0.6; }
/* The border of a field shows where to type or choose: 3:1 or more against
   the background (WCAG 1.4.11), where --posenc-border only separates boxes.
   :host raises the rule above an element's own "select { border: ... }". */
:host select, :host input:not([type="range"], [type="checkbox"], [type="radio"]) {
  border-color: var(--posenc-control-border);
}
:focus-visible { outline: 2px solid var(--posenc-focus); outline-offset: 2px; }
canvas { display: block; max-width: 100%; }
/* A colour scale reads left to right, as the plots do, in a right-to-left page too:
   its low value stays beside the ramp's low end. */
.legend { display: grid; grid-template-columns: auto minmax(4rem, 16rem) auto; gap: 0.4rem; direction: ltr;
  justify-content: start; align-items: center; font-size: 0.85em; color: var(--posenc-muted); }
.ramp { height: 0.7rem; border: 1px solid var(--posenc-border); border-radius: 2px; }
table { border-collapse: collapse; font-size: 0.8em; font-variant-numeric: tabular-nums; }
th, td { border: 1px solid var(--posenc-border); padding: 0.1rem 0.35rem; text-align: right; }
th { font-weight: 600; }
caption { text-align: left; caption-side: top; padding-bottom: 0.25rem; }
.table-wrap { overflow: auto; max-height: 24rem; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { transition: none !important; animation: none !important; }
}
`;
