// @ts-check
/**
 * The language menu (web/index.html's footer): each link leads to the same
 * lesson in another language with the learner's settings, which live in
 * the address's query, and the place they were reading (the hash). The
 * answers need nothing: they are kept in localStorage, which every page of
 * one origin shares, whatever its language.
 * @module
 */

/** The settings and the place, carried over to the link's page. @param {HTMLAnchorElement} link */
function carry(link) {
  const page = new URL(link.getAttribute('href') ?? '', location.href);
  page.search = location.search;
  page.hash = location.hash;
  link.href = page.href;
}

/**
 * Keeps the menu's links current as the learner changes the settings: they
 * are rewritten whenever one could be followed or copied (pointed at,
 * focused, clicked), since the settings change the address without a
 * reload.
 * @param {ParentNode} [root]
 */
export function setupLanguageMenu(root = document) {
  for (const menu of root.querySelectorAll('.language-menu')) {
    for (const type of ['pointerover', 'focusin', 'click', 'auxclick', 'contextmenu']) {
      menu.addEventListener(type, (event) => {
        const link = /** @type {Element} */ (event.target).closest?.('a[hreflang]');
        if (link) carry(/** @type {HTMLAnchorElement} */ (link));
      });
    }
  }
}
