// Section 5's offset head as a keyboard and screen-reader user meets it on a
// phone (320 px wide): targets of at least 24 px (WCAG 2.5.8), the term maps
// under a heading of the right level, and slider numbers that the
// accessibility tree reports as the figure shows them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.js';
import { revealAll, showFigure } from './lesson-helpers.js';

const { browser, url } = await launch();
const lesson = `${url}web/index.html`;

/** The lesson at 320 px with the offset head drawn and its words added. */
async function headWithWords() {
  const opened = await openPage(browser, lesson, { viewport: { width: 320, height: 640 } });
  const { page } = opened;
  await revealAll(page);
  await showFigure(page, '#offset-head');
  await page.locator('#offset-head input[name="words"][value="add"]').check();
  await page.waitForFunction(() => /words added/.test(
    document.getElementById('offset-head').shadowRoot.querySelector('.summary').textContent));
  return opened;
}

test('at 320 px every control of the offset head is a target at least 24 px tall', async () => {
  const { page, problems } = await headWithWords();
  const targets = await page.evaluate(() => {
    const root = document.getElementById('offset-head').shadowRoot;
    return [...root.querySelectorAll('.controls label')].filter((l) => !l.hidden)
      .map((l) => ({ text: l.textContent.trim(), height: l.getBoundingClientRect().height }));
  });
  assert.ok(targets.length >= 8, JSON.stringify(targets));
  assert.deepEqual(targets.filter((t) => t.height < 24), []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the four term maps sit under a level-4 heading (the figure is under section 5\'s level-3 one), and the sliders expose the numbers they show', async () => {
  const { page, problems } = await headWithWords();
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const level = (n) => n.properties?.find((p) => p.name === 'level')?.value.value;
  const title = nodes.find((n) => n.role?.value === 'heading' && /^The score, term by term/.test(n.name?.value ?? ''));
  assert.ok(title, 'the term maps have a heading');
  assert.equal(level(title), 4);
  const tryBox = nodes.find((n) => n.role?.value === 'heading' && n.name?.value === 'One head, one band');
  assert.equal(level(tryBox), 3);
  // The tree keeps a slider's numbers in float32: a step like 0.1 would read 0.10000000149011612.
  const sliders = nodes.filter((n) => n.role?.value === 'slider' && /^(offset k|scale|position weight)$/.test(n.name?.value));
  assert.deepEqual(sliders.map((n) => n.name.value), ['offset k', 'scale', 'position weight']);
  for (const slider of sliders) {
    const numbers = [slider.value?.value, ...slider.properties.filter((p) => /^value(min|max)$/.test(p.name))
      .map((p) => p.value.value)];
    for (const x of numbers) assert.equal(x, Number(x.toPrecision(4)), `${slider.name.value}: ${x}`);
  }
  const scale = sliders[1].properties.find((p) => p.name === 'valuemin').value.value;
  assert.equal(scale, 0.25);
  assert.deepEqual(problems, []);
  await page.close();
});
