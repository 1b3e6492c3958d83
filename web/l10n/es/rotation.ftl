# Las cadenas de <posenc-rotation> (ver en/rotation.ftl).

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
