# Las cadenas de las figuras (ver en/figures.ftl).

## Todas las figuras

figure-load-failed = La figura no pudo cargar su módulo WebAssembly: { $error }
figure-render-failed = No se pudo dibujar la figura: { $error }

## La vista de mapa de calor

heatmap-view-name = Mapa de calor
heatmap-view-reader = Lector de celdas del mapa de calor
heatmap-view-keys = Las flechas mueven el cursor una celda y la leen; Re Pág y Av Pág mueven una décima parte de las filas; Inicio y Fin van a los extremos de la fila, y con Control a la primera y la última celda.
heatmap-view-hint = Señala una celda, o enfoca el mapa de calor y usa las flechas, para leer su valor.
data-table-show = Mostrar tabla de datos
data-table-hide = Ocultar tabla de datos
data-table-region = Tabla de datos
data-table-region-named = Tabla de datos: { $caption }

## La leyenda de colores

legend-name = Escala de colores
legend-label = Escala de colores ({ $colormap }): { $what } { $lo } es { $low }, { $middle }, { $hi } es { $high }.
legend-middle-between = { $colour } entre ambos
legend-middle-at = { $colour } en { $mid }
legend-value = el valor
colour-dark-blue = azul oscuro
colour-white = blanco
colour-dark-red = rojo oscuro
colour-dark-purple = morado oscuro
colour-teal = verde azulado
colour-yellow = amarillo
colour-grey = gris

## <posenc-heatmap>

heatmap-name = Mapa de calor de la codificación posicional sinusoidal: posiciones por canales
heatmap-label = Mapa de calor de la codificación posicional sinusoidal: posiciones { $first } a { $last } (filas, de arriba abajo) por { $dModel } canales (columnas, de izquierda a derecha).
heatmap-x-title = canal 0 … { $lastChannel } →
heatmap-y-title = posición { $first } … { $last } →
heatmap-cell = Posición { $position }, canal { $channel } (par { $pair }, { $fn }): { $value }
heatmap-table-caption = Valores de la codificación, posiciones { $first } a { $last }
heatmap-row-header = p { $position }
heatmap-col-header = { $channel }: { $fn } { $pair }
heatmap-summary = { $positions } posiciones ({ $first } a { $last }) × { $dModel } canales, base { $base }, { $layout ->
    [interleaved] disposición intercalada. Las columnas de la izquierda
   *[concatenated] disposición concatenada. Las columnas de la izquierda de cada mitad
  } (pares rápidos) cambian de una fila a otra; las de la derecha (pares lentos) apenas cambian.

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

## <posenc-rotation>

rotation-control-p = posición p
rotation-control-k = desplazamiento k
rotation-dials-name = Diales, uno por par: el punto PE(p) gira k·ωᵢ hasta PE(p + k)
rotation-name = Mapa de calor de la matriz de rotación Mₖ: bloques de 2 por 2 en la diagonal, cero en el resto
rotation-dials-title = Cada par i gira el ángulo k·ωᵢ
rotation-dials-note = Punto hueco: el par en PE(p). Punto relleno: el mismo par en PE(p + k). Eje horizontal: coseno; eje vertical: seno.
rotation-matrix-title = La matriz de rotación Mₖ
rotation-matrix-note = Las celdas en blanco valen exactamente 0: solo los bloques de 2 × 2 de la diagonal no lo son.
rotation-label = Matriz de rotación Mₖ para k = { $k }, d-model { $dModel }: { $blocks } { $count ->
    [one] bloque
   *[other] bloques
  } de 2 por 2 en la diagonal, cero en el resto.
rotation-x-title = columna 0 … { $last } →
rotation-y-title = fila 0 … { $last } →
rotation-cell = Fila { $row }, columna { $column } de Mₖ: { $value } { $block ->
    [inside] (bloque del par { $pair }, ángulo k·ω = { $angle } rad)
   *[outside] (fuera de los bloques)
  }
