# Las cadenas de las figuras (ver en/figures.ftl).

## Todas las figuras

figure-load-failed = La figura no pudo cargar su módulo WebAssembly: { $error }
figure-render-failed = No se pudo dibujar la figura: { $error }

## Valores de atributo no válidos

attribute-number = { $name } debe ser { $integer ->
        [yes] un entero
       *[no] un número
    } de { $min } a { $max }; se recibió «{ $got }», se usa { $value }.
attribute-number-step = { $name } debe ser { $integer ->
        [yes] un entero
       *[no] un número
    } de { $min } a { $max }, múltiplo de { $step }; se recibió «{ $got }», se usa { $value }.
attribute-choice = { $name } debe ser uno de estos valores: { $values }; se recibió «{ $got }», se usa { $value }.
attribute-list-separator = {", "}
attribute-text-long = { $name } tiene más de { $max } caracteres; se ignora el resto.
attribute-list = { $name } debe ser una lista de hasta { $count } enteros de 0 a { $max }, separados por espacios o comas; se recibió «{ $got }», así que se ignora.
attribute-list-long = { $name } debe ser una lista de hasta { $count } enteros de 0 a { $max }, separados por espacios o comas, en { $most } caracteres como mucho; se recibieron { $length } caracteres, así que se ignora.
heatmap-warning-cells = positions × d-model puede valer como mucho { $cells }; se muestran { $most } posiciones.
permutation-default-sentence = perro muerde hombre
offset-head-default-text = el perro que vio el hombre mordió al gato, y el gato subió al viejo árbol junto al río. el hombre llamó de nuevo al perro, pero el perro se sentó bajo el árbol y le ladró al gato hasta que el sol se puso y los pájaros volvieron al río tranquilo mientras la luna salía sobre las colinas oscuras.

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

# El vocabulario de juguete, en palabras del alumno: una palabra por token del
# modelo (los mismos ids y los mismos números en cada idioma). Cada una debe ser
# una sola palabra para el cuadro de preguntas (letras, sin espacios).
order-lab-word-man = hombre
order-lab-word-woman = mujer
order-lab-word-dog = perro
order-lab-word-cat = gato
order-lab-word-fox = zorro
order-lab-word-bird = pájaro
order-lab-word-bites = muerde
order-lab-word-sees = ve
order-lab-word-chases = persigue
order-lab-word-likes = quiere
order-lab-word-the = el
order-lab-word-a = un
order-lab-word-big = grande
order-lab-word-small = pequeño
order-lab-word-old = viejo
order-lab-word-today = hoy
order-lab-join = { $before } { $after }
order-lab-position = Señal de posición
order-lab-position-none = ninguna
order-lab-position-sinusoidal = sinusoidal (sumada)
order-lab-position-learned = tabla aprendida (sumada)
order-lab-position-rope = RoPE (rotada)
order-lab-mask = Máscara
order-lab-mask-bidirectional = ninguna (bidireccional)
order-lab-mask-causal = causal
order-lab-readout = Lectura
order-lab-readout-cls = [CLS] al principio
order-lab-readout-last = última palabra
order-lab-readout-cls-end = [CLS] después de la frase
order-lab-layers = Capas
order-lab-train = Entrenar
order-lab-pause = Pausa
order-lab-continue = Continuar
order-lab-train-again = Entrenar de nuevo
order-lab-reset = Reiniciar
order-lab-failed = Entrenamiento en pausa: { $error } Pulsa Continuar para seguir.
order-lab-loss-title = Pérdida de prueba
order-lab-accuracy-title = Exactitud de prueba
order-lab-loss-name = Gráfica de pérdida: la pérdida de prueba en cada paso de entrenamiento; una línea discontinua marca lo mejor posible sin orden, ln 2
order-lab-accuracy-name = Gráfica de exactitud: la exactitud de prueba y de entrenamiento en cada paso de entrenamiento; líneas discontinuas marcan lo mejor posible sin orden, 50 %, y el azar, 1/6
order-lab-plot-x = paso de entrenamiento
order-lab-plot-loss = pérdida
order-lab-plot-accuracy = exactitud
order-lab-rule-loss = lo mejor posible sin orden: ln 2 ≈ { $loss }
order-lab-rule-accuracy = lo mejor posible sin orden: { $half }
order-lab-rule-chance = azar: 1/{ $nouns }
order-lab-key-this = esta ejecución: { $settings }
order-lab-key-previous = ejecución anterior: { $settings }
order-lab-key-training = esta ejecución con los pares de sustantivos entrenados (punteada)
order-lab-key-blind = lo mejor posible sin orden ({ $half }) y el azar (1/{ $nouns })
order-lab-key-chance = azar (1/{ $nouns })
order-lab-test-set = { $task ->
    [agent] las { $count } frases «sustantivo verbo sustantivo» de pares de sustantivos no vistos
   *[filler] frases de prueba de { $length } palabras con pares de sustantivos no vistos
  }
