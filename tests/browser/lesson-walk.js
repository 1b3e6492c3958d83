// What the files of the lesson's walk share (lesson.test.js and
// lesson-learner.test.js, two files so that node's test runner runs them side
// by side and neither nears the time limit of a file): the lesson walked,
// web/ of the repository as npm start serves it or, with
// POSENC_LESSON=site, the built site served from a sub-path, as a course
// author publishes it. There only the tests that the build can change run
// (`test`), not those of the scripts' behaviour once loaded (`scriptTest`)
// nor of the development tree itself (`devTest`).
import { test } from 'node:test';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, repoRoot } from './browser.js';
import { publishSite } from './built-site.js';

export const SITE = process.env.POSENC_LESSON === 'site';
const EMPTY_PAGE = 'tests/browser/pages/empty.html';

/** Publishes the built site under a sub-path of a fresh folder, beside an empty page for framing tests; returns the folder. */
async function publishedRoot() {
  const top = mkdtempSync(join(tmpdir(), 'posenc-lesson-site-'));
  await publishSite(join(top, 'courses/posenc'));
  copyFileSync(join(repoRoot, EMPTY_PAGE), join(top, 'empty.html'));
  return top;
}

/** @type {Promise<{ browser: import('playwright-core').Browser, url: string, lesson: string, emptyPage: string }> | null} */
let opened = null;

/**
 * The browser and server of the walk, and the addresses of the lesson and of
 * an empty page beside it: one per process (lesson-site.test.js runs both files).
 */
export function openWalk() {
  opened ??= (async () => {
    const { browser, url } = await launch(SITE ? { root: await publishedRoot() } : {});
    return {
      browser, url,
      lesson: SITE ? `${url}courses/posenc/index.html` : `${url}web/index.html`,
      emptyPage: SITE ? `${url}empty.html` : `${url}${EMPTY_PAGE}`,
    };
  })();
  return opened;
}

/** A test of the development tree itself, which the built site does not have. */
export const devTest = SITE ? () => {} : test;
/**
 * A test of what the lesson's scripts do once loaded, which bundling does
 * not change: walked once, on the development tree. The built site walks
 * the rest: loading and first drawing, the style sheets, the address under
 * a sub-path, framing, the chunks fetched later (the order lab's module).
 */
export const scriptTest = SITE ? () => {} : test;

/** Sets a range input to `value` as a learner's drag would (an input event). */
export const drag = (page, id, value) => page.evaluate(([elementId, v]) => {
  const input = document.getElementById(elementId);
  input.value = String(v);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}, [id, value]);

