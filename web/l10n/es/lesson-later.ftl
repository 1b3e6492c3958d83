# Las palabras de los scripts de la lección que se cargan tras su primera
# figura (ver en/lesson-later.ftl).

ui-attributes-pairs-missing = d_model { $d } tiene { $pairCount ->
    [one] solo el par 0
   *[other] los pares 0 a { $lastPair }
  }, así que { $count ->
    [one] el par { $missing } no se dibuja
   *[other] los pares { $missing } no se dibujan
  }. Tu elección se guarda para un d_model mayor.
ui-attributes-pairs-replaced = d_model { $d } tiene { $pairCount ->
    [one] solo el par 0
   *[other] los pares 0 a { $lastPair }
  }, así que { $count ->
    [one] el par { $missing } no se dibuja
   *[other] los pares { $missing } no se dibujan
  }; se muestran { $shown } en su lugar. Tu elección se guarda para un d_model mayor.
ui-attributes-no-pair = Ningún par elegido: se muestran { $shown }.
ui-attributes-k = El desplazamiento k = { $k } llegaría a la posición { $reach }, antes de la primera: las figuras usan k = { $used } hasta que p sea al menos { $least }. Tu k se guarda.
ui-attributes-rotation = Menos pares que tu d_model { $d }: los diales y Mₖ muestran sus primeros { $pairs } pares (d_model = { $dials }), para que los bloques de 2 × 2 sigan siendo visibles; los otros { $rest } bloques continúan por la diagonal. La comprobación de abajo los usa todos.
ui-attributes-similarity = La matriz muestra las primeras { $shown } de tus { $positions } posiciones (cada fila ocuparía una fracción de píxel); de todos modos, todas las filas tienen el mismo perfil.

ui-check-values-hint-pair0 = Esa es la longitud de onda del par 0, que siempre es 2π; el par 1 gira un poco más despacio.
ui-check-values-hint-per-radian = Eso es 1/ω₁, las posiciones por radián; una onda entera son 2π radianes.
ui-check-values-hint-length = Esa es la longitud misma; la pregunta pide su cuadrado.
ui-check-values-hint-every-channel = Eso exigiría que cada canal valiera ±1; en cada par, sen² + cos² = 1.

ui-checks-pick = Elige primero una respuesta.
ui-checks-right = Correcto.
ui-checks-wrong = No exactamente.
ui-checks-wrong-why = No exactamente. { $why }
ui-checks-not-a-number = Escribe un número, por ejemplo { $example }.
ui-checks-loading = El módulo aún se está cargando: vuelve a intentarlo en un momento.
ui-checks-try-again = { $verdict } Inténtalo de nuevo: la explicación aparece tras tu próxima respuesta.
ui-checks-back = Volver a la sección { $number }: { $title }

ui-learner-score-some = { $answered } de { $total } respondidas; correctas a la primera por ahora: { $right }.
ui-learner-score-wrong-now = Las { $total } respondidas: { $first } de { $total } correctas a la primera; correctas ahora: { $correct }. Las explicaciones enlazan con las secciones que conviene repasar.
ui-learner-score-right-now = Las { $total } respondidas: { $first } de { $total } correctas a la primera, y todas correctas ahora.
ui-learner-score-all = Las { $total } respondidas: { $first } de { $total } correctas a la primera. ¡Muy bien!
ui-learner-not-recorded = La plataforma de aprendizaje de tu curso no está registrando esta visita: tu progreso y tu puntuación no le llegarán. { $kept ->
    [browser] Tus respuestas se quedan en este navegador.
   *[page] Tus respuestas duran hasta que salgas de esta página.
  }
ui-learner-unreadable-lms = Esta versión de la lección no ha podido leer las respuestas que la plataforma de tu curso guarda para ti. Se quedan como están hasta que respondas algo aquí, que las sustituirá.
ui-learner-unreadable-browser = Esta versión de la lección no ha podido leer las respuestas guardadas en este navegador. Se conservan tal cual, para una versión que sí pueda leerlas; lo que respondas aquí se guarda junto a ellas.
ui-learner-dropped = { $count ->
    [one] { $dropped } respuesta guardada ya no encaja en esta versión de la lección y se ha apartado: respóndela de nuevo, por favor.
   *[other] { $dropped } respuestas guardadas ya no encajan en esta versión de la lección y se han apartado: respóndelas de nuevo, por favor.
  }

ui-length-run-loading = Cargando el laboratorio de orden…
ui-length-run-load-failed = No se ha podido cargar el laboratorio de orden: { $error }
ui-length-run-starting = Entrenando…
ui-length-run-training = Entrenando: { $signal ->
    [none] ninguna
    [sinusoidal] sinusoidal
    [learned] aprendida
   *[rope] RoPE
  }, inicio aleatorio { $seed } de { $seeds }…
ui-length-run-done = Hecho: { $runs } ejecuciones en { $seconds } s, en este navegador. { $count ->
    [0] Todas las celdas coinciden con la ejecución guardada.
    [one] { $changed } celda difiere de la ejecución guardada y ahora muestra esta ejecución.
   *[other] { $changed } celdas difieren de la ejecución guardada y ahora muestran esta ejecución.
  }
ui-length-run-failed = La ejecución se detuvo: { $error }. La tabla muestra la ejecución guardada.

ui-lms-not-accepted = La plataforma de aprendizaje no aceptó { $element } y puede que tampoco registre los demás datos de la lección
ui-lms-not-saved = La plataforma de aprendizaje no guardó tu progreso
ui-lms-not-closed = La plataforma de aprendizaje no cerró la sesión
ui-lms-failed = { $what }.
ui-lms-failed-error = { $what } ({ $error }).
ui-lms-error-code = error { $code }
ui-lms-error-text = error { $code }, { $text }

ui-math-sub = { $base } subíndice { $index }
ui-math-squared = { $base } al cuadrado
ui-math-power = { $base } elevado a { $power }
ui-math-sub-power = { $base } subíndice { $index } elevado a { $power }
ui-math-over = { $top } entre { $bottom }
ui-math-root = raíz cuadrada de { $content }

ui-predictions-right = Predijiste «{ $choice }». Correcto.
ui-predictions-wrong = Predijiste «{ $choice }». No exactamente: la respuesta es «{ $answer }».
