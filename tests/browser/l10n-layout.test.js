// The lesson in other languages, laid out at a phone's width (390 px): axe-core
// finds no violation on the Spanish page (dark theme) and the Chinese one
// (light); in Chinese and in the right-to-left pseudo-locale ar-XB no
// control overlaps another and nothing is cut off. Under
// POSENC_SCREENSHOTS=1 a screenshot of each section's top goes to
// screenshots/ for review (SCREENSHOTS in browser.js). The pages are the dev server's
// (scripts/serve.mjs), as the built site has them; ar-XB is only there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SCREENSHOTS, afterFrames, launch, openPage, repoRoot } from './browser.js';
import { revealAll, scrollThrough, waitForHeatmap } from './lesson-helpers.js';
import { clippedBoxes } from './reflow.js';

const { browser, url } = await launch({ root: join(repoRoot, 'web') });
const axeSource = await readFile(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
const PHONE = { width: 390, height: 844 };

/**
 * Opens the lesson in `locale` at `viewport`, reveals every figure, answers
 * a check wrong (its explanation and link show) and brings every figure
 * into view, so that each has drawn.
 * @param {string} locale @param {{ width: number, height: number }} viewport @param {string} theme
 */
async function openWorked(locale, viewport, theme) {
  const opened = await openPage(browser, `${url}${locale}/?theme=${theme}`, { viewport });
  opened.page.setDefaultTimeout(240000);
  await revealAll(opened.page);
  await waitForHeatmap(opened.page);
  await opened.page.check('#q-training input[value="all"]');
  await opened.page.click('#q-training button.check-answer');
  await scrollThrough(opened.page);
  return opened;
}

/** The axe-core violations of the page, one line each. */
async function violations(page) {
  // Evaluated through the devtools protocol: the page's CSP would block an inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(() => /** @type {any} */ (window).axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target} (${v.help})`);
}

/**
 * Runs in the page: the pairs of controls (in the document and in every
 * shadow root) whose boxes overlap by more than a pixel each way. A control
 * inside another (an input in its label) is no overlap; a link that wraps
 * is measured line by line.
 * @returns {string[]}
 */
function overlappingControls() {
  const CONTROLS = 'button, input, select, textarea, a[href], summary, label, [role=slider], [role=button]';
  const describe = (/** @type {Element} */ e) => `${e.localName}${e.id ? `#${e.id}` : ''}` +
    `${[...e.classList].map((c) => `.${c}`).join('')} "${(e.textContent ?? '').trim().slice(0, 30)}"`;
  /** @type {{ element: Element, host: string, rects: DOMRect[] }[]} */
  const controls = [];
  const visit = (/** @type {ParentNode} */ root, /** @type {string} */ host) => {
    for (const e of root.querySelectorAll('*')) {
      if (e.shadowRoot) visit(e.shadowRoot, `${host}${e.localName}${e.id ? `#${e.id}` : ''} > `);
      if (!e.matches(CONTROLS) || !e.checkVisibility({ visibilityProperty: true })) continue;
      const rects = [...e.getClientRects()].filter((r) => r.width > 2 && r.height > 2);
      if (rects.length) controls.push({ element: e, host, rects });
    }
  };
  visit(document, '');
  const found = [];
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i], b = controls[j];
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      if (/** @type {HTMLLabelElement} */ (a.element).control === b.element || /** @type {HTMLLabelElement} */ (b.element).control === a.element) continue;
      const hit = a.rects.some((r) => b.rects.some((s) =>
        Math.min(r.right, s.right) - Math.max(r.left, s.left) > 1 && Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top) > 1));
      if (hit) found.push(`${a.host}${describe(a.element)} overlaps ${b.host}${describe(b.element)}`);
    }
  }
  return found;
}

/** The lesson's sections, each screenshot for review at its top. */
const SECTIONS = ['order', 'needs', 'sinusoids', 'rotation', 'properties', 'check', 'takeaways', 'further'];

/** Screenshots of the viewport at the top of each section, when wanted (SCREENSHOTS). @param {string} name */
async function sectionShots(page, name) {
  if (!SCREENSHOTS) return;
  await mkdir(SCREENSHOTS, { recursive: true });
  for (const id of SECTIONS) {
    // At once: the page scrolls smoothly once the learner has pressed a key (lesson.css).
    await page.locator(`#${id}`).evaluate((e) => e.scrollIntoView({ behavior: 'instant' }));
    // Drawn where it now is: the frames after the scroll paint it.
    await afterFrames(page, 3);
    await page.screenshot({ path: join(SCREENSHOTS, `lesson-${name}-${id}.png`) });
  }
}

test('axe-core finds no violation on the Spanish lesson, every figure shown, in the dark theme', async () => {
  const { page, problems } = await openWorked('es', PHONE, 'dark');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
  assert.deepEqual(await violations(page), []);
  await sectionShots(page, 'es-390-dark');
  assert.deepEqual(problems, []);
  await page.close();
});

for (const locale of ['zh-CN', 'ar-XB']) {
  test(`in ${locale} at 390 px no control of the lesson overlaps another and nothing is cut off${locale === 'zh-CN' ? '; axe-core finds no violation' : ''}`, async () => {
    const { page, problems } = await openWorked(locale, PHONE, 'light');
    assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      [locale, locale === 'ar-XB' ? 'rtl' : 'ltr']);
    const overlaps = await page.evaluate(overlappingControls);
    // The colour legends read left to right as their ramps do: the low value on the left.
    const legends = await page.evaluate(() => [...document.querySelectorAll('main *')].flatMap((e) =>
      [...e.shadowRoot?.querySelectorAll('.legend') ?? []].filter((l) => l.checkVisibility())
        .map((l) => ({ figure: e.id, lowOnTheLeft: /** @type {Element} */ (l.querySelector('.lo')).getBoundingClientRect().left <
          /** @type {Element} */ (l.querySelector('.hi')).getBoundingClientRect().left }))));
    assert.ok(legends.length > 0);
    assert.deepEqual(legends.filter((l) => !l.lowOnTheLeft), []);
    const clipped = await page.evaluate(clippedBoxes);
    // Taken before the assertions, to show what they find.
    await sectionShots(page, `${locale}-390`);
    assert.deepEqual(overlaps, []);
    assert.deepEqual(clipped, []);
    if (locale === 'zh-CN') assert.deepEqual(await violations(page), []);
    assert.deepEqual(problems, []);
    await page.close();
  });
}
