# Las palabras que los scripts de la lección y sus figuras escriben en la
# página (ver en/lesson-ui.ftl).

## Scripts de la página

ui-list-separator = {", "}

ui-announce-figures = Esto cambia { $figures ->
    [one] la figura
   *[other] las figuras
  } de { $sections ->
    [one] la sección { $last }
   *[other] las secciones { $list } y { $last }
  }{ $where ->
    [below] , más abajo.
    [above] , más arriba.
   *[none] .
  }

ui-channel-readout = El canal { $channel } es el { $function ->
    [sin] seno
   *[cos] coseno
  } del par i = { $pair }: ω = { $frequency } radianes por posición, longitud de onda { $wavelength } posiciones; en la posición { $position } el ángulo es { $angle } rad.

ui-main-url-notice = Algunos ajustes de este enlace no se han podido usar, así que se muestran los valores por defecto:
ui-main-load-notice = Las figuras necesitan WebAssembly, que no se ha podido cargar:

ui-order-loading = Cargando…
ui-order-same-order = Este orden es el mismo que el original: elige otro para comparar.
ui-order-rows-same = La salida de cada palabra solo se ha movido al nuevo lugar de la palabra: puestas de nuevo en el orden original, las dos salidas difieren como mucho en { $residual }, que es ruido de redondeo.
ui-order-rows-same-blind = La salida de cada palabra solo se ha movido al nuevo lugar de la palabra: puestas de nuevo en el orden original, las dos salidas difieren como mucho en { $residual }, que es ruido de redondeo. La atención no ha notado el nuevo orden.
ui-order-rows-differ = Las salidas han cambiado, no solo se han movido: puestas de nuevo en el orden original, aún difieren hasta en { $residual }. Ahora el orden importa.
ui-order-pooled-same = Promediadas sobre las palabras, las dos frases dan el mismo vector (diferencia { $difference }): un modelo que lea ese promedio no puede distinguir las dos frases.
ui-order-pooled-differ = Promediadas sobre las palabras, las dos frases dan vectores distintos (diferencia { $difference }): ahora se pueden distinguir los dos significados.

ui-play-stopped = Detenido en la posición { $p }.

ui-predictions-veil = Las figuras de abajo siguen ocultas hasta que respondas la pregunta de arriba o elijas «Solo muéstramelo».

## Las líneas del aviso de la URL de las comprobaciones propias de la lección

ui-state-order = order debe nombrar una sola vez el lugar de cada palabra (de 0 a { $last }); se recibió «{ $got }», así que se invierten las palabras.
ui-state-pairs = pairs nombra algún par más de una vez; se recibió «{ $got }», se usa { $pairs }.

## Las figuras de la lección

# <lesson-outputs>
ui-outputs-name = Dos mapas de calor de las salidas de la atención, en el orden original y reordenadas, con una línea que une las dos filas de cada palabra
ui-outputs-original = orden original
ui-outputs-reordered = reordenadas
ui-outputs-legend = salida
ui-outputs-label = Dos mapas de calor de las salidas de la atención, { $rows } filas de { $values } valores: orden original ({ $original }) y reordenadas ({ $reordered }), con una línea que une las dos filas de cada palabra.
ui-outputs-same = Las filas unidas por una línea son de la misma palabra. Las filas unidas son idénticas (mayor diferencia { $gap }): las salidas solo se movieron.
ui-outputs-differ = Las filas unidas por una línea son de la misma palabra. Las filas unidas difieren hasta en { $gap }: las salidas cambiaron con el orden.

