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
