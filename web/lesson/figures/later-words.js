// @ts-check
/**
 * The English words of the lesson's figures below its first screens
 * (web/l10n/en/lesson-figures.ftl), added to the English Localizer when one
 * of those figures loads: an English page fetches them with those figures
 * (later-figures.js), not before its first screen. Each of them imports
 * this module for that effect alone; the other languages' catalogs carry
 * these words already (web/lesson/words.js).
 * @module
 */
import laterEnglish from '../catalogs/en-lesson-figures.js';
import { ENGLISH } from '../../src/text/l10n.js';

ENGLISH.addMessages(laterEnglish);
