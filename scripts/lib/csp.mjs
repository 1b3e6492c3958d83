// The strict Content-Security-Policy the module promises to run under: the
// development server sends it with every HTML page (scripts/serve.mjs) and
// the site build writes it into every built page as a meta tag
// (scripts/build-site.mjs).
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');
