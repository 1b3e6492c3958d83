// "Spot the bug" without sight: check question 7 and the bugs of section 8
// answered from the numbers table alone (opened by keyboard), never from
// the heatmaps' pixels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.js';
import { openLesson, showFigure } from './lesson-helpers.js';

const { browser, url } = await launch();

/** Opens the numbers of the figure `id` by keyboard and reads its table: one array of cell texts per row. */
async function readNumbers(page, id) {
  await showFigure(page, `#${id}`);
  const summary = page.locator(`#${id} summary`);
  await page.waitForFunction((figure) => document.getElementById(figure).shadowRoot.querySelector('.numbers table tr'), id);
  if (!(await page.evaluate((figure) => document.getElementById(figure).shadowRoot.querySelector('.numbers').open, id))) {
    await summary.focus();
    await page.keyboard.press('Enter');
  }
  return page.evaluate((figure) => {
    const table = document.getElementById(figure).shadowRoot.querySelector('.numbers table');
    if (!table.checkVisibility()) return [];
    return [...table.querySelectorAll('tr')].slice(1).map((tr) => [...tr.children].map((cell) => cell.textContent));
  }, id);
}

/**
 * The diagnosis a learner can make from the table: the implementation's
 * pairs do not turn (batch), leave the circle (exponent), all turn by one
 * and the same angle (integer), or turn by other angles than the correct
 * ones (multiply); else nothing is wrong.
 * @param {string[][]} rows  pair, its turn, its sin² + cos², correct turn, correct sin² + cos²
 */
function diagnose(rows) {
  const number = (text) => Number(text.replace('−', '-'));
  const range = (text) => text.split(' to ').map(number);
  const pairs = rows.map(([, turn, length, correctTurn]) => ({ turn: number(turn), length: range(length), correctTurn: number(correctTurn) }));
  if (pairs.every((p) => Math.abs(p.turn) < 1e-3)) return 'batch';
  if (pairs.some((p) => p.length.some((x) => Math.abs(x - 1) > 0.01))) return 'exponent';
  if (pairs.every((p) => Math.abs(p.turn - pairs[0].turn) < 1e-3)) return 'integer';
  if (pairs.filter((p) => Math.abs(p.turn - p.correctTurn) > 0.01).length > pairs.length / 2) return 'multiply';
  return 'layout';
}

test('check question 7 can be answered from its numbers table alone, opened by keyboard', async () => {
  const { page, problems } = await openLesson(browser, `${url}web/index.html`);
  const rows = await readNumbers(page, 'check-bug');
  assert.equal(rows.length, 32, 'one row per pair at d_model 64');
  const answer = diagnose(rows);
  await page.check(`#q-bug input[value="${answer}"]`);
  await page.click('#q-bug button.check-answer');
  assert.equal(await page.getAttribute('#q-bug', 'data-verdict'), 'true', `answered ${answer}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('each bug of section 9 is told apart by its numbers table alone', async () => {
  const { page, problems } = await openLesson(browser, `${url}web/index.html`);
  const expected = { 'bug-exponent': 'exponent', 'bug-integer-exponent': 'integer', 'bug-batch-axis': 'batch' };
  for (const [kind, answer] of Object.entries(expected)) {
    await page.selectOption('#bug-kind', kind);
    await page.waitForFunction((k) => document.getElementById('bug').getAttribute('kind') === k, kind);
    // The table follows the drawn puzzle: wait for the next frame's draw.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    assert.equal(diagnose(await readNumbers(page, 'bug')), answer, kind);
  }
  assert.deepEqual(problems, []);
  await page.close();
});
