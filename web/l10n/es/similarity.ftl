# Las cadenas de <posenc-similarity> (ver en/similarity.ftl).

## <posenc-similarity>

similarity-name = Mapa de calor de la similitud coseno de cada par de posiciones
similarity-profile-name = Gráfica de la similitud coseno frente al desplazamiento k: la fila 0 medida y la forma cerrada
similarity-profile-title = Similitud frente al desplazamiento k = q − p (fila p = 0)
similarity-key-line = forma cerrada Σ cos(k·ωᵢ) / (d/2)
similarity-key-dots = fila 0 de la matriz
similarity-note = Los valores están normalizados: PE(p)·PE(q) dividido entre d_model / 2, la longitud al cuadrado de cada código, de modo que la diagonal vale 1.
similarity-legend = la similitud coseno
similarity-label = Similitud de las codificaciones de las posiciones 0 a { $last } entre sí (d-model { $dModel }): máxima (1) en la diagonal, y decrece con la distancia del mismo modo en cada fila; valor mínimo { $min }.
similarity-x-title = posición q: 0 … { $last } →
similarity-y-title = posición p: 0 … { $last } →
similarity-cell = Posiciones { $p } y { $q } (desplazamiento { $offset }): producto escalar { $dot }, coseno { $cosine }
similarity-table-caption = Similitud coseno de las posiciones 0 a { $last }
similarity-row-header = p { $p }
similarity-col-header = q { $q }
similarity-summary = Similitud de { $positions } posiciones, d-model { $dModel }, base { $base }. Cada fila es el mismo perfil desplazado: solo depende del desplazamiento k. Coseno en k = 1: { $first }; en k = { $last }: { $atLast }.
similarity-plot-x = desplazamiento k = q − p
similarity-plot-y = coseno
similarity-profile-label = Gráfica de la similitud coseno frente al desplazamiento k de 0 a { $last }: los puntos (fila 0 medida) caen sobre la línea (forma cerrada), que baja desde 1 y luego oscila, hasta { $min }.
