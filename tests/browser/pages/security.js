// Served with a strict CSP plus require-trusted-types-for 'script'
// (tests/browser/security.test.js). Uses the API in both flavours, shows every
// hostile text of the corpus the way the lesson does (textContent), and
// reports how many elements and policy violations that made. Ends with a
// probe that must be blocked, proving the policy is really enforced.
import { init } from '../../../web/src/index.js';
import { HOSTILE_TEXTS } from '../../fixtures/hostile-inputs.js';

const violations = [];
document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective));
const out = document.getElementById('out');
const report = {};
try {
  for (const flavor of ['simd', 'base']) {
    const pe = await init({ flavor });
    report[flavor] = Array.from(pe.encode({ positions: 1, dModel: 4, offset: 1 }));
    let event = null;
    pe.onError((e) => { event = e.code; });
    try { pe.debug.abortForTest(); } catch (error) { report[`${flavor}Abort`] = error.code; }
    report[`${flavor}Event`] = event;
    report[`${flavor}After`] = Array.from(pe.encode({ positions: 1, dModel: 2, offset: 1 }));
  }
  const before = document.getElementsByTagName('*').length;
  for (const text of HOSTILE_TEXTS) {
    const p = document.createElement('p');
    p.textContent = text;
    out.append(p);
  }
  report.created = document.getElementsByTagName('*').length - before;
  report.shown = HOSTILE_TEXTS.every((text, i) => out.children[i].textContent === text.replace(/\r\n?/g, '\n'));
  await new Promise((resolve) => setTimeout(resolve, 50)); // violation events are queued
  report.violations = [...violations];
  try {
    out.innerHTML = '<b>a string into an HTML sink</b>';
    report.probe = 'not blocked';
  } catch (error) {
    report.probe = error.name;
  }
} catch (error) {
  report.error = `${error.code ?? ''} ${error.message}`;
}
document.getElementById('result').textContent = JSON.stringify(report);
