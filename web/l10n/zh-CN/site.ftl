language-menu =
    .aria-label = 语言
