// @ts-check
/**
 * The pages of web/ that go out in each language other than English, as
 * <locale>/<page>: written by scripts/build-site.mjs and served by
 * scripts/serve.mjs from web/ (translated by scripts/lib/localize-page.mjs).
 * The lesson first: a folder's own page, `<locale>/`.
 */
export const TRANSLATED_PAGES = Object.freeze(['index.html', 'embed.html']);
