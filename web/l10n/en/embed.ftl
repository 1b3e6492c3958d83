# The embed page (web/embed.html, web/src/embed/embed.js): its title and
# its heading (read by screen readers, which list a frame by its title).

embed-page-title = { $title } (posenc figure)
embed-title-heatmap = The sinusoidal positional encoding table
embed-title-permutation = Self-attention and word order
embed-title-rotation = A shift of position is a rotation
embed-title-similarity = How alike the codes of two positions are
embed-title-order-lab = Training a model to read word order
embed-title-offset-head = An attention head that looks a fixed offset back
