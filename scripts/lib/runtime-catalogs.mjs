// @ts-check
/**
 * The catalogs read at run time, each from its areas (web/l10n/<locale>/<area>)
 * into one module per locale in its folder: the figures' (with the embed
 * page's), shipped in the package, and the words the lesson's own scripts and
 * figures write (web/lesson/words.js adds them to the figures' Localizer).
 * `parts` are areas that English splits off (a module each, `en-<part>.js`),
 * imported by the code that writes them: the later elements' words, the
 * embed page's (web/src/embed/params.js), the lesson's figures below its
 * first screens (web/lesson/figures/later-words.js) and the lesson's scripts
 * that load after its first figure (web/lesson/later-words.js).
 */
export const RUNTIME_CATALOGS = [
  { areas: ['figures.ftl'], parts: ['similarity.ftl', 'rotation.ftl', 'offset-head.ftl', 'order-lab.ftl', 'embed.ftl'],
    folder: 'web/src/text/catalogs', what: "figures' catalog", user: 'web/src/text/l10n.js', shown: 'a figure is shown in it' },
  { areas: ['lesson-ui.ftl'], parts: ['lesson-figures.ftl', 'lesson-later.ftl'],
    folder: 'web/lesson/catalogs', what: "lesson scripts' catalog", user: 'web/lesson/words.js', shown: 'the lesson page is in it' },
];
