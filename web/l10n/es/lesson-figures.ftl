# Las cadenas de las figuras de la lección más abajo (ver en/lesson-figures.ftl).

# Entre los números de una lista: con coma decimal, punto y coma.
ui-lesson-figure-separator = {"; "}

# <lesson-addition>
ui-addition-name = Gráficas de barras: el embedding de una palabra más su código de posición
ui-addition-no-repeat = Ninguna palabra aparece dos veces en esta frase.
ui-addition-embedding = embedding de «{ $word }»
ui-addition-input = entrada en la posición { $p }
ui-addition-label = Dos filas de tres gráficas de barras, de { $bars } barras cada una, en una misma escala de { $lo } a { $hi }: el embedding de «{ $word }» más PE({ $first }) es su entrada en la posición { $first }; el mismo embedding más PE({ $second }) es su entrada en la posición { $second }.
ui-addition-summary = «{ $word }» tiene un solo embedding esté donde esté. Sumado a PE({ $first }) y a PE({ $second }), da dos entradas que difieren hasta en { $gap } en un canal. Los códigos se quedan dentro de ±1, el tamaño de los valores de los embeddings de este modelo: la palabra sigue ahí, con su lugar escrito encima.

# <lesson-bug>
ui-bug-checked-name = Mapa de calor de la implementación que hay que revisar: posiciones por canales
ui-bug-correct-name = Mapa de calor de la codificación correcta: posiciones por canales
ui-bug-checked-title = Esta implementación
ui-bug-correct-title = Correcta (el artículo)
ui-bug-numbers-summary = Compara las dos tablas en números
ui-bug-numbers-note = Cada par de canales (un seno y un coseno) es un punto de un círculo. Para cada par: el ángulo que gira de una posición a la siguiente, promediado sobre las posiciones, y el rango de sen² + cos² sobre las posiciones (1 cuando el par se queda en el círculo).
ui-bug-numbers-region = Tabla: cómo gira cada par, en las dos tablas
ui-bug-reveal = Revelar el error
ui-bug-hide = Ocultar la respuesta
ui-bug-answer-exponent = El exponente usa el número de canal c, 10000^(−c/d), en lugar del número de par, 10000^(−2i/d). El seno y el coseno de un par ya no comparten frecuencia, así que un desplazamiento ya no es una rotación.
ui-bug-answer-multiply = Multiplica por 10000^(2i/d) en lugar de dividir. Los canales posteriores giran cada vez más rápido en lugar de más despacio, así que a la escala de una frase parecen ruido y nada codifica la posición a grandes rasgos.
ui-bug-answer-batch-axis = La codificación se indexó por el ejemplo del lote en lugar de por la posición, así que todas las posiciones de una frase reciben la misma fila: el modelo vuelve a ser ciego al orden.
ui-bug-answer-integer-exponent = El exponente 2i/d se calculó con división entera, que da 0 para todos los pares, así que todas las frecuencias valen 1: todos los pares giran 1 radián por posición, la misma onda rápida una y otra vez. Nada codifica la posición a grandes rasgos, y las posiciones a 44 de distancia (7 vueltas y 0,02 radianes) reciben casi el mismo código.
ui-bug-same-tables = { $answer } Aquí, sin embargo, las dos tablas son iguales: con d_model 2 solo existe el par 0, cuya frecuencia es 1 en ambos casos. Un d_model mayor (sección 3) muestra el error.
ui-bug-checked-label = Mapa de calor de la implementación que hay que revisar: { $positions } posiciones por { $dModel } canales.
ui-bug-correct-label = Mapa de calor de la codificación correcta: { $positions } posiciones por { $dModel } canales.
ui-bug-x-title = canal 0 … { $last } →
ui-bug-y-title = posición 0 … { $last } →
ui-bug-cell = Posición { $p }, canal { $c }: { $value }
ui-bug-summary = Dos mapas de calor, { $positions } posiciones por { $dModel } canales: la implementación que hay que revisar y la codificación correcta. «Compara las dos tablas en números» indica cómo gira cada par de canales en ambas.
ui-bug-col-pair = par
ui-bug-col-checked-turn = esta implementación: giro por posición (rad)
ui-bug-col-length = su sen² + cos²
ui-bug-col-correct-turn = correcta: giro por posición (rad)
ui-bug-range = de { $from } a { $to }
ui-bug-caption = Cómo gira cada par en las posiciones 0 a { $last }

# <lesson-fingerprint>
ui-fingerprint-name = Gráfica de barras de un código de posición, una barra por canal
ui-fingerprint-x = canal
ui-fingerprint-label = Barras de los { $dModel } canales de PE({ $p }), el canal 0 a la izquierda, de −1 (abajo) a +1 (arriba).
ui-fingerprint-summary = PE({ $p }), { $dModel } canales, { $layout ->
    [interleaved] intercalados
   *[concatenated] concatenados
  }. Primeros canales: { $first }. Último canal: { $last }.

