// @ts-check
/**
 * The language of the single-file lesson, which is also the launch file of
 * the SCORM packages. The file is the English page and carries the lesson
 * in each other language of LOCALES, translated at build time, as a
 * `<template data-locale>` (scripts/build-site.mjs). Before any other
 * script of the lesson runs, this module puts the page in the first of
 * these languages that it carries: the address's `lang` parameter (a course
 * author's or a link's choice), the learner's language in the LMS
 * (lms.js), the browser's languages; English when none fits. Nothing
 * navigates: the LMS's launch parameters stay in the address and its
 * session, which holds the learner's saved answers, stays the same.
 * @module
 */
import { findRuntime, learnerLanguage } from './lms.js';
import { negotiateLocale } from '../src/text/negotiate.js';
import { direction } from '../src/text/locales.js';

/** The address's parameter that names the lesson's language. */
export const LANGUAGE_PARAMETER = 'lang';

/** @type {Map<string, HTMLTemplateElement>} */
const templates = new Map([...document.querySelectorAll('template[data-locale]')]
  .map((t) => [/** @type {HTMLElement} */ (t).dataset.locale ?? '', /** @type {HTMLTemplateElement} */ (t)]));
const runtime = findRuntime(window);
const locale = negotiateLocale([
  new URLSearchParams(location.search).get(LANGUAGE_PARAMETER),
  runtime ? learnerLanguage(runtime) : '',
  ...navigator.languages,
], ['en', ...templates.keys()]);
const chosen = templates.get(locale);
for (const template of templates.values()) template.remove();
if (chosen) {
  const { content } = chosen;
  // The head's translated elements come first in the template: the title and the description.
  for (const element of [...content.children]) {
    const head = element.localName === 'title' ? document.head.querySelector('title')
      : element.matches('meta[name="description"]') ? document.head.querySelector('meta[name="description"]') : null;
    if (!head) break;
    head.replaceWith(element);
  }
  document.documentElement.lang = locale;
  document.documentElement.dir = direction(locale);
  document.body.replaceChildren(content);
}
// The page is shown now, in its language (held back until here: scripts/build-site.mjs),
// and the lesson's other scripts wait a task: the browser may paint the text first, as it
// did before the page was held, rather than after their first long run.
document.documentElement.removeAttribute('data-choosing-language');
await new Promise((resolve) => { setTimeout(resolve); });
