# Las palabras que los scripts de la lección y sus figuras escriben en la
# página (ver en/lesson-ui.ftl).

## Scripts de la página

## Las figuras de la lección
