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

/**
 * The words for a piece of MathML: tokens as written, scripts said
 * ("M sub k", "x squared"), rows joined by spaces.
 * @param {Element} node
 * @returns {string}
 */
export function mathWords(node) {
  const parts = [...node.children].map(mathWords);
  switch (node.localName) {
    case 'mi': case 'mn': case 'mo': case 'mtext':
      return (node.textContent ?? '').trim();
    case 'mspace':
      return '';
    case 'msub':
      return `${parts[0]} sub ${parts[1]}`;
    case 'msup':
      return parts[1] === '2' ? `${parts[0]} squared` : `${parts[0]} to the power ${parts[1]}`;
    case 'msubsup':
      return `${parts[0]} sub ${parts[1]} to the power ${parts[2]}`;
    case 'munder':
      return `${parts[0]} over ${parts[1]}`;
    case 'mfrac':
      return `${parts[0]} over ${parts[1]}`;
    case 'msqrt':
      return `square root of ${parts.join(' ')}`;
    default:
      return parts.filter(Boolean).join(' ');
  }
}

/** Labels every formula inside a legend under `root` with its words. @param {ParentNode} root */
export function nameMathInLegends(root) {
  for (const math of root.querySelectorAll('legend math')) math.setAttribute('aria-label', mathWords(math));
}
