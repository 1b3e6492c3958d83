# The page's frame that the platform adds around the lesson's prose
# (web/index.html's head and footer). The languages' names in the menu are
# written in their own language and are not translated.

language-menu =
    .aria-label = Language
