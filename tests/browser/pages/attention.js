// Runs the attention area in the page (strict CSP, both flavours): the
// tokenizer on Chromium's Intl.Segmenter, the word-order demo, and RoPE.
// Tokens are shown with textContent only, as any page must.
import { init, reversal, tokenize } from '../../../web/src/index.js';

const out = document.getElementById('result');
try {
  const text = 'Man bites dog. <img src=x onerror=alert(1)>';
  const { tokens } = tokenize(text);
  for (const token of tokens) {
    const li = document.createElement('li');
    li.textContent = token;
    document.getElementById('tokens').append(li);
  }
  const result = { tokens };
  const words = tokens.slice(0, 3);
  for (const flavor of ['simd', 'base']) {
    const pe = await init({ flavor });
    const demo = (positional) =>
      pe.permutationDemo({ tokens: words, permutation: reversal(words.length), positional });
    const [plain, positional] = [demo(false), demo(true)];
    result[flavor] = {
      residual: [plain.residual, positional.residual],
      meanPool: [plain.meanPoolDifference, positional.meanPoolDifference],
      rope: Array.from(pe.rope({ input: [1, 0, 1, 0], rows: 2, dModel: 2 })),
    };
  }
  out.textContent = JSON.stringify(result);
} catch (error) {
  out.textContent = `error: ${error.message}`;
}
