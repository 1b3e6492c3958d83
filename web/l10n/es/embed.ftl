embed-page-title = { $title } (figura de posenc)
embed-title-heatmap = La tabla de la codificación posicional sinusoidal
embed-title-permutation = La autoatención y el orden de las palabras
embed-title-rotation = Un desplazamiento de posición es una rotación
embed-title-similarity = Cuánto se parecen los códigos de dos posiciones
embed-title-order-lab = Entrenar un modelo para leer el orden de las palabras
embed-title-offset-head = Una cabeza de atención que mira a una distancia fija hacia atrás
embed-statement = Declaración de accesibilidad

## El aviso de los parámetros de la URL que la página no pudo usar

embed-warning-intro = Algunos parámetros de la figura no eran válidos; la figura usa los valores por defecto en su lugar:
embed-warning-figure = figure debe ser uno de estos valores: { $figures }; se recibió «{ $got }», se muestra { $figure }.
embed-warning-unknown = Se ignora el parámetro desconocido «{ $got }» de la figura { $figure } (los conocidos: { $known }).
embed-warning-twice = { $name } aparece más de una vez; se usa el último valor.
embed-warning-frame = frame tiene más de { $max } caracteres; los mensajes de tamaño llevan solo los { $max } primeros, «{ $got }»…, y la página anfitriona debe buscar esos.
embed-warning-lang = lang debe ser una etiqueta de idioma como es o zh-CN; se recibió «{ $got }», se muestra en inglés.
