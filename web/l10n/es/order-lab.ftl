# Las cadenas de <posenc-order-lab> (ver en/order-lab.ftl).

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