order-lab-trained-set = { $task ->
    [agent] las { $count } frases de pares de sustantivos entrenados
   *[filler] frases de { $length } palabras con pares de sustantivos entrenados
  }
order-lab-verdict-learned = ha aprendido quién lo hace
order-lab-verdict-memorised = aprende las frases de entrenamiento, no la regla: mucho mejor con los pares de sustantivos entrenados que con los no vistos
order-lab-verdict-blind = como mucho, echar a suertes entre los dos sustantivos, algo que un modelo ciego al orden no puede superar
order-lab-verdict-better = mejor que echarlo a suertes, pero aún no acierta siempre
order-lab-verdict-coin = todavía no mejora a echarlo a suertes con pares de sustantivos no vistos
order-lab-settings = { $position ->
    [none] sin señal de posición
    [sinusoidal] señal de posición sinusoidal
    [learned] señal de posición aprendida
   *[rope] señal de posición RoPE
  }, { $mask ->
    [causal] máscara causal
   *[bidirectional] máscara bidireccional
  }, lectura en { $readout ->
    [last] la última palabra
    [cls-end] { "[" }CLS] después de la frase
   *[cls] { "[" }CLS] al principio
  }, { $layers } { $count ->
    [one] capa
   *[other] capas
  }
order-lab-summary-head = Laboratorio de orden, { $settings }, tarea { $task ->
    [agent] «quién lo hace»
   *[filler] «con palabras de relleno»
  }.
order-lab-summary-running = { $head } Entrenando: { $total } pasos en curso.
order-lab-summary-untrained = { $head } Aún sin entrenar: pulsa Entrenar para ejecutar { $total } pasos de entrenamiento.
order-lab-summary = { $head } { $phase ->
    [running] Entrenando:
    [paused] En pausa tras
   *[done] Tras
  } { $step } de { $total } pasos: { $verdict }.{ $why ->
    [blind] { " " }Sin información de posición, este modelo ve cada frase como un conjunto de palabras, así que debe dar a «hombre muerde perro» y «perro muerde hombre» la misma respuesta.
   *[other] { "" }
  }
order-lab-status = Paso { $step } de { $total } · exactitud de prueba { $accuracy } en { $testSet } · con pares entrenados { $training } · pérdida de prueba { $loss }
order-lab-pair = { $first }–{ $second }
order-lab-pairs-two = { $first } y { $last }
order-lab-pairs-list-separator = ,{ " " }
order-lab-held-out = Reservados del entrenamiento, en ambos órdenes: { $pairs }.
order-lab-seeds = Entrenar 20 semillas
order-lab-seeds-running = Entrenando 20 inicios aleatorios…
order-lab-seeds-progress = Entrenando 20 inicios aleatorios… { $done }
order-lab-seeds-failed = Los inicios aleatorios se detuvieron: { $error }
order-lab-seeds-counts = En { $runs } inicios aleatorios ({ $steps } pasos cada uno): { $reach95 } llegan al 95 % con pares no vistos y { $past50 } superan el 50 %; mediana { $median } (de { $low } a { $high }); { $trainedAll } aciertan todas las frases entrenadas.
order-lab-strip-name = Franja de la exactitud de prueba de cada inicio aleatorio
order-lab-strip-label = Exactitud de prueba con pares de sustantivos no vistos de { $runs } inicios aleatorios (semillas 1 a { $runs }): { $values }{ $mine ->
    [yes] ; tu ejecución (semilla { $seed }) está rodeada, en { $accuracy }
   *[no] { "" }
  }.
order-lab-strip-yours = tu ejecución
order-lab-loss-label = Gráfica de pérdida: { $shown ->
    [yes] pérdida de prueba de { $first } en el paso { $firstStep } a { $last } en el paso { $lastStep }
   *[no] aún sin entrenamiento
  }{ $blind ->
    [yes] ; una línea discontinua marca lo mejor posible sin orden, ln 2 = { $chance }
   *[no] { "" }
  }{ $previous ->
    [none] .
   *[other] ; la ejecución anterior ({ $previous }) se dibuja discontinua.
  }
