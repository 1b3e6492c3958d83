// Non-text contrast (WCAG 1.4.11), computed: the border of every text box,
// number box and select, and the focus indicator of every control, against
// the colours next to them, in both themes, on the lesson, on a plain host
// page of the elements and on the embed page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { afterFrames, launch, openPage } from './browser.js';
import { revealAll, showFigure, waitForFiguresBuilt } from './lesson-helpers.js';

const { browser, url } = await launch();

/**
 * Runs in the page: every field's border and every control's focus outline
 * whose contrast with what surrounds it is below 3:1, or an outline thinner
 * than 2 px. Shadow roots included; colours are the computed ones.
 * @returns {{ checkedFields: number, checkedFocus: number, failures: string[] }}
 */
function lowContrast() {
  const rgba = (/** @type {string} */ text) => {
    const m = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/.exec(text);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
  };
  const luminance = (/** @type {number[]} */ [r, g, b]) => {
    const f = (/** @type {number} */ v) => { const c = v / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const contrast = (/** @type {number[]} */ a, /** @type {number[]} */ b) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  /** The opaque background behind `element`: its own, or its nearest ancestor's (across shadow roots). */
  const background = (/** @type {Element | null} */ element) => {
    for (let e = element; e; e = e.parentElement ?? /** @type {ShadowRoot} */ (e.getRootNode()).host ?? null) {
      const colour = rgba(getComputedStyle(e).backgroundColor);
      if (colour && colour[3] === 1) return colour;
    }
    const canvas = rgba(getComputedStyle(document.documentElement).backgroundColor);
    return canvas && canvas[3] === 1 ? canvas : [255, 255, 255, 1];
  };
  const parentOf = (/** @type {Element} */ e) => e.parentElement ?? /** @type {ShadowRoot} */ (e.getRootNode()).host ?? null;
  const describe = (/** @type {Element} */ e) => {
    const host = /** @type {ShadowRoot} */ (e.getRootNode()).host;
    return `${host ? `${host.id || host.localName} > ` : ''}${e.localName}${e.id ? `#${e.id}` : ''}${e.getAttribute('type') ? `[${e.getAttribute('type')}]` : ''}`;
  };
  /** @type {Element[]} */
  const all = [];
  const collect = (/** @type {ParentNode} */ root) => {
    for (const e of root.querySelectorAll('*')) {
      all.push(e);
      if (e.shadowRoot) collect(e.shadowRoot);
    }
  };
  collect(document);
  const shown = all.filter((e) => /** @type {HTMLElement} */ (e).checkVisibility?.() && !e.closest('[inert]'));
  const failures = [];
  const fields = shown.filter((e) => e.localName === 'select' ||
    (e.localName === 'input' && !['range', 'checkbox', 'radio', 'hidden'].includes(/** @type {HTMLInputElement} */ (e).type)));
  for (const field of fields) {
    const style = getComputedStyle(field);
    const border = rgba(style.borderTopColor);
    if (!border || parseFloat(style.borderTopWidth) < 1) { failures.push(`${describe(field)}: no border`); continue; }
    for (const [where, behind] of [['inside', background(field)], ['outside', background(parentOf(field))]]) {
      const ratio = contrast(border, /** @type {number[]} */ (behind));
      if (ratio < 3) failures.push(`${describe(field)}: border ${style.borderTopColor} is ${ratio.toFixed(2)}:1 against ${where}`);
    }
  }
  const controls = shown.filter((e) => /** @type {HTMLElement} */ (e).tabIndex >= 0 &&
    e.matches('a[href], button, input, select, textarea, [tabindex]') && !e.matches(':disabled'));
  for (const control of controls) {
    /** @type {HTMLElement} */ (control).focus({ focusVisible: true, preventScroll: true });
    const style = getComputedStyle(control);
    const colour = rgba(style.outlineColor);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === 'none' || !colour || width < 2) {
      failures.push(`${describe(control)}: focus outline ${style.outlineStyle} ${style.outlineWidth}`);
      continue;
    }
    // The outline is drawn outside the control (outline-offset), over what surrounds it.
    const ratio = contrast(colour, background(parentOf(control)));
    if (ratio < 3) failures.push(`${describe(control)}: focus outline ${style.outlineColor} is ${ratio.toFixed(2)}:1`);
  }
  /** @type {HTMLElement | null} */ (document.activeElement)?.blur();
  return { checkedFields: fields.length, checkedFocus: controls.length, failures };
}

for (const theme of ['light', 'dark']) {
  test(`every field's border and every focus outline of the lesson is 3:1 or more (${theme} theme)`, async () => {
    const { page, problems } = await openPage(browser, `${url}web/index.html?theme=${theme}`);
    await revealAll(page);
    // The figures far down build in idle time after the first paint; the fields inside them count.
    await waitForFiguresBuilt(page);
    const result = await page.evaluate(lowContrast);
    assert.ok(result.checkedFields >= 8, `${result.checkedFields} fields`);
    assert.ok(result.checkedFocus >= 60, `${result.checkedFocus} controls`);
    assert.deepEqual(result.failures, []);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test(`every field's border and focus outline of the elements on a plain host page is 3:1 or more (${theme} system theme)`, async () => {
    const { page, problems } = await openPage(browser, `${url}tests/browser/pages/plain-host.html`, { colorScheme: theme });
    // The elements far down build in idle time after the first one has drawn (the documented wait).
    await page.evaluate(async (src) => (await import(src)).PosencElement.whenAllBuilt(), `${url}web/src/widgets/define.js`);
    const result = await page.evaluate(lowContrast);
    assert.ok(result.checkedFields >= 3, `${result.checkedFields} fields`);
    assert.deepEqual(result.failures, []);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test(`every field's border and focus outline of the embed page is 3:1 or more (theme=${theme})`, async () => {
    for (const figure of ['permutation', 'order-lab', 'rotation']) {
      const { page, problems } = await openPage(browser, `${url}web/embed.html?figure=${figure}&theme=${theme}`);
      // Its controls are in the page once it has built (near the viewport, after the load event).
      await page.evaluate(() => /** @type {any} */ (customElements.get(document.querySelector('#figure > *')?.localName ?? '')).whenAllBuilt());
      const result = await page.evaluate(lowContrast);
      assert.ok(result.checkedFocus >= 1, `${figure}: ${result.checkedFocus} controls`);
      assert.deepEqual(result.failures, [], figure);
      assert.deepEqual(problems, [], figure);
      await page.close();
    }
  });
}

/**
 * Runs in a blank page: the share of the pixels along the middle row of a
 * slider's screenshot (PNG, base64), outside its thumb at the left end, whose
 * contrast with the panel around it (the screenshot's top left pixel) is
 * 3:1 or more.
 * @param {string} png @returns {Promise<number>}
 */
async function trackContrastShare(png) {
  const image = new Image();
  image.src = `data:image/png;base64,${png}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  context.drawImage(image, 0, 0);
  const pixel = (/** @type {number} */ x, /** @type {number} */ y) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
  const luminance = (/** @type {number[]} */ rgb) => {
    const [r, g, b] = rgb.map((v) => { const c = v / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const panel = luminance(pixel(0, 0));
  const y = Math.floor(image.height / 2);
  let good = 0, all = 0;
  // The thumb sits at the left end (the slider at its minimum): the track is what lies right of it.
  for (let x = Math.round(image.width * 0.1); x < image.width * 0.95; x++) {
    const [hi, lo] = [luminance(pixel(x, y)), panel].sort((a, b) => b - a);
    all += 1;
    if ((hi + 0.05) / (lo + 0.05) >= 3) good += 1;
  }
  return good / all;
}

/**
 * The sliders whose track is checked: the lesson's own, and one inside a
 * figure (its shadow root), whose track the figure draws the same way.
 */
const SLIDERS = [
  { name: 'a slider of the lesson', selector: '#d-model', figure: null },
  { name: 'a slider inside a figure', selector: '#offset-head input[type="range"]', figure: '#offset-head' },
];

for (const theme of ['light', 'dark']) {
  for (const { name, selector, figure } of SLIDERS) {
    test(`the empty track of ${name} is 3:1 or more against its panel (${theme} theme)`, async () => {
      const { page, problems } = await openPage(browser, `${url}web/index.html?theme=${theme}`, { viewport: { width: 1280, height: 900 } });
      // A figure's section is veiled until its prediction is answered.
      if (figure) {
        await revealAll(page);
        await showFigure(page, figure);
      }
      const slider = page.locator(selector).first();
      await slider.focus();
      await page.keyboard.press('Home');
      await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement).blur());
      // The figure draws again for its new value before the picture is taken.
      await afterFrames(page, 4);
      const png = (await slider.screenshot()).toString('base64');
      const blank = await browser.newPage();
      const share = await blank.evaluate(trackContrastShare, png);
      assert.ok(share >= 0.95, `${(share * 100).toFixed(0)}% of the track's middle row is 3:1 or more against the panel`);
      await blank.close();
      assert.deepEqual(problems, []);
      await page.close();
    });
  }
}
