// @ts-check
/**
 * The "Play" button of section 4: walks p forward so the dials turn. Stops by
 * itself at the end of the range, when pressed again, and when the page is
 * hidden. With prefers-reduced-motion it moves in slower, larger steps (no
 * fast flicker); it never starts on its own. A toggle button: its name stays
 * "Play: walk through positions" and aria-pressed says whether it is playing
 * (a name that turned into "Pause" while pressed would read "Pause, pressed").
 *
 * While it plays, its section is aria-busy: the figures hold their
 * announcements (src/widgets/announcer.js), and the page says once, when it
 * stops, where it stopped.
 * @module
 */
import { announce } from './announce.js';
import { words } from './words.js';

/** Highest p the slider offers. */
const LAST = 1000;

/**
 * @param {HTMLElement} button
 * @param {() => import('./state.js').LessonState} current
 * @param {(patch: { p: number }) => void} change
 */
export function setupPlay(button, current, change) {
  let timer = 0;
  const section = button.closest('section') ?? button;
  const stop = () => {
    clearInterval(timer);
    timer = 0;
    button.setAttribute('aria-pressed', 'false');
    section.removeAttribute('aria-busy');
    announce(words().t('ui-play-stopped', { p: words().integer(current().p) }));
  };
  button.addEventListener('click', () => {
    if (timer) return stop();
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const step = reduced ? 4 : 1;
    button.setAttribute('aria-pressed', 'true');
    section.setAttribute('aria-busy', 'true');
    timer = window.setInterval(() => {
      const p = current().p + step;
      if (p > LAST) return stop();
      change({ p });
    }, reduced ? 800 : 120);
  });
  document.addEventListener('visibilitychange', () => { if (document.hidden && timer) stop(); });
}
