// @ts-check
/**
 * The English words of the lesson's scripts that load after its first
 * figure (web/l10n/en/lesson-later.ftl: the notes beside later figures, the
 * verdicts of the predictions and check questions, the score, the notices
 * about saved answers and the learning platform, the length run's status),
 * added to the English Localizer when one of those scripts loads: an
 * English page fetches them with that code (later.js), not before its first
 * figure. Each of them imports this module for that effect alone; the other
 * languages' catalogs carry these words already (words.js).
 * @module
 */
import laterEnglish from './catalogs/en-lesson-later.js';
import { ENGLISH } from '../src/text/l10n.js';

ENGLISH.addMessages(laterEnglish);
