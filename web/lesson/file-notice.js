// @ts-check
// A classic script, not a module: module scripts are refused from file://
// addresses, and this one must run there to say so. Once the page has
// loaded, if the lesson's module never ran (lesson/main.js marks the page),
// the notice in web/index.html is shown. A bundled single-file copy of the
// lesson runs its module from a file, marks the page, and shows no notice.
window.addEventListener('load', function showFileNotice() {
  if (location.protocol !== 'file:' || document.documentElement.hasAttribute('data-lesson-ran')) return;
  var notice = document.getElementById('file-notice');
  if (notice) notice.hidden = false;
  // The general notice says less than this one does about a file:// address.
  var general = document.getElementById('script-notice');
  if (general) general.hidden = true;
});
