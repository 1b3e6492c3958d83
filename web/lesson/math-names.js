// @ts-check
/**
 * Maths in the name of a group. A fieldset is named by its legend, and
 * browsers leave MathML out of that name ("Does depend on the position ?"),
 * so every formula in a legend gets an aria-label that says it in words,
 * computed from its MathML: the group's name then reads completely (WCAG
 * 1.3.1, 2.4.6). Formulas elsewhere keep their MathML for screen readers that
 * read it.
 * @module
 */
import { words } from './words.js';
import './later-words.js';

/**
 * The words for a piece of MathML: tokens as written, scripts said
 * ("M sub k", "x squared"), rows joined by spaces.
 * @param {Element} node @param {import('../src/text/l10n.js').Localizer} [l10n]
 * @returns {string}
 */
export function mathWords(node, l10n = words()) {
  const parts = [...node.children].map((child) => mathWords(child, l10n));
  const [base, second, third] = parts;
  switch (node.localName) {
    case 'mi': case 'mn': case 'mo': case 'mtext':
      return (node.textContent ?? '').trim();
    case 'mspace':
      return '';
    case 'msub':
      return l10n.t('ui-math-sub', { base, index: second });
    case 'msup':
      return second === '2' ? l10n.t('ui-math-squared', { base }) : l10n.t('ui-math-power', { base, power: second });
    case 'msubsup':
      return l10n.t('ui-math-sub-power', { base, index: second, power: third });
    case 'munder': case 'mfrac':
      return l10n.t('ui-math-over', { top: base, bottom: second });
    case 'msqrt':
      return l10n.t('ui-math-root', { content: parts.join(' ') });
    default:
      return parts.filter(Boolean).join(' ');
  }
}

/** Labels every formula inside a legend under `root` with its words. @param {ParentNode} root */
export function nameMathInLegends(root) {
  for (const math of root.querySelectorAll('legend math')) math.setAttribute('aria-label', mathWords(math));
}