# <lesson-naive-code>
ui-naive-code-name = Mapa de calor de un primer intento de código de posición: posiciones por canales
ui-naive-code-index = El índice sin más: cada canal de la fila p vale p. En la escala de 0 a 1 de los otros paneles, todo a partir de la posición 2 se sale por arriba; la última fila vale { $last }, mientras que los embeddings de las palabras tienen valores de alrededor de ±1.
ui-naive-code-fraction = Índice dividido por (longitud − 1): la posición 2 se codifica como { $code } en una frase de { $positions } palabras.
ui-naive-code-fraction-compare = Índice dividido por (longitud − 1): la posición 2 se codifica como { $code } en una frase de { $positions } palabras, pero como { $other } en una de { $compare }.
ui-naive-code-binary = Dígitos binarios, el bit más bajo en el canal 0. Distancia al cuadrado de 7 a 8: { $near }; de 8 a 9: { $far }. Los vecinos no están todos igual de lejos.
ui-naive-code-words = { $count ->
    [one] { $n } palabra
   *[other] { $n } palabras
  }
ui-naive-code-positions = { $count ->
    [one] { $n } posición
   *[other] { $n } posiciones
  }
ui-naive-code-legend = valor del código
ui-naive-code-legend-top = 1 o más
ui-naive-code-label = Mapa de calor del código { $kind ->
    [index] de índice
    [fraction] de fracción
   *[binary] binario
  }: { $positions } posiciones (filas) por { $channels } { $count ->
    [one] canal
   *[other] canales
  } (columnas), valores de 0 a { $top }.
ui-naive-code-label-over = Mapa de calor del código { $kind ->
    [index] de índice
    [fraction] de fracción
   *[binary] binario
  }: { $positions } posiciones (filas) por { $channels } { $count ->
    [one] canal
   *[other] canales
  } (columnas), valores de 0 a { $top }, dibujado en una escala de 0 a 1, así que todo valor mayor que 1 tiene el color más alto.
ui-naive-code-x-title = canal →
ui-naive-code-y-title = posición 0 … { $last } →
ui-naive-code-cell = Posición { $p }, canal { $c }: { $value }
ui-naive-code-caption = El código { $kind ->
    [index] de índice
    [fraction] de fracción
   *[binary] binario
  }, { $positions } posiciones por { $channels } { $count ->
    [one] canal
   *[other] canales
  }
ui-naive-code-row = p { $p }
ui-naive-code-col = c { $c }

# <lesson-precision>
ui-precision-name = Gráfica del mayor error por posición cuando se redondea el ángulo
ui-precision-x = posición p
ui-precision-y = mayor error
ui-precision-result = Mayor error de cualquier valor en las posiciones { $first } a { $last } cuando el ángulo se redondea a { $format }: { $error }. { $verdict ->
    [bad] Los valores están en [−1, 1], así que es un error grave.
    [small] Pequeño, pero basta para confundir posiciones cercanas.
   *[harmless] Inofensivo en estas posiciones.
  }
ui-precision-label = Gráfica del mayor error por posición, ángulos en { $format }, posiciones { $first } a { $last }.
ui-precision-summary = { $format }: mayor error { $error } en las posiciones { $first } a { $last } (d_model { $dModel }).

# <lesson-properties>
ui-properties-unique-name = Gráfica de la distancia de PE(p) al código de cada una de las demás posiciones
ui-properties-histogram-name = Histograma de todos los valores de la tabla de codificación, de −1 a 1
ui-properties-norms-name = Gráfica de la longitud de PE(p) para cada posición p
ui-properties-unique-term = Único: distancia de la posición p a cada una de las demás posiciones
ui-properties-unique-value = Menor distancia entre dos cualesquiera de las { $positions } filas: { $distance }
ui-properties-and = { $first } y { $next }
ui-properties-unique-x = posición q
ui-properties-nearest = Marcados con un círculo: q = { $near }, los más cercanos a p = { $p } (distancia { $distance }).
ui-properties-unique-label = Gráfica de la distancia de PE({ $p }) a PE(q) para q de 0 a { $last }: 0 en q = { $p }, mínima en el resto en q = { $near } ({ $distance }).
ui-properties-past = (p = { $asked } queda más allá de las { $positions } posiciones mostradas: la gráfica usa p = { $p }.) { $verdict }
ui-properties-relative-term = Posición relativa: mayor error de Mₖ·PE(p) frente a PE(p + k)
ui-properties-relative-meaning = Medido sobre { $pairs } { $count ->
    [one] par
   *[other] pares
  } (p, k) repartidos por la tabla: un desplazamiento es la misma rotación en todas partes, y el error es el redondeo de float32.
