// Sets every attribute of every posenc element to every hostile text of the
// corpus, long numeric text included (tests/browser/security-widgets.test.js serves this page under
// Trusted Types and a strict CSP) and reports what went wrong: a value used
// that its schema does not accept, a change that was not announced, an
// element made from the text, script that ran, a module error event.
// Defines each element when the page first uses it; ELEMENTS gives the schemas to feed.
import '../../../web/src/widgets/define.js';
import { ELEMENTS } from '../../../web/src/widgets/classes.js';
import { camelCase } from '../../../web/src/widgets/attributes.js';
import { HOSTILE_NUMBERS, HOSTILE_TEXTS, LONG_NUMERIC_TEXTS } from '../../fixtures/hostile-inputs.js';

// The corpus' markup calls alert(): count it if it ever runs.
let executed = 0;
window.alert = () => { executed++; };

const VALUES = [...HOSTILE_TEXTS, ...HOSTILE_NUMBERS.map(String), '1e400', '-0', '0x10', ' 8 ', '8px', 'true',
  'null', '[object Object]', '3,1,2', '0 0 0', '9'.repeat(400), ...LONG_NUMERIC_TEXTS];
const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

/** Tag names in a tree, shadow roots included. @param {Node} root */
function tagsIn(root) {
  const tags = new Set();
  const walk = (node) => {
    for (const child of node.children ?? []) {
      tags.add(child.localName);
      if (child.shadowRoot) walk(child.shadowRoot);
      walk(child);
    }
  };
  walk(root);
  return tags;
}

/** Does any attribute of this element's schema warn about `value`? */
const warns = (ctor, value) =>
  Object.entries(ctor.schema).some(([name, spec]) => spec.parse(value, name).warning !== undefined);

async function feed(tag, ctor, problems) {
  const element = document.createElement(tag);
  document.getElementById('figures').append(element);
  await new Promise((done) => element.addEventListener('posenc-ready', done, { once: true }));
  // The order lab's key gets its items with the first checkpoint drawn, which
  // can come after ready on a loaded machine: the tags it makes count once it has.
  while (element.shadowRoot.querySelector('ul:empty, ol:empty')) await frames();
  const allowed = tagsIn(element.shadowRoot);
  const codes = [];
  element.addEventListener('posenc-error', (e) => codes.push(e.detail.code));
  for (const value of VALUES) {
    for (const name of Object.keys(ctor.schema)) element.setAttribute(name, value);
    await frames();
    const shown = JSON.stringify(value.slice(0, 24));
    for (const [name, spec] of Object.entries(ctor.schema)) {
      const used = element[camelCase(name)];
      const written = spec.format(used);
      if (written !== null && spec.parse(written, name).warning) problems.push(`${tag} ${name}=${shown} uses ${written}`);
    }
    const message = element.shadowRoot.querySelector('.message');
    if (warns(ctor, value) && (message.hidden || !message.textContent || !/status|alert/.test(message.getAttribute('role')))) {
      problems.push(`${tag} ${shown}: the change was not announced`);
    }
    for (const t of tagsIn(element.shadowRoot)) if (!allowed.has(t)) problems.push(`${tag} ${shown}: made <${t}>`);
  }
  element.remove(); // elements only draw near the viewport: make room for the next one
  const moduleErrors = codes.filter((c) => c !== 'invalid-attribute');
  if (moduleErrors.length) problems.push(`${tag}: error events ${moduleErrors.join(', ')}`);
  return codes.length;
}

const report = { problems: [], warnings: {}, executed: 0, values: VALUES.length };
try {
  for (const [tag, ctor] of Object.entries(ELEMENTS)) report.warnings[tag] = await feed(tag, ctor, report.problems);
  report.documentTags = [...tagsIn(document.body)].filter((t) => ['img', 'script', 'iframe', 'object', 'embed'].includes(t));
} catch (error) {
  report.problems.push(`page: ${error.message}`);
}
report.executed = executed;
document.getElementById('result').textContent = JSON.stringify(report);
