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

## Los diales (en el lienzo de la figura de rotación)

dials-index = i = { $index }
dials-angle = kω{ $subscript } = { $angle }
dials-turns = kω{ $subscript } = { $angle } ({ $turns } vueltas)
dials-cos = cos
dials-sin = sen

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