ui-properties-histogram-term = Acotado: todos los valores de la tabla
ui-properties-histogram-value = Mayor |valor|: { $value }
ui-properties-histogram-x = valor
ui-properties-histogram-y = % de los valores
ui-properties-histogram-label = Histograma de los { $values } valores de la tabla, de −1 a 1 en { $bins } intervalos: ninguno fuera.
ui-properties-histogram-label-slow = Histograma de los { $values } valores de la tabla, de −1 a 1 en { $bins } intervalos: ninguno fuera. Picos cerca de 0 y cerca de +1.
ui-properties-histogram-meaning = Nada cae fuera de [−1, 1], por lejos que esté la posición, así que el código nunca supera al embedding al que se suma.
ui-properties-histogram-meaning-slow = Nada cae fuera de [−1, 1], por lejos que esté la posición, así que el código nunca supera al embedding al que se suma. Los picos cerca de 0 y de +1 son los pares lentos, que apenas han girado en las { $positions } posiciones mostradas: sus senos se quedan cerca de 0 y sus cosenos cerca de 1.
ui-properties-norms-term = Acotado: la longitud de cada fila
ui-properties-norms-value = Longitud al cuadrado { $length }
ui-properties-norms-range = Longitud al cuadrado de { $low } a { $high }
ui-properties-norms-x = posición p
ui-properties-norms-label = Gráfica de la longitud de PE(p) para p de 0 a { $last }: plana en √(d_model / 2) = { $root }.
ui-properties-norms-meaning = Todas las filas tienen la misma longitud, √(d_model / 2) = { $root } (al cuadrado: { $squared }): cada par aporta sen² + cos² = 1, y { $count ->
    [one] hay { $pairs } par
   *[other] hay { $pairs } pares
  }.
ui-properties-summary = Medido para { $positions } posiciones, d_model { $dModel }, base { $base }: menor distancia { $distance }. { $verdict }

# <lesson-repeated>
ui-repeated-name = Mapa de calor de las salidas de la atención, una fila por palabra
ui-repeated-empty = No hay palabras que mostrar.
ui-repeated-legend = salida
ui-repeated-label = Mapa de calor de las salidas de la atención { $positional ->
    [yes] con
   *[no] sin
  } codificación posicional, una fila por palabra ({ $list }), { $channels } columnas.
ui-repeated-label-repeat = Mapa de calor de las salidas de la atención { $positional ->
    [yes] con
   *[no] sin
  } codificación posicional, una fila por palabra ({ $list }), { $channels } columnas; las dos filas de «{ $word }» están recuadradas.
ui-repeated-x-title = canal de salida →
ui-repeated-y-title = palabra →
ui-repeated-cell = Posición { $p } «{ $word }», canal { $c }: { $value }
ui-repeated-caption = Salidas de la atención, una fila por palabra
ui-repeated-row = { $p }: { $word }
ui-repeated-no-repeat = Ninguna palabra aparece dos veces en esta frase.
ui-repeated-summary-none = { $positional ->
    [yes] Con
   *[no] Sin
  } codificación posicional: { $words } { $count ->
    [one] palabra
   *[other] palabras
  } × { $channels } canales de salida; ninguna palabra repetida.
ui-repeated-col-gap = mayor diferencia
ui-repeated-col-verdict = así que las dos copias son
ui-repeated-without = sin codificación posicional
ui-repeated-with = con codificación posicional
ui-repeated-identical = idénticas
ui-repeated-different = distintas
ui-repeated-copies = Las dos copias de «{ $word }» (posiciones { $first } y { $second }), salida frente a salida
ui-repeated-summary = { $positional ->
    [yes] Con
   *[no] Sin
  } codificación posicional: { $words } { $count ->
    [one] palabra
   *[other] palabras
  } × { $channels } canales de salida. Las dos copias de «{ $word }» difieren como mucho en { $gap }: { $same ->
    [yes] idénticas, la atención no puede distinguirlas
   *[no] distintas, gracias a sus posiciones
  }.

# <lesson-rope>
ui-rope-query-content = Contenido de la consulta
ui-rope-key-content = Contenido de la clave
ui-rope-query-a = consulta A
ui-rope-query-b = consulta B
ui-rope-query-c = consulta C
ui-rope-key-a = clave A
ui-rope-key-b = clave B
ui-rope-key-c = clave C
ui-rope-name = Mapa de calor de la puntuación RoPE según las posiciones de la consulta y de la clave
ui-rope-legend = puntuación q·k
ui-rope-label = Mapa de calor de la puntuación de la consulta { $query } y la clave { $key }, rotadas a las posiciones 0 a { $last }: la posición m de la consulta hacia abajo, la posición n de la clave hacia la derecha. Cada diagonal tiene un solo color: la puntuación solo depende de m − n.
ui-rope-x-title = posición n de la clave: 0 … { $last } →
ui-rope-y-title = posición m de la consulta: 0 … { $last } →
ui-rope-cell = Consulta en { $m }, clave en { $n } (desplazamiento { $offset }): puntuación { $score }
ui-rope-summary = Puntuaciones de la consulta { $query } y la clave { $key } en cada par de posiciones (d = 8, base { $base }): a lo largo de cada diagonal, donde el desplazamiento m − n es el mismo, la puntuación varía como mucho { $spread } (redondeo de float32). En el desplazamiento 0 vale { $first }; en el desplazamiento 3, { $third }.

