# The words of <posenc-similarity> (see figures.ftl): a file of their own, so that an
# English page loads them with the element's code, not before its first figure.

## <posenc-similarity> (web/src/widgets/similarity.js)

similarity-name = Heatmap of the cosine similarity of every pair of positions
similarity-profile-name = Plot of cosine similarity against the offset k: the measured row 0 and the closed form
similarity-profile-title = Similarity against the offset k = q − p (row p = 0)
similarity-key-line = closed form Σ cos(k·ωᵢ) / (d/2)
similarity-key-dots = row 0 of the matrix
similarity-note = Values are normalised: PE(p)·PE(q) divided by d_model / 2, the squared length of every code, so the diagonal is 1.
similarity-legend = cosine similarity
similarity-label = Similarity of the encodings of positions 0 to { $last } with each other (d-model { $dModel }): highest (1) on the diagonal, fading with distance in the same way in every row; smallest value { $min }.
similarity-x-title = position q: 0 … { $last } →
similarity-y-title = position p: 0 … { $last } →
similarity-cell = Positions { $p } and { $q } (offset { $offset }): dot product { $dot }, cosine { $cosine }
similarity-table-caption = Cosine similarity of positions 0 to { $last }
similarity-row-header = p { $p }
similarity-col-header = q { $q }
similarity-summary = Similarity of { $positions } positions, d-model { $dModel }, base { $base }. Every row is the same profile shifted: it depends only on the offset k. Cosine at k = 1: { $first }, at k = { $last }: { $atLast }.
# Axis titles drawn on the canvas: keep them short.
similarity-plot-x = offset k = q − p
similarity-plot-y = cosine
similarity-profile-label = Plot of cosine similarity against offset k from 0 to { $last }: the dots (measured row 0) lie on the line (closed form), falling from 1 and then oscillating, down to { $min }.
