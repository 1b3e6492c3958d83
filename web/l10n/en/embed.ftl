# The embed page (web/embed.html, web/src/embed/embed.js): its title and
# its heading (read by screen readers, which list a frame by its title).

embed-page-title = { $title } (posenc figure)
embed-title-heatmap = The sinusoidal positional encoding table
embed-title-permutation = Self-attention and word order
embed-title-rotation = A shift of position is a rotation
embed-title-similarity = How alike the codes of two positions are
embed-title-order-lab = Training a model to read word order
embed-title-offset-head = An attention head that looks a fixed offset back
# The link under the figure to the accessibility statement (written in English).
embed-statement = Accessibility statement

## The notice of the URL parameters the page could not use (web/src/embed/embed.js,
## params.js; a bad value of a figure's parameter is said by figures.ftl's "Bad
## attribute values"). figure, frame and lang are the page's parameters and
## $figure, $figures and $known names of figures and parameters: they stay as
## they are; $got is the text given.

embed-warning-intro = Some figure parameters were not valid; the figure uses defaults for them:
embed-warning-figure = figure must be one of { $figures }; got "{ $got }", showing { $figure }.
embed-warning-unknown = Unknown parameter "{ $got }" for the { $figure } figure is ignored (known: { $known }).
embed-warning-twice = { $name } is given more than once; the last value is used.
embed-warning-frame = frame is longer than { $max } characters; the resize messages carry its first { $max } only, "{ $got }"…, which the host page must match.
embed-warning-lang = lang must be a language tag such as es or zh-CN; got "{ $got }", showing English.