# <lesson-same-turn>
ui-same-turn-name = Diales de los primeros pares: cada par gira k·ωᵢ
ui-same-turn-title = En p = { $p }: de PE({ $p }) a PE({ $to })
ui-same-turn-pair = el par { $pair }, { $angle } rad
ui-same-turn-label = { $dials } { $count ->
    [one] dial
   *[other] diales
  } en p = { $p }: cada par gira k·ωᵢ; { $turns }.
ui-same-turn-result = Los mismos arcos en las dos posiciones, porque una sola matriz hace los dos desplazamientos: Mₖ con k = { $k } lleva PE({ $p }) a PE({ $pk }) (mayor error { $a }) y PE({ $q }) a PE({ $qk }) (mayor error { $b }).
ui-same-turn-summary = { $all ->
    [yes] { $count ->
        [one] El único par
       *[other] Los { $pairs } pares
    }
   *[no] { $count ->
        [one] El primer par
       *[other] Los primeros { $pairs } pares
    }
  } en p = { $p } y en p = { $q }, desplazados k = { $k }: los puntos están en otro sitio, los arcos son los mismos.

# <lesson-shift>
ui-shift-region = Tabla: Mₖ·PE(p) frente a PE(p + k)
ui-shift-col-channel = canal
ui-shift-caption = Los primeros { $listed } de { $channels } canales, con k = { $k }
ui-shift-result = Mayor diferencia entre Mₖ·PE({ $p }) y PE({ $pk }) en los { $channels } canales: { $error }.
ui-shift-summary = Mₖ·PE({ $p }) junto a PE({ $pk }), canal por canal, para { $count ->
    [one] el primer canal
   *[other] los primeros { $listed } canales
  }.

# <lesson-waves>
ui-waves-name = Gráfica del canal seno de algunos pares frente a la posición
ui-waves-x = posición p
ui-waves-y = valor
ui-waves-key = par { $pair } (canal { $channel }, seno): longitud de onda { $wavelength } posiciones
ui-waves-key-separator = {"; "}
ui-waves-label = Gráfica { $count ->
    [one] del canal seno del par
   *[other] de los canales seno de los pares
  } { $pairs } para las posiciones 0 a { $last }.
ui-waves-summary-one = Onda seno del par { $pairs } en las posiciones 0 a { $last }: { $lines }.
ui-waves-summary = Ondas seno de los pares { $pairs } en las posiciones 0 a { $last }: { $lines }. Los pares más altos tienen longitudes de onda mayores.

# El veredicto de unicidad de <lesson-properties> (property-words.js)
ui-property-words-who = { $adjacent ->
    [yes] { $family ->
        [one] el único par de vecinos
       *[other] los { $pairs } pares de vecinos
    }
   *[no] cada par de posiciones a { $apart } de distancia ({ $pairs } { $family ->
        [one] par
       *[other] pares
    })
  }
ui-property-words-tie = { $adjacent ->
    [yes] { $family ->
        [one] empata
       *[other] empatan
    }
   *[no] empata
  }
ui-property-words-collision = Casi colisión: { $who }, como { $p } y { $q }, { $tie } a esta distancia. Usa más pares, o menos posiciones.
ui-property-words-collision-rounded = Casi colisión: { $who }, como { $p } y { $q }, { $tie } a esta distancia. { $rounded } Usa más pares, o menos posiciones.
ui-property-words-rounded = Redondeados a bfloat16, { $same } de sus { $channels } canales { $count ->
    [one] se convierte
   *[other] se convierten
  } en el mismo número.
ui-property-words-rounded-all = Redondeados a bfloat16, { $same } de sus { $channels } canales { $count ->
    [one] se convierte
   *[other] se convierten
  } en el mismo número, y los códigos coinciden.
ui-property-words-close = Distintos, pero cercanos: { $who } { $tie } a esta distancia, una pequeña fracción de la distancia típica entre códigos.
ui-property-words-distinct = Ningún par de posiciones comparte código. Los más cercanos { $adjacent ->
    [yes] son vecinos
   *[no] están a { $apart } de distancia
  }: { $who } { $tie } como el más cercano, ya que la distancia solo depende del desplazamiento.
