// @ts-check
/**
 * The lesson page: reads the state from the URL, keeps controls, figures and
 * the URL in step with it, and shows what could not be restored. The
 * learner's answers are handled by lesson/learner.js, which loads with the
 * later figures once the first figure is shown (later.js).
 * @module
 */
import { FIGURE_TAGS, defineFigures } from './figure-loader.js';
import { firstFigureShown } from '../src/widgets/build-queue.js';
import { loadPosenc } from '../src/widgets/base.js';
import { bindControls, showControls } from './controls.js';
import { figureAttributes } from './figure-attributes.js';
import { setupOrderDemo } from './order-demo.js';
import { setupChannelReadout } from './channel-readout.js';
import { setupPlay } from './play.js';
import { pageDefaults, readState, writeState } from './state.js';
import { $, IDS, setAttributes } from './page.js';
import { quietOffScreen, showText } from './live-regions.js';
import { pointToFigures, setupAnnouncer } from './announce.js';
import { keepFocusInView } from './focus-keeper.js';
import { words, wordsReady } from './words.js';
import { veilPredictions } from './veils.js';

/** @typedef {import('./state.js').LessonState} LessonState */
/** @typedef {import('../src/core/api.js').Posenc} Posenc */

// The module ran: lesson/file-notice.js need not say that it cannot, and the
// notice shown by default (for a page whose script never runs) goes.
document.documentElement.setAttribute('data-lesson-ran', '');
document.getElementById('script-notice')?.remove();

// Each language's page starts the order demo from its own sentence, which a
// link leaves out of its query like any other default.
const defaults = pageDefaults($(IDS.permutation).getAttribute('sentence'));
// The link's settings; its warnings are read once the page's words have loaded (below).
let { state } = readState(location.search, defaults);
/** @type {Posenc | null} */
let pe = null;
let urlTimer = 0;
let urlIdle = 0;
/** A change is not in the URL yet. */
let urlPending = false;
/** A pointer is pressed (a slider dragged): the URL is written once it is released. */
let pointerDown = false;
/** The first figure is shown (firstFigureShown, below): the computed parts of the text may be written. */
let textShown = false;
/** Why the last typed wave pairs could not be read ('' when they could). */
let pairsWarning = '';

defineFigures(document);
// The scripts below write their words in the page's language (at once in
// English; in another, once its catalog has come), and the learner's side of
// the page loads after the first figure (below). A prediction answered or an
// answer checked meanwhile (a button pressed, Enter in a number box) is taken
// once it is wired, not lost.
/** @type {HTMLElement[]} */
const earlyPresses = [];
/** @param {Event} event */
const keepPress = (event) => {
  const target = event.target instanceof Element ? event.target : null;
  /** @type {Element | null | undefined} */
  let button = null;
  if (event.type === 'click') button = target?.closest('fieldset.prediction button, button.check-answer');
  // Enter in a number box checks it (checks.js).
  else if (/** @type {KeyboardEvent} */ (event).key === 'Enter' && target?.matches('fieldset.question input[type="text"]')) {
    button = target.closest('fieldset')?.querySelector('button.check-answer');
  }
  if (button instanceof HTMLElement && !earlyPresses.includes(button)) earlyPresses.push(button);
};
document.addEventListener('click', keepPress, true);
document.addEventListener('keydown', keepPress, true);
await wordsReady;
// Every prediction's figures are veiled until the learner's answers are read (veils.js).
veilPredictions(document);

// The link's bad settings, read again in the page's words (the state above
// was read before they had loaded, in English).
const { warnings: urlWarnings } = readState(location.search, defaults, words());
showNotice($(IDS.urlNotice), urlWarnings.length === 0 ? [] : [words().t('ui-main-url-notice'), ...urlWarnings]);

/**
 * Applies a learner's change. Other settings are never altered to fit it:
 * what cannot be drawn is clamped at drawing time, with a note. Returns the
 * figures whose attributes it changed.
 * @param {Partial<LessonState>} patch @param {string} [warning]
 */
function change(patch, warning) {
  state = { ...state, ...patch };
  if ('pairs' in patch) pairsWarning = warning ?? '';
  // Attributes are set at once: each element batches its own drawing into
  // the next animation frame, so a slider step is drawn in the very next frame.
  return render();
}

setupAnnouncer();
const renderOrder = setupOrderDemo(change, () => state);
const updateReadout = setupChannelReadout($(IDS.heatmap), () => state);
/** Shows the state to the learner's side of the page, once it has loaded. @type {ReturnType<typeof import('./learner.js').setupLearner>} */
let updateLearner = () => {};
/** The notes beside the figures, once they have loaded. @type {typeof import('./setting-notes.js').settingNotes | null} */
let settingNotes = null;
setupPlay($(IDS.play), () => state, change);

let shownTheme = '';

/** Shows the state; returns the figures whose attributes changed. */
function render() {
  if (state.theme !== shownTheme) {
    // 'auto' under a light system shows what 'light' shows: the figures draw again only for a scheme of their own.
    const redraw = schemeOf(state.theme) !== schemeOf(shownTheme);
    shownTheme = state.theme;
    document.documentElement.dataset.theme = state.theme;
    if (redraw) redrawCanvases();
  }
  showControls(document, state);
  const changed = Object.entries(figureAttributes(state)).filter(([id, attributes]) => setAttributes($(id), attributes))
    .map(([id]) => $(id));
  showNotes();
  updateReadout();
  renderOrder(state, textShown ? pe : null);
  updateLearner(state, pe, textShown);
  scheduleUrl();
  return changed;
}

