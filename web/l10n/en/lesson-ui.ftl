# The words that the lesson's own scripts (web/lesson/*.js) and its own
# figures (web/lesson/figures/*.js) write into the page at run time: notices,
# verdicts, readouts, announcements. The page's prose is in lesson.ftl (put
# in at build time); the custom elements' words are in figures.ftl. Numbers
# arrive formatted for the locale (as strings); keep every { $variable }.

## Scripts of the page (web/lesson/*.js)

## The lesson's figures (web/lesson/figures/*.js)
