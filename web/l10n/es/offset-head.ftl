# Las cadenas de <posenc-offset-head> (ver en/offset-head.ftl).

## <posenc-offset-head> (web/src/widgets/offset-head.js)

offset-head-control-k = desplazamiento k
offset-head-control-scale = escala
offset-head-control-weight = peso de la posición
offset-head-code = Código de posición
offset-head-code-sinusoidal = sinusoidal
offset-head-code-index = índice p
offset-head-code-binary = binario
offset-head-words = Palabras
offset-head-words-none = ninguna
offset-head-words-add = sumadas
offset-head-words-concat = concatenadas
offset-head-name = Pesos de atención de una cabeza que mira k posiciones atrás
offset-head-terms-title = La puntuación, término a término (misma escala de colores)
offset-head-term-word-word = palabra·palabra
offset-head-term-word-position = palabra·posición
offset-head-term-position-word = posición·palabra
offset-head-term-position-position = posición·posición
offset-head-term-sum = suma
offset-head-term-name = Mapa del término { $term } de la puntuación sobre las posiciones de consulta y de clave
offset-head-term-label = Mapa de { $term }: { $peaks } de { $rows } filas tienen su máximo en p − { $k }.
offset-head-term-sum-name = su suma, la puntuación
offset-head-terms-legend = término de la puntuación
offset-head-legend = peso de atención
offset-head-table-summary = Tabla de datos: adónde atiende cada fila
offset-head-table-query = consulta p
offset-head-table-peak = atiende más a q
offset-head-table-weight = peso en p − k
offset-head-table-outside = (fuera)
offset-head-table-caption = Adónde atiende más cada posición de consulta (k = { $k })
offset-head-position-word = { $position } «{ $word }»
offset-head-label = Pesos de atención de una cabeza que mira { $steps } { $direction ->
    [ahead] hacia adelante
   *[back] hacia atrás
  }, código { $code }{ $words ->
    [add] { " " }con las palabras sumadas
    [concat] { " " }con las palabras concatenadas
   *[none] { "" }
  }, { $positions } posiciones: { $hits } de { $rows } filas ponen su mayor peso en la posición p − { $k }{ $band ->
    [yes] , una banda diagonal
   *[no] { "" }
  }.
offset-head-x-title = posición de clave q: 0 … { $last } →
offset-head-y-title = posición de consulta p: 0 … { $last } →
offset-head-cell = Consulta { $query }, clave { $key }{ $target ->
    [yes] { " " }(p − k)
   *[no] { "" }
  }: peso { $weight }, puntuación { $score }{ $split ->
    [yes] { " " }= palabra·palabra { $wordWord } + palabra·posición { $wordPosition } + posición·palabra { $positionWord } + posición·posición { $positionPosition }
   *[no] { "" }
  }
offset-head-verdict = { $result ->
    [all] Todas las filas que tienen una posición { $direction ->
        [ahead] { $steps } adelante
       *[back] { $steps } atrás
      } atienden sobre todo a ella: { $hits } de { $rows }.
    [none] Ninguna de las { $rows } filas que tienen una posición { $direction ->
        [ahead] { $steps } adelante
       *[back] { $steps } atrás
      } atiende sobre todo a ella.
   *[some] Solo { $hits } de las { $rows } filas que tienen una posición { $direction ->
        [ahead] { $steps } adelante
       *[back] { $steps } atrás
      } atienden sobre todo a ella.
  }
offset-head-apart = { " " }Las palabras ocupan canales propios y la consulta y la clave leen solo los canales de posición, así que los tres términos en los que interviene una palabra valen 0.
offset-head-own-word = { " " }{ $hits } de { $rows } filas atienden sobre todo a su propia palabra.
offset-head-own-word-sizes = { " " }{ $hits } de { $rows } filas atienden sobre todo a su propia palabra: palabra·palabra en q = p puntúa de { $low } a { $high }, y posición·posición{ $weighted ->
    [yes] { " " }(peso de la posición { $weight })
   *[no] { "" }
  } alcanza { $peak } en p − k, con { $beside } a su lado.
offset-head-settings = { " " }Código { $code }, mapa de la consulta { $map ->
    [exact] M₋ₖ (k = { $k })
   *[fit] la mejor matriz única (mínimos cuadrados)
  }, d-model { $dModel }, escala { $scale }{ $words ->
    [add] , palabras sumadas
    [concat] , palabras concatenadas
   *[none] { "" }
  }.
offset-head-code-text = { " " }Ni siquiera el código exacto de p − k como consulta lleva allí más que { $hits } de { $rows } filas: las filas de este código tienen longitudes de { $low } a { $high }, y un producto escalar alcanza su máximo en la igualdad solo entre códigos de la misma longitud (toda fila sinusoidal tiene longitud √(d/2)).
offset-head-fit = { " " }El mapa se desvía de c(p − k) en { $miss } (relativo).
offset-head-fit-zero = { " " }Todo objetivo c(p − k) es el vector cero, así que la desviación del mapa no tiene tamaño relativo.
offset-head-mark = { " " }La fila { $row } atiende sobre todo a { $peak }.
offset-head-warning-bytes = sentence: sus palabras, repetidas en { $positions } posiciones, ocupan { $bytes } bytes, más de los { $max } que lee la capa de atención; se muestra el texto por defecto.