/**
 * Says, next to each figure, what it cannot show of the learner's choices
 * (once the notes' code has come with the later figures). A note is only
 * rewritten when it changes (each is announced).
 */
function showNotes() {
  if (settingNotes) {
    const notes = settingNotes(state);
    const texts = {
      [IDS.pairsNote]: [pairsWarning, notes.pairs].filter(Boolean).join(' '),
      [IDS.kNote]: notes.k, [IDS.rotationSizeNote]: notes.rotation, [IDS.similarityNote]: notes.similarity,
    };
    for (const [id, text] of Object.entries(texts)) showText($(id), text);
  }
  // The pairs box is invalid while its text cannot be read (its note, which
  // describes it, says why).
  if (pairsWarning) $('wave-pairs').setAttribute('aria-invalid', 'true');
  else $('wave-pairs').removeAttribute('aria-invalid');
}

/** Milliseconds between the last change and the URL update. */
const URL_DELAY = 200;
/** Milliseconds the URL update then waits at most for the browser to be idle. */
const URL_IDLE_TIMEOUT = 1000;

/**
 * Writes the URL once the learner has settled: a pause of URL_DELAY after
 * the last change, no pointer pressed, then an idle moment. Browsers
 * throttle replaceState calls, a dragged slider would make hundreds, and
 * each costs about a millisecond: written in an idle callback, it never
 * lands in the frame of a step, and a drag or a run of key presses
 * (30 ms apart when a key is held) writes it once.
 */
function scheduleUrl() {
  urlPending = true;
  clearTimeout(urlTimer);
  if (urlIdle) cancelIdleCallback(urlIdle);
  urlIdle = 0;
  urlTimer = window.setTimeout(() => {
    if ('requestIdleCallback' in window) urlIdle = requestIdleCallback(writeUrl, { timeout: URL_IDLE_TIMEOUT });
    else writeUrl();
  }, URL_DELAY);
}

addEventListener('pointerdown', () => { pointerDown = true; }, { capture: true, passive: true });
for (const type of ['pointerup', 'pointercancel']) {
  addEventListener(type, () => {
    pointerDown = false;
    if (urlPending) scheduleUrl();
  }, { capture: true, passive: true });
}

function writeUrl() {
  urlIdle = 0;
  // Never while a pointer is pressed (a slider dragged): pointerup writes.
  if (pointerDown) return;
  urlPending = false;
  const query = writeState(state, location.search, defaults);
  const search = query ? `?${query}` : '';
  // An unchanged address is not written again (a replaceState costs ms).
  if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

/**
 * The scheme a theme shows now ('' before any): each figure follows a change
 * of the system's by itself (widgets/color-scheme.js).
 * @param {string} theme
 */
function schemeOf(theme) {
  return theme === 'auto' ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : theme;
}

/**
 * The page's scheme changed: every figure takes the new color-scheme and
 * draws again (each follows a change of the system's by itself).
 */
function redrawCanvases() {
  // A figure whose code has not loaded yet takes the scheme when it is defined.
  for (const figure of document.querySelectorAll(FIGURE_TAGS.join(','))) /** @type {any} */ (figure).invalidate?.();
}

/** @param {HTMLElement} box @param {string[]} lines */
function showNotice(box, lines) {
  box.hidden = lines.length === 0;
  if (lines.length === 0) return;
  const list = document.createElement('ul');
  for (const line of lines.slice(1)) list.append(Object.assign(document.createElement('li'), { textContent: line }));
  box.replaceChildren(lines[0], list);
}

// A control that changes only figures off screen says where they are.
bindControls(document, (patch, warning) => pointToFigures(change(patch, warning)));
// Opening a link to a section scrolls there at once; from the first pointer or
// key press on, in-page jumps scroll smoothly (lesson.css, unless reduced motion).
for (const type of ['pointerdown', 'keydown']) {
  addEventListener(type, () => { document.documentElement.dataset.interacted = ''; }, { capture: true, once: true });
}
$(IDS.reset).addEventListener('click', () => change({ ...defaults }));
render();
quietOffScreen(document);
keepFocusInView(document.querySelector('main') ?? document.body);

// What the page computes for its text (section 1's verdict, the numbers in
// the prose) waits until the first figure is shown: at a link to a later
// section it would delay that figure's paint.
void firstFigureShown.then(() => {
  textShown = true;
  render();
});

// The notes beside the later figures, the learner's side of the page
// (predictions, checks and the words of their formulas, saved answers, the
// course platform), section 9's run, the order labs' first runs, the tab
// stops of boxes that scroll sideways and the language menu's links come
// with the later figures, after the first figure: none of their code or
// words delays its paint.
void firstFigureShown.then(() => import('./later.js')).then((later) => {
  settingNotes = later.settingNotes;
  showNotes();
  later.focusScrollBoxes(document);
  later.setupLanguageMenu(document);
  later.nameMathInLegends(document);
  updateLearner = later.setupLearner(change);
  later.setupLengthRun(() => pe);
  later.trainOrderLabsWhenSeen(document);
  document.removeEventListener('click', keepPress, true);
  document.removeEventListener('keydown', keepPress, true);
  updateLearner(state, pe, textShown);
  // The presses kept meanwhile, now that their handlers are set up.
  for (const button of earlyPresses) button.click();
  // The learner's answers are read and shown, and answering is wired (docs/lesson.md).
  document.documentElement.setAttribute('data-learner-ready', '');
}, (error) => globalThis.reportError?.(error));

loadPosenc().then((loaded) => {
  pe = loaded;
  render();
}, (error) => {
  showNotice($(IDS.loadNotice), [words().t('ui-main-load-notice'), String(error?.message ?? error)]);
});