rotation-table-caption = Mₖ para k = { $k }
rotation-row-header = fila { $row }
rotation-col-header = col. { $column }
rotation-legend-dark = Escala de colores: −1 es azul, los valores cercanos a 0 se funden con el fondo, +1 es rojo.
rotation-dials-label = { $dials } { $count ->
    [one] dial
   *[other] diales
  }, uno por par: el punto PE({ $from }) gira k·ωᵢ hasta PE({ $to }); el par 0 gira { $first } rad, el par { $lastPair } solo { $last } rad.
rotation-summary = Mₖ con k = { $k } lleva PE(p) a PE(p { $sign ->
    [minus] −
   *[plus] +
  } { $offset }) para todo p (d-model { $dModel }, base { $base }). Aquí k = { $k } lleva PE({ $from }) a PE({ $to }): mayor diferencia con PE({ $to }) calculado directamente, { $error }.

## Los diales (en el lienzo de la figura de rotación)

dials-index = i = { $index }
dials-angle = kω{ $subscript } = { $angle }
dials-turns = kω{ $subscript } = { $angle } ({ $turns } vueltas)
dials-cos = cos
dials-sin = sen

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

## <posenc-permutation> (web/src/widgets/permutation.js, permutation-rules.js)

permutation-sentence = Frase
permutation-positional = Sumar la codificación posicional
permutation-shuffle = Barajar las palabras
permutation-reverse = Invertir las palabras
permutation-original = Original
permutation-shuffled = Barajada
permutation-name-original = Pesos de atención de la frase original
permutation-name-shuffled = Pesos de atención de la frase barajada, devueltos al orden original
permutation-name-difference = Diferencia de los dos mapas de atención
permutation-title-original = Atención, frase original
permutation-title-shuffled = Atención, frase barajada, filas y columnas devueltas a su sitio
permutation-title-difference = Diferencia, primer mapa menos segundo
permutation-legend = peso de atención
permutation-legend-difference = diferencia de pesos
permutation-label = Pesos de atención { $map ->
    [original] en la frase original
   *[shuffled] en la frase barajada, devueltos al orden original
  }, { $words } palabras: fila = la palabra que atiende, columna = la palabra atendida.
permutation-table-caption = Pesos de atención { $map ->
    [original] en la frase original
   *[shuffled] en la frase barajada, devueltos al orden original
  } (cada fila suma 1)
permutation-x-title = palabra atendida →
permutation-y-title = palabra que atiende →
permutation-word = «{ $word }» (posición { $position })
permutation-cell = { $from } atiende a { $to }: peso { $weight }
permutation-difference-label = Diferencia de los dos mapas de atención, palabra a palabra: la mayor es { $largest }{ $blank ->
    [yes] , así que el mapa queda en blanco (todo 0).
   *[no] .
  }
permutation-difference-cell = «{ $from }» atendiendo a «{ $to }»: diferencia { $difference }
permutation-difference-caption = Diferencia de los pesos de atención, orden original
permutation-verdict = { $positional ->
    [off] Sin codificación posicional, barajar las palabras solo baraja las salidas: max |Attn(PX) − P·Attn(X)| = { $residual } (redondeo). La capa no distingue los dos órdenes.
   *[on] Con codificación posicional, las salidas cambian cuando las palabras se mueven: max |Attn(PX) − P·Attn(X)| = { $residual }. Ahora el orden de las palabras importa.
  }
permutation-summary = { $verdict } Frase: { $sentence }; barajada: { $shuffled }.
permutation-warning-cut = La frase tiene más de { $max } palabras; solo se usan las { $max } primeras, hasta «{ $last }»; el resto se omite.
permutation-warning-short = La frase necesita al menos 2 palabras; se muestra «{ $fallback }».
permutation-warning-order = permutation debe contener cada número de 0 a { $last } una vez (uno por palabra); se recibió «{ $given }», así que se invierten las palabras.

## <posenc-order-lab> (web/src/widgets/order-lab*.js)
