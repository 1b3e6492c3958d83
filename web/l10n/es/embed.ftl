embed-page-title = { $title } (figura de posenc)
embed-title-heatmap = La tabla de la codificación posicional sinusoidal
embed-title-permutation = La autoatención y el orden de las palabras
embed-title-rotation = Un desplazamiento de posición es una rotación
embed-title-similarity = Cuánto se parecen los códigos de dos posiciones
embed-title-order-lab = Entrenar un modelo para leer el orden de las palabras
embed-title-offset-head = Una cabeza de atención que mira a una distancia fija hacia atrás
