// @ts-check
/**
 * What the lesson loads after its first figure is shown, as one module
 * that the built site's bundler makes one chunk of: the figures below its
 * first screens (later-figures.js, defined by figure-loader.js as they are
 * needed) and the notes beside them (setting-notes.js); the learner's side
 * of the page (learner.js: predictions, check questions, saved answers, the
 * course platform; math-names.js: the words of the questions' formulas);
 * section 9's run (length-run.js), the order labs' first runs
 * (order-labs.js), the tab stops of boxes that scroll sideways
 * (scroll-boxes.js) and the language menu's links (language-menu.js), set
 * up by main.js. One request, and none of their code or English words
 * before the first figure.
 * @module
 */
export { LATER_FIGURES } from './later-figures.js';
export { settingNotes } from './setting-notes.js';
export { setupLearner } from './learner.js';
export { setupLengthRun } from './length-run.js';
export { nameMathInLegends } from './math-names.js';
export { trainOrderLabsWhenSeen } from './order-labs.js';
export { focusScrollBoxes } from './scroll-boxes.js';
export { setupLanguageMenu } from './language-menu.js';