order-lab-accuracy-label = Gráfica de exactitud: { $shown ->
    [yes] exactitud de prueba (pares de sustantivos no vistos) de { $first } en el paso { $firstStep } a { $last } en el paso { $lastStep }, exactitud de entrenamiento (punteada) de { $trainingFirst } a { $trainingLast }
   *[no] aún sin entrenamiento
  }; { $blind ->
    [yes] líneas discontinuas marcan lo mejor posible sin orden, { $half }, y el azar, 1/{ $nouns }
   *[no] una línea discontinua marca el azar, 1/{ $nouns }
  }{ $previous ->
    [none] .
   *[other] ; la ejecución anterior ({ $previous }) se dibuja discontinua.
  }
order-lab-ask-title = Pregunta al modelo quién lo hace
order-lab-sentence-label = Frase
order-lab-ask = Preguntar
order-lab-ask-unseen = Preguntar por un par no visto
order-lab-nouns-title = Probabilidad de cada sustantivo
order-lab-attention-title = Atención de la fila de lectura
order-lab-attention-title-token = Atención de la fila de lectura ({ $token })
order-lab-reads-out = { $token } (lectura)
order-lab-skipped = El modelo solo lee palabras: { $count ->
    [one] se omitió 1 signo de puntuación o símbolo
   *[other] se omitieron { $marks } signos de puntuación o símbolos
  }, se le preguntó «{ $sentence }».
order-lab-problem-empty = Escribe primero una frase, por ejemplo «{ $example }».
order-lab-problem-long = El modelo lee como mucho { $max } palabras; esta frase tiene { $truncated ->
    [yes] más de { $count }
   *[no] { $count }
  }: no se preguntó nada.
order-lab-unknown-word = «{ $word }»
order-lab-problem-unknown = El modelo no conoce { $shown }{ $more ->
    [0] { "" }
   *[other] { " " }y { $more } más
  }. Solo conoce estas palabras: { $vocabulary }.
order-lab-unlike = Este modelo solo se entrenó con { $task ->
    [agent] frases «sustantivo verbo sustantivo» como «{ $example }»
   *[filler] «sustantivo verbo sustantivo» entre palabras de relleno, de como mucho { $length } palabras
  }: esta frase es nueva para él, y su respuesta es una conjetura.
order-lab-unseen-pair = Un par de sustantivos no visto: el modelo nunca se entrenó con él.
order-lab-trained-pair = Un par de sustantivos entrenado.
order-lab-answer = ¿Quién lo hace? El modelo responde «{ $answer }» (probabilidad { $probability }).
order-lab-untrained = (Sin entrenar: una conjetura.)
order-lab-attention-label = Atención de la fila de lectura ({ $token }) sobre la frase: { $weights }.
order-lab-weight = { $token } { $weight }
order-lab-terms-title = Puntuación de cada palabra, dividida en cuatro términos
order-lab-rotation-title = Puntuación de cada palabra, sin y con la rotación
order-lab-term-wordWord = palabra·palabra
order-lab-term-wordPosition = palabra·posición
order-lab-term-positionWord = posición·palabra
order-lab-term-positionPosition = posición·posición
order-lab-term-without = sin rotación
order-lab-term-rotation = lo que suma la rotación
order-lab-table-word = palabra
order-lab-table-score = puntuación
order-lab-table-caption = Puntuaciones de la fila de lectura ({ $token }) antes del softmax
order-lab-term-word = { $token } { $score } (sobre todo { $term })
order-lab-terms-text = Puntuación de cada palabra para la fila de lectura ({ $token }), antes del softmax, como suma de cuatro términos: { $words }. Los tres términos en los que interviene una posición suman el { $share } del tamaño de todos los términos{ $why ->
    [some] .
    [causal] : ninguna señal de posición llega a estas puntuaciones, pero sí la máscara causal de la primera capa, porque allí la fila de cada palabra solo mezcló las palabras hasta ella, así que el término palabra·palabra puede depender del orden.
   *[none] : las puntuaciones no pueden depender de dónde está una palabra.
  }
order-lab-rotation-word = { $token } { $without } → { $with }
order-lab-rotation-text = Con RoPE no se suma nada a las palabras: cada consulta y cada clave se giran según su posición, así que la división en cuatro términos no se aplica. Puntuación de cada palabra para la fila de lectura ({ $token }), antes del softmax, sin la rotación → con ella: { $words }. Lo que suma la rotación, la parte que aporta la posición, es el { $share } del tamaño de ambas partes.
order-lab-list-separator = ,{ " " }
