language-menu =
    .aria-label = Idioma
