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

## <posenc-permutation> (web/src/widgets/permutation.js, permutation-rules.js)

## <posenc-order-lab> (web/src/widgets/order-lab*.js)
