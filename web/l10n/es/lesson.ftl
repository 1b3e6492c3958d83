# La prosa de la lección (web/index.html), en español: un mensaje por elemento con data-l10n-id.
# Los hijos con nombre (data-l10n-name) se quedan en su sitio; las fórmulas las pone la página.
# Glosario y reglas del marcado: docs/translating.md. Los ejemplos en inglés («man bites dog»)
# se quedan así por ahora: el tokenizador de la demostración es inglés.

## Shared: buttons used in many sections

skip-prediction = Solo muéstramelo
check-answer = Comprobar

## Page: title, header and settings

page-title = ¿Dónde estoy? La codificación posicional, la última pieza de la atención
page-description =
    .content = Una lección interactiva: por qué la autoatención no ve el orden de las palabras y cómo lo arreglan las codificaciones posicionales de senos y cosenos.
page-skip = Saltar a la lección
page-module-name = Mecanismo de atención · lección 6 de 6
page-theme-label = Tema
page-theme-auto = Como el sistema
page-theme-light = Claro
page-theme-dark = Oscuro

## Introduction and notices

intro-title = ¿Dónde estoy? La codificación posicional
intro-lede =
    Ya sabes cómo la atención deja que cada token mire a todos los demás. Esta lección se
    pregunta qué sabe la atención del <em>orden</em> de esos tokens, y muestra cómo una tabla de
    senos y cosenos, sumada a los embeddings, se lo da.
intro-how =
    Antes de cada demostración se te pide que predigas lo que mostrará: un clic, y una
    predicción equivocada enseña tanto como una acertada. «Solo muéstramelo» se salta la
    pregunta.
    <span data-l10n-name="lms" data-lms-text="Tus respuestas las guarda la plataforma de aprendizaje de tu curso.">Tus
    respuestas se quedan en este navegador.</span>
intro-file-notice =
    Esta página no funciona abierta como archivo: los navegadores se niegan a cargar sus módulos
    desde una dirección <code data-l10n-name="code1">file://</code>, así que las figuras se quedan
    en blanco. Sírvela con un servidor: ejecuta <code data-l10n-name="code2">npm start</code> en el
    repositorio y abre la dirección que imprime. O abre la lección en un solo archivo,
    <code data-l10n-name="code3">posenc-lesson.html</code> (en la carpeta
    <code data-l10n-name="code4">site/</code> ya construida), que funciona desde un archivo.
intro-script-notice =
    Las figuras y las preguntas de esta lección no arrancaron: JavaScript está desactivado, o el
    script de la página se bloqueó o no se cargó. La lección en un solo archivo,
    <code data-l10n-name="code1">posenc-lesson.html</code>, lleva su script incrustado, y un
    servidor web con una Content-Security-Policy estricta lo bloquea: abre ese archivo
    directamente desde tu disco, o publica la carpeta <code data-l10n-name="code2">site/</code>,
    que funciona con una política estricta.

## Contents

toc-title = En esta lección
toc-order = La atención no ve el orden
toc-needs = Qué necesita un código de posición
toc-sinusoids = Senos y cosenos
toc-rotation = Un desplazamiento es una rotación
toc-attend-back = Una cabeza que atiende k palabras atrás
toc-properties = Las promesas, medidas
toc-check = Ponte a prueba
toc-takeaways = Para llevar
toc-further = <a data-l10n-name="link">Para ir más lejos</a> (opcional)

## Section 1: Attention is blind to order

s1-title = <span data-l10n-name="num">1</span> La atención no ve el orden
s1-intro =
    La autoatención compara cada token con todos los demás mediante
    <math data-l10n-name="m1"></math>. Cada puntuación depende de los vectores de dos tokens y de
    nada más. ¿Qué pasa cuando las mismas palabras llegan en otro orden?
s1-predict-shuffle-question =
    <span data-l10n-name="tag">Predice</span> Una capa lee «hombre muerde perro» y luego «perro
    muerde hombre», sin información de posición. ¿Cambiará el vector de salida de alguna palabra, además de
    moverse al nuevo lugar de la palabra?
s1-predict-shuffle-all = Sí: cambia la salida de cada palabra
s1-predict-shuffle-moved = Solo cambian las palabras que se movieron
s1-predict-shuffle-none = No: cada palabra conserva su salida; solo se mueven las filas
s1-predict-shuffle-why =
    La salida de una palabra es una media de todos los vectores de valor, ponderada por las
    puntuaciones; reordenar las palabras reordena los términos de esa media, no sus valores.
s1-order-demo-title = Pruébalo
s1-order-demo-hint =
    Una capa de atención de juguete (pesos aleatorios fijos, d<sub>model</sub> = 16) lee una
    frase y las mismas palabras reordenadas. Escribe la tuya (Intro). Señala una celda de
    cualquier mapa, o enfócala y usa las flechas, para leerla.
s1-veil-note =
    .data-veil-note = Responde a la predicción de abajo para usar este interruptor.
s1-pe-switch-label = <input data-l10n-name="input"> Añadir codificación posicional
# En estilo de titular, como el inglés «man bites dog»: sus tres palabras al revés dan la otra frase.
s1-order-demo-sentence =
    .sentence = hombre muerde perro
s1-reorder-legend = Más formas de reordenar
s1-move-first = Mover la primera palabra al final
s1-swap-ends = Intercambiar la primera y la última
s1-outputs-title = Las salidas, palabra por palabra
s1-outputs-lines =
    Cada fila es la salida de una palabra; una línea une las dos filas de una palabra, continua
    si son idénticas, discontinua si difieren.
s1-permutation-formula =
    Para toda matriz de permutación <math data-l10n-name="m1"></math> que reordena las filas de
    la entrada <math data-l10n-name="m2"></math>,
s1-equivariant =
    La autoatención es <em>equivariante a permutaciones</em>. Todo lo que ignora el orden, como
    la media de las salidas, es entonces igual para «hombre muerde perro» y «perro muerde hombre», aunque
    signifiquen cosas opuestas.
s1-causal =
    Esto vale <em>sin máscara</em> y con una lectura que ignora el orden, como en BERT. Una
    máscara causal (cada token ve solo a sí mismo y a los anteriores) rompe la simetría:
    <a data-l10n-name="link">sección 9</a>.
s1-predict-with-pe-question =
    <span data-l10n-name="tag">Predice</span> Ahora suma a cada palabra un vector que depende de
    su posición. Vuelve a barajar: ¿cambiarán las salidas?
s1-predict-with-pe-change = Sí: cambian las salidas, no solo su orden
s1-predict-with-pe-same = No: la atención sigue tratando las palabras como un conjunto
s1-predict-with-pe-why =
    La misma palabra entra ahora en la capa como un vector distinto en cada lugar. El
    interruptor de arriba ya está activado.
s1-addition-demo-title = Sumar la posición
s1-addition-demo-text =
    «el» está en las posiciones 0 y 3 de «el perro vio el mar»: un embedding más dos códigos de
    posición dan dos entradas distintas.
s1-addition-sentence =
    .sentence = el perro vio el mar
s1-repeat-demo-title = Una palabra repetida
s1-repeat-demo-text =
    Sin información de posición, las dos copias de «el» (recuadradas) entran y salen de la capa
    como el mismo vector.
s1-pe-switch-repeat-label = <input data-l10n-name="input"> Añadir codificación posicional
s1-repeat-sentence =
    .sentence = el perro vio el mar
s1-training-demo-title = ¿Lo arregla el entrenamiento?
s1-training-demo-text =
    Un transformer diminuto lo intenta: una capa de atención (d<sub>model</sub> = 16) lee
    sustantivo, verbo, sustantivo, y un token [CLS] delante responde quién hace la acción. Elegir
    al azar entre seis sustantivos acierta una vez de cada seis; sin entrenar, el modelo obtiene
    entre el 0 % y el 50 % en 20 inicios aleatorios. Su prueba usa tres pares de sustantivos
    reservados, que no ve al entrenar.
s1-predict-training-question =
    <span data-l10n-name="tag">Predice</span> Entrenado sin información de posición, ¿hasta dónde
    puede subir su acierto en la prueba?
s1-predict-training-learns = Hasta el 100 %, con entrenamiento suficiente
s1-predict-training-chance = A ninguna parte: se queda en 1 de cada 6
s1-predict-training-half = Nunca puede pasar del 50 %
s1-predict-training-why =
    Por simetría: sin información de posición, «man bites dog» y «dog bites man» son el mismo
    conjunto de palabras, así que reciben una sola respuesta, correcta para una e incorrecta
    para la otra. El 50 % es un techo, no el azar: lo mejor que puede hacer un modelo ciego al
    orden, con una pérdida de al menos ln 2 ≈ 0,693. Una ejecución puede quedarse por debajo.
s1-order-lab-reveal-hint =
    El laboratorio se entrena cuando llegas a él; luego elige «sinusoidal (sumada)», pulsa Entrenar y prueba
    «Entrenar 20 semillas»: una sola ejecución puede acabar en cualquier sitio.
s1-order-lab-result =
    En 20 inicios aleatorios de los 200 pasos del laboratorio, ninguno pasa del 50 % sin señal;
    con la sinusoidal, 19 llegan al 95 % en los pares reservados. La tabla de puntuaciones usa
    los cuatro términos de la <a data-l10n-name="link">sección 5</a>; [CLS], siempre en la
    posición 0, tiene términos de consulta de palabra y de posición que no se pueden distinguir.

## Section 2: What a position code needs

s2-title = <span data-l10n-name="num">2</span> Qué necesita un código de posición
s2-intro =
    El arreglo es dar a cada token un segundo vector que diga dónde está y sumarlo al embedding
    del token. Antes de elegir uno, veamos qué debe cumplir:
s2-unique = <strong>Único:</strong> no hay dos posiciones con el mismo código.
s2-deterministic = <strong>Determinista:</strong> la misma posición recibe siempre el mismo código.
s2-bounded =
    <strong>Acotado:</strong> los valores se quedan en un rango fijo por largo que sea el texto,
    así que nunca ahogan el embedding de la palabra.
s2-same-distance = <strong>La misma distancia en todas partes:</strong> de la posición 5 a la 7 se ve igual que de la 50 a la 52.
s2-any-position =
    <strong>Definido para cualquier posición:</strong> la regla da un código por lejos que llegue
    el texto. (Si un modelo entrenado se las arregla con textos más largos es otra cuestión:
    <a data-l10n-name="link">sección 9</a>).
s2-three-ideas =
    Tres primeras ideas, y cada una falla en un punto. Las filas son posiciones, las columnas son
    canales, y las tres comparten una misma escala de color, de 0 a 1.
s2-caption-index =
    <strong>El propio índice</strong> (0, 1, 2, …). Único, pero <em>no acotado</em>: desde la
    posición 2 se sale de la escala, y la posición 500 recibe 500, cientos de veces los valores
    del embedding al que se suma.
s2-caption-fraction =
    <strong>El índice dividido entre (longitud − 1)</strong>. Acotado en [0, 1], pero la
    posición 2 recibe 2/4 = 0,5 en una frase de 5 palabras y 2/9 ≈ 0,22 en una de 10: la
    <em>misma posición recibe códigos distintos</em>.
s2-caption-binary =
    <strong>Dígitos binarios.</strong> Acotado y único, pero de 7 a 8 cambian cuatro bits y de 8
    a 9 solo uno: <em>la distancia es desigual</em>. Recuerda la imagen: los bits bajos cambian
    deprisa, los altos despacio.

## Section 3: Sines and cosines

s3-title = <span data-l10n-name="num">3</span> Senos y cosenos
s3-intro =
    El artículo del transformer (<a data-l10n-name="link">Vaswani et al., 2017</a>, sección 3.5)
    conserva la idea del contador binario, canales rápidos y canales lentos, pero hace de cada
    canal una onda suave. Los canales van en pares; el par <math data-l10n-name="m1"></math> es
    un seno y un coseno de la misma frecuencia <math data-l10n-name="m2"></math>:
s3-formula-for = para
s3-pe-row =
    El vector <math data-l10n-name="m1"></math>, una fila de esta tabla, se suma al embedding del
    token en la posición <math data-l10n-name="m2"></math>.
s3-predict-fast-question =
    <span data-l10n-name="tag">Predice</span> Dibuja la tabla con una fila por posición y una
    columna por canal. ¿Qué canales cambian más de una fila a la siguiente?
s3-predict-fast-first = Los primeros canales (i pequeño)
s3-predict-fast-last = Los últimos canales (i grande)
s3-predict-fast-same = Todos cambian al mismo ritmo
s3-predict-fast-why =
    El par <math data-l10n-name="m1"></math> gira <math data-l10n-name="m2"></math> radianes de
    una posición a la siguiente: 1 radián el par 0, y luego cada vez menos.
s3-sin-demo-title = Explora la tabla
s3-sin-demo-hint = Estos ajustes los comparten las secciones 3, 4 y 6.
s3-d-model-label = d<sub>model</sub> (canales)
s3-positions-label = Posiciones mostradas
s3-base-label = Base (10000 en el artículo)
s3-layout-legend = Disposición de los canales
s3-layout-interleaved-label = <input data-l10n-name="input"> Intercalada: sen, cos, sen, cos, …
s3-layout-concatenated-label =
    <input data-l10n-name="input"> Concatenada: primero todos los senos, luego todos los cosenos
s3-heatmap-reveal-hint = Re Pág/Av Pág saltan a lo largo de una fila; Inicio/Fin van a sus extremos.
s3-channel-readout = Señala una celda para ver su par, su frecuencia y su longitud de onda.
s3-wavelengths =
    Los primeros pares giran deprisa y distinguen posiciones vecinas; los últimos giran despacio y
    distinguen el principio de un texto largo de su final, como el segundero, el minutero y el
    horario de un reloj. Las longitudes de onda <math data-l10n-name="m1"></math>
    crecen geométricamente desde <math data-l10n-name="m2"></math> (unas 6,3 posiciones) hasta
    <math data-l10n-name="m3"></math>: <span data-l10n-name="slowest-wavelength">47.117</span>
    posiciones con d<sub>model</sub> = <span data-l10n-name="d">64</span> y base
    <span data-l10n-name="base">10.000</span>, justo por debajo de 2π · base =
    <span data-l10n-name="paper-wavelength">62.832</span> (el «10000 · 2π» del artículo).
s3-layouts-aside =
    Las disposiciones varían: el artículo, el tutorial de PyTorch y Keras intercalan los pares;
    el tutorial de TensorFlow pone primero todos los senos y luego todos los cosenos. Son los
    mismos números con las columnas en otro orden: al modelo no le importa, siempre que el
    entrenamiento y el uso coincidan. tensor2tensor, además, espacia sus frecuencias de otra
    manera (exponente <math data-l10n-name="m1"></math> en lugar de
    <math data-l10n-name="m2"></math>), así que su tabla no es exactamente una reordenación de la
    del artículo. Con un d<sub>model</sub> impar, esta biblioteca termina en un seno.
s3-waves-demo-title = Cada canal es una onda
s3-waves-demo-text = Elige pares para dibujarlos frente a la posición.
s3-wave-pairs-label = Pares que dibujar (hasta cuatro números, separados por espacios)
s3-fingerprint-demo-title = La huella de una posición
s3-fingerprint-demo-text = Una fila de la tabla, dibujada como barras: cada posición tiene su propio patrón.
s3-position-label = Posición p
s3-models-title = ¿Usan todos los transformers esta tabla?
s3-models-text =
    No: las tablas aprendidas (BERT, GPT-2), las consultas y claves rotadas (RoPE) y las
    penalizaciones por distancia (ALiBi) también son habituales
    (<a data-l10n-name="link">sección 9</a>). La tabla sinusoidal muestra con más claridad lo que
    cada una tiene que aportar.

## Section 4: A shift is a rotation

s4-title = <span data-l10n-name="num">4</span> Un desplazamiento es una rotación
s4-intro =
    ¿Por qué un seno <em>y</em> un coseno? Juntos forman un punto en una circunferencia: el par
    <math data-l10n-name="m1"></math> de <math data-l10n-name="m2"></math> es el punto de ángulo
    <math data-l10n-name="m3"></math>. Pasar de la posición <math data-l10n-name="m4"></math> a
    <math data-l10n-name="m5"></math> lo gira el ángulo <math data-l10n-name="m6"></math>:
s4-matrix =
    Apila un bloque así por cada par y obtienes una matriz <math data-l10n-name="m1"></math> con
    <math data-l10n-name="m2"></math>. (El signo menos está debajo de la diagonal porque el par
    se escribe con el seno primero).
s4-predict-matrix-question =
    <span data-l10n-name="tag">Predice</span> ¿Depende <math data-l10n-name="m1"></math> de la
    posición <math data-l10n-name="m2"></math>, o solo del desplazamiento
    <math data-l10n-name="m3"></math>?
s4-predict-matrix-k = Solo de k: una matriz sirve para todas las posiciones
s4-predict-matrix-p = También de p: cada posición necesita su propia matriz
s4-predict-matrix-why =
    Mira el bloque: contiene <math data-l10n-name="m1"></math> y
    <math data-l10n-name="m2"></math>, y ninguna <math data-l10n-name="m3"></math>. Abajo, la
    misma matriz desplaza dos posiciones separadas por 50.
s4-same-turn-demo-title = El mismo giro en dos posiciones
s4-same-turn-demo-text =
    «Tres palabras atrás» es, por tanto, una sola aplicación lineal estés donde estés en el
    texto. Los autores del artículo eligieron las sinusoides porque <em>conjeturaron</em> que
    esto permitiría a un modelo aprender con facilidad a atender por posición relativa; es un
    argumento de diseño, no un resultado medido.
s4-rotation-demo-title = Desplaza una posición
s4-position-label = Posición p
s4-offset-label = Desplazamiento k
s4-play = Reproducir: recorrer las posiciones
s4-dials =
    Cada dial es un par. Los pares rápidos (los primeros) giran mucho, los lentos (los últimos)
    apenas se mueven, y mover p gira los dos puntos a la vez sin cambiar el arco.
s4-shift-title = Compruébalo canal por canal
s4-predict-nearest-question =
    <span data-l10n-name="tag">Predice</span> Aparte de la propia
    <math data-l10n-name="m1"></math>, ¿qué posición tiene el código más parecido a
    <math data-l10n-name="m2"></math>, medido con el producto escalar?
s4-predict-nearest-both = Sus dos vecinas, p − 1 y p + 1, por igual
s4-predict-nearest-next = Solo p + 1, la posición siguiente
s4-predict-nearest-far = Una posición lejana
s4-predict-nearest-why =
    Las rotaciones conservan longitudes y ángulos, así que el producto escalar de dos códigos
    solo depende de su desplazamiento, y como <math data-l10n-name="m1"></math>, los
    desplazamientos <math data-l10n-name="m2"></math> y <math data-l10n-name="m3"></math> dan el
    mismo valor. Las vecinas de ambos lados empatan: el producto escalar dice a qué distancia
    están dos posiciones, no cuál va primero. (Los vectores completos sí conocen la dirección,
    porque <math data-l10n-name="m4"></math> y <math data-l10n-name="m5"></math> son distintas).
s4-similarity-demo-title = La similitud solo depende de la distancia
s4-similarity-demo-text =
    Así que la tabla de todos los productos escalares tiene el mismo valor a lo largo de cada
    diagonal, y su perfil decae, con ondulaciones, al crecer la distancia.

## Section 5: A head that attends k words back

s5-title = <span data-l10n-name="num">5</span> Una cabeza que atiende k palabras atrás
s5-intro =
    La consulta y las claves de una cabeza son aplicaciones lineales de su entrada, y la sección
    4 encontró una que lleva del código de aquí al código <math data-l10n-name="m1"></math>
    posiciones atrás: <math data-l10n-name="m2"></math>. Así que demos a una cabeza la consulta
    <math data-l10n-name="m3"></math> y la clave <math data-l10n-name="m4"></math>. Su
    puntuación es
s5-peak = y todos los cosenos alcanzan su máximo en <math data-l10n-name="m1"></math>.
s5-predict-head-question =
    <span data-l10n-name="tag">Predice</span> En la posición 50 de un texto de 64 palabras, ¿harán
    las mismas dos matrices que la cabeza atienda sobre todo a la posición
    <math data-l10n-name="m1"></math>?
s5-predict-head-yes = Sí, como en cualquier posición
s5-predict-head-start = No: solo funcionan cerca del principio
s5-predict-head-own = No: la posición 50 necesita sus propias matrices
s5-predict-head-why =
    La puntuación depende de <math data-l10n-name="m1"></math> y de
    <math data-l10n-name="m2"></math> solo a través de <math data-l10n-name="m3"></math>: cada
    fila es el mismo perfil, desplazado. La fila 50 está recuadrada abajo.
s5-head-demo-title = Una cabeza, una banda
s5-head-demo-rows = Cada fila es una posición de consulta; su celda más brillante indica adónde atiende.
s5-four-terms =
    Suma las palabras, <math data-l10n-name="m1"></math>: la puntuación se separa en cuatro
    términos, palabra·palabra, palabra·posición, posición·palabra y posición·posición. La banda,
    en el último, apenas sobresale de sus vecinas, mientras que palabra·palabra es grande en
    <math data-l10n-name="m2"></math> (la figura muestra los tamaños): para
    <math data-l10n-name="m3"></math> la cabeza hecha a mano falla, y muchas filas atienden a su
    propia palabra.
s5-keep-band =
    Una cabeza conserva su banda si lee la posición aparte de la palabra: concatena las dos en
    lugar de sumarlas, para que sus proyecciones lean solo los canales de posición, o sube el
    peso de la posición hasta que la banda supere a las palabras.
s5-other-codes =
    Con el índice o el código binario, ninguna matriz convierte el código de
    <math data-l10n-name="m1"></math> en el código de <math data-l10n-name="m2"></math>, e
    incluso ese código exacto falla: un producto escalar alcanza su máximo en la igualdad solo
    entre códigos de la misma longitud, como el <math data-l10n-name="m3"></math> de los senos.
    Con <math data-l10n-name="m4"></math> no envían ninguna de las 61 filas a
    <math data-l10n-name="m5"></math>.

## Section 6: The promises, measured

s6-title = <span data-l10n-name="num">6</span> Las promesas, medidas
s6-intro =
    De las cinco promesas de la sección 2, dos se cumplen por la propia fórmula (determinista,
    definido para cualquier posición); el módulo mide las otras tres sobre la tabla de la
    sección 3. Dos identidades hacen casi todo el trabajo:
s6-predict-collision-question =
    <span data-l10n-name="tag">Predice</span> Reduce d<sub>model</sub> a 2, un solo par
    seno–coseno, y muestra 1024 posiciones. ¿Siguen recibiendo las 1024 posiciones códigos
    claramente distintos?
s6-predict-collision-far = Sí: dos códigos cualesquiera están lejos
s6-predict-collision-near = Casi: todos los códigos difieren, pero algunos casi coinciden
s6-predict-collision-equal = No: hay dos posiciones que reciben exactamente el mismo código
s6-predict-collision-why =
    Con un solo par, cada código es un punto de una misma circunferencia: la posición
    <math data-l10n-name="m1"></math> en el ángulo de <math data-l10n-name="m2"></math>
    radianes. Ningún par de números enteros de radianes cae exactamente en el mismo punto (π es
    irracional), pero 1024 puntos en una circunferencia tienen que amontonarse, y como la
    distancia solo depende del desplazamiento, se amontonan por familias: cada par de posiciones
    separadas por <span data-l10n-name="collision-offset">710</span>
    (<span data-l10n-name="collision-count">314</span> pares) está a una distancia de
    <span data-l10n-name="collision-distance">6,0 × 10⁻⁵</span>, y
    <span data-l10n-name="collision-near">1652</span> pares están a menos de 0,01. Más pares lo
    arreglan: con d<sub>model</sub> = 8, los dos códigos más cercanos están a
    <span data-l10n-name="d8-distance">0,65</span>.
s6-show-collision = Muéstralo: d_model 2, 1024 posiciones
s6-undo-collision = Volver a d_model 64, 128 posiciones

## Section 7: Check yourself

s7-title = <span data-l10n-name="num">7</span> Ponte a prueba
s7-intro =
    Ocho preguntas sobre toda la lección. Responde primero de memoria; cada respuesta enlaza con
    su sección. Varias se calculan para tus ajustes actuales.
    <span data-l10n-name="lms" data-lms-text="Tus respuestas las guarda la plataforma de aprendizaje de tu curso, que también registra tu puntuación;">Tus
    respuestas se quedan en este navegador;</span> «Borrar mis respuestas», al pie de la página,
    las olvida.
s7-q-training-question =
    <span data-l10n-name="num">1</span> Un modelo con una capa de atención, sin máscara y sin
    información de posición se entrena, todo el tiempo que quieras, para decir quién hace la
    acción en frases como «dog bites man». En el mejor de los casos, ¿cuántas frases de la
    prueba puede acertar?
s7-q-training-all-feedback =
    .data-feedback = Entrenar más cambia los pesos, no lo que ve el modelo: sin señal de posición, «dog bites man» y «man bites dog» son para él el mismo conjunto de palabras.
s7-q-training-all = Todas, con entrenamiento suficiente
s7-q-training-most-feedback =
    .data-feedback = Los sustantivos tienen sus costumbres, pero las dos frases de un par tienen los mismos sustantivos, así que cualquier costumbre que ayude a una frase perjudica a la otra.
s7-q-training-most = Algo más de la mitad: aprende qué sustantivos suelen ir primero
s7-q-training-half = La mitad: «dog bites man» y «man bites dog» reciben la misma respuesta
s7-q-training-why =
    Las dos frases de cada par son para el modelo el mismo conjunto de palabras, así que reciben
    la misma salida, correcta para una e incorrecta para la otra. Entrenar más cambia los pesos,
    no lo que el modelo puede ver: sin señal de posición, el laboratorio de orden nunca pasa del
    50 %.
s7-q-mask-question =
    <span data-l10n-name="num">2</span> ¿Cuál de estos puede captar el orden de las palabras sin
    ninguna codificación posicional?
s7-q-mask-causal = Un decodificador con máscara causal (cada token ve solo a sí mismo y a los anteriores)
s7-q-mask-unmasked-feedback =
    .data-feedback = Sin máscara, cada token ve a todos los demás: reordenar la entrada solo reordena las salidas, y la media deshace incluso eso.
s7-q-mask-unmasked = Autoatención sin máscara seguida de una media
s7-q-mask-neither-feedback =
    .data-feedback = Es cierto para la atención sin máscara; pero una máscara causal deja que cada posición vea un número distinto de tokens, y esa diferencia ya es una señal de posición.
s7-q-mask-neither = Ninguno: sin un código de posición, el orden siempre se pierde
s7-q-mask-why =
    Una máscara causal da a cada posición un conjunto distinto de tokens que ver, y esa
    diferencia es una señal de posición: con dos capas causales, el laboratorio de la sección 9
    aprende el orden de ella sin código de posición (Haviv et al., 2022, en miniatura).
s7-q-wavelength-question =
    <span data-l10n-name="num">3</span> Con los ajustes de la sección 3 (d<sub>model</sub> =
    <span data-l10n-name="d">64</span>, base <span data-l10n-name="base">10.000</span>),
    ¿cuántas posiciones mide una onda del par 1?
s7-q-wavelength-answer-label = Longitud de onda, en posiciones <input data-l10n-name="input">
s7-q-wavelength-why =
    Una onda del par <math data-l10n-name="m1"></math> mide <math data-l10n-name="m2"></math>
    posiciones, y <math data-l10n-name="m3"></math>, así que aquí son
    <span data-l10n-name="wavelength">8,38</span> posiciones. (La del par 0 es siempre
    2π ≈ 6,28).
s7-q-matrix-question =
    <span data-l10n-name="num">4</span> ¿Qué matriz convierte <math data-l10n-name="m1"></math>
    en <math data-l10n-name="m2"></math>?
s7-q-matrix-one = M₃, la misma para cada posición p
s7-q-matrix-each-feedback =
    .data-feedback = Parece que un desplazamiento debería depender de dónde empieza, pero cada par gira el mismo ángulo 3ωᵢ desde cualquier posición, así que una sola matriz sirve para todas.
s7-q-matrix-each = Una matriz distinta para cada posición p
s7-q-matrix-none-feedback =
    .data-feedback = Los senos y cosenos no son lineales en p, pero el desplazamiento sí: las fórmulas de la suma de ángulos hacen de PE(p + 3) una rotación de PE(p).
s7-q-matrix-none = Ninguna: un desplazamiento no es una aplicación lineal del código
s7-q-matrix-why =
    M₃ gira el par <math data-l10n-name="m1"></math> un ángulo <math data-l10n-name="m2"></math>,
    sea cual sea <math data-l10n-name="m3"></math>: una sola rotación diagonal por bloques para
    todas las posiciones.
s7-q-direction-question =
    <span data-l10n-name="num">5</span> ¿Qué puede leer una capa solo del producto escalar
    <math data-l10n-name="m1"></math>?
s7-q-direction-both-feedback =
    .data-feedback = El producto escalar suma cosenos de (q − p)ωᵢ, y un coseno vale lo mismo para un desplazamiento y su opuesto, así que se pierde cuál va primero.
s7-q-direction-both = A qué distancia están p y q, y cuál va primero
s7-q-direction-distance = A qué distancia están p y q, pero no cuál va primero
s7-q-direction-neighbours-feedback =
    .data-feedback = Dice más que eso: el producto escalar baja suavemente a medida que dos posiciones se separan, así que dice a qué distancia están, no solo si se tocan.
s7-q-direction-neighbours = Solo si p y q son vecinas
s7-q-direction-why =
    El producto escalar es <math data-l10n-name="m1"></math>, el mismo para un desplazamiento y
    su opuesto: una distancia, no una dirección, y varía suavemente, así que dice más que
    «vecina o no».
s7-q-norm-question =
    <span data-l10n-name="num">6</span> Con d<sub>model</sub> =
    <span data-l10n-name="d">64</span>, ¿cuál es la longitud al cuadrado
    <math data-l10n-name="m1"></math> del código de la posición 500?
s7-q-norm-answer-label = Longitud al cuadrado <input data-l10n-name="input">
s7-q-norm-why =
    Cada par aporta <math data-l10n-name="m1"></math>, en cada posición:
    <span data-l10n-name="pairs">32</span> pares dan <span data-l10n-name="norm">32</span> (el
    módulo mide <span data-l10n-name="measured-norm">32</span>).
s7-q-bug-question =
    <span data-l10n-name="num">7</span> Encuentra el error. La tabla de la izquierda sale de una
    implementación con un fallo; la de la derecha es la del artículo. ¿Qué salió mal?
s7-q-bug-exponent-feedback =
    .data-feedback = Ese fallo escalona las frecuencias por canal en lugar de por par, pero los canales lentos seguirían siendo lentos; aquí los canales de la derecha son los más rápidos.
s7-q-bug-exponent = El exponente usa el número de canal c en lugar del número de par i
s7-q-bug-multiply = La posición se multiplica por 10000<sup>2i/d</sup> en lugar de dividirse entre él
s7-q-bug-batch-feedback =
    .data-feedback = Indexar por el ejemplo daría a todas las filas el mismo código, así que las filas no cambiarían en absoluto; aquí cambian deprisa.
s7-q-bug-batch = El código se indexa por el ejemplo del lote en lugar de por la posición
s7-q-bug-layout-feedback =
    .data-feedback = La disposición concatenada reordena los canales pero mantiene cada uno suave; aquí los canales de la derecha parecen ruido, y ninguna reordenación lo explica.
s7-q-bug-layout = Nada: es la disposición concatenada
s7-q-bug-why =
    En la tabla del artículo, los canales de la derecha son lentos, así que cambian poco de una
    fila a otra. En la tabla de la izquierda son los más rápidos de todos y parecen ruido: sus
    frecuencias crecen con <math data-l10n-name="m1"></math> en lugar de decrecer, que es lo que
    hace multiplicar por <math data-l10n-name="m2"></math>. Una disposición concatenada mostraría
    columnas suaves, solo que en otro orden.
s7-q-length-question =
    <span data-l10n-name="num">8</span> Un modelo se entrenó con codificaciones sinusoidales en
    textos de hasta 512 tokens. ¿Qué pasa con un texto de 2000 tokens?
s7-q-length-works-feedback =
    .data-feedback = La fórmula da un código a cada posición, pero el modelo solo aprendió a usar los códigos que vio al entrenar; medido, empeora pasada esa longitud.
s7-q-length-works = Funciona igual de bien: la fórmula da un código para cada posición
s7-q-length-degrades =
    Cada posición recibe un código, pero el modelo nunca vio la mayoría: normalmente empeora
s7-q-length-fails-feedback =
    .data-feedback = Eso vale para una tabla aprendida de 512 filas, no para la fórmula: los senos y cosenos dan un código para cualquier posición.
s7-q-length-fails = No puede funcionar: las posiciones más allá de 512 no tienen código
s7-q-length-why =
    La fórmula está definida para cualquier posición, pero un modelo entrenado solo aprendió a
    usar los códigos que vio; medido, los modelos sinusoidales empeoran poco después de su
    longitud de entrenamiento (Press et al., 2021), y lo mismo le pasa al modelo de juguete del
    laboratorio de orden (sección 9). La tabla aprendida es la que no tiene ninguna fila más allá
    de su final.

## Section 8: Takeaways

s8-title = <span data-l10n-name="num">8</span> Para llevar
s8-takeaway-1 =
    La autoatención sin máscara trata su entrada como un conjunto: reordena los tokens y las
    salidas solo se reordenan, y ningún entrenamiento cambia eso: el modelo del laboratorio de
    orden sin información de posición se queda en el 50 %, lo mejor posible sin orden. (Con dos
    capas causales, el orden vuelve sin código de posición).
s8-takeaway-2 =
    Sumar un vector de posición a cada embedding hace visible el orden: la misma palabra se
    convierte en una entrada distinta en un lugar distinto.
s8-takeaway-3 =
    Los senos y cosenos de frecuencias espaciadas geométricamente dan a cada posición un código
    único y acotado, calculado en lugar de aprendido, con una fórmula definida para cualquier
    posición. Cómo se las arregla un modelo entrenado con posiciones más allá de sus textos de
    entrenamiento es otra cuestión; medido, los modelos sinusoidales empeoran ahí (el
    <a data-l10n-name="link">experimento de longitud</a> del laboratorio de orden).
s8-takeaway-4 =
    Un desplazamiento de <math data-l10n-name="m1"></math> es una rotación
    <math data-l10n-name="m2"></math> que no depende de la posición, así que la similitud de dos
    códigos depende de su distancia, no de su dirección. El artículo conjeturó que esto hace
    que a una capa le resulte fácil aprender posiciones relativas.
s8-takeaway-5 =
    Los modelos reales también aprenden su tabla de posiciones (BERT, GPT-2), rotan consultas y
    claves (RoPE) o penalizan la distancia en las puntuaciones (ALiBi).
s8-next =
    <strong>Próxima lección:</strong> juntarlo todo. La atención, más los embeddings con la
    posición codificada, más las conexiones residuales y la normalización de capa, forman un
    bloque de transformer.
s8-further-reading-title = Para leer más
s8-reading-1 =
    Vaswani et al., <a data-l10n-name="link">«Attention Is All You Need»</a> (2017), sección
    3.5.
s8-reading-2 =
    Blog de Hugging Face, <a data-l10n-name="link">«You could have designed state of the art
    positional encoding»</a>.
s8-reading-3 =
    Serrano.Academy, «How do Transformer Models keep track of the order of words? Positional
    Encoding» (vídeo, en YouTube; en inglés).
s8-reading-4 = «Positional Encoding Explained», The Deep Hub (en Medium; en inglés).
s8-reading-5 =
    Press et al., <a data-l10n-name="link">«Train Short, Test Long: Attention with Linear Biases
    Enables Input Length Extrapolation»</a> (2021).
s8-reading-6 =
    Haviv et al., <a data-l10n-name="link">«Transformer Language Models without Positional
    Encodings Still Learn Positional Information»</a> (2022).
s8-reading-7 =
    Su et al., <a data-l10n-name="link">«RoFormer: Enhanced Transformer with Rotary Position
    Embedding»</a> (2021).

## Section 9: Going further

s9-title =
    <span data-l10n-name="num">9</span> Para ir más lejos
    <span data-l10n-name="badge">opcional</span>
s9-length-title = Más largo que los textos de entrenamiento
s9-length-formula =
    La fórmula da un código para la posición 10.000 con la misma facilidad que para la posición
    10. Un modelo entrenado, en cambio, solo ha aprendido a usar los códigos que vio al
    entrenar. <a data-l10n-name="link">Press et al. (2021, figura 1)</a> entrenaron modelos de
    lenguaje con entradas de una longitud y los probaron con otras más largas: con codificaciones
    sinusoidales, los resultados empeoraron poco después de la longitud de entrenamiento; los
    embeddings rotatorios y el sesgo relativo de T5 aguantaron algo más y también se degradaron;
    su penalización por distancia, ALiBi, no. Una tabla aprendida no tiene ninguna fila más allá
    de su última posición. «Definido para cualquier posición» vale para la fórmula, no para
    el modelo.
s9-length-lab =
    El laboratorio de orden mide lo mismo a escala de juguete. Su segunda tarea esconde
    sustantivo, verbo, sustantivo entre palabras de relleno («the big dog today bites a man»);
    el modelo se entrena con frases de 3 a 8 palabras y luego se prueba con otras más largas.
    Acierto en la prueba, en porcentaje, según la longitud de la frase:
s9-length-scroll-hint = Desplaza la tabla hacia los lados para ver frases más largas →
s9-length-table-caption = Acierto en la prueba (%) según la longitud de la frase
s9-length-table-position-signal = Señal de posición
s9-length-row-none = ninguna
s9-length-row-sinusoidal = sinusoidal
s9-length-row-learned = aprendida
s9-length-row-rope = RoPE
s9-length-table-settings =
    Tarea de relleno, d<sub>model</sub> = 16, máscara bidireccional, 1000 pasos de entrenamiento
    con frases de 3 a 8 palabras; 256 frases de prueba por longitud; media sobre los inicios
    aleatorios (semillas) 1 a 10. Las longitudes 3 a 8 se usaron para entrenar.
s9-length-run = Repetirlo aquí: entrenar las cuatro señales
s9-length-progress =
    .aria-label = Progreso del entrenamiento
s9-length-result =
    Las tres señales son perfectas en las longitudes con las que se entrenaron. La tabla
    aprendida cae en cuanto las frases son más largas: desde la posición 9 no tiene ninguna fila
    entrenada, así que el modelo no recibe nada ahí y no puede situar las palabras. Las señales
    sinusoidal y rotatoria dan un código a cada posición y aguantan unas pocas palabras más, y
    luego también se degradan: con 16 palabras, el doble de la longitud de entrenamiento,
    aciertan unas cuatro veces de cada cinco. Sin señal, el modelo se queda cerca del 50 % en
    todas las longitudes. Un modelo de juguete no es un modelo de lenguaje, pero la forma es la
    que midieron Press et al.: un código para cada posición no da un modelo que funcione en cada
    posición.
s9-causal-lab-title = Una máscara causal: orden sin código de posición
s9-causal-one-layer =
    Este laboratorio no tiene señal de posición y sí una máscara causal, y aprende. Pero fíjate
    en qué le enseña. Con una capa, solo el lugar de la lectura lleva el orden. La respuesta se
    lee en la última palabra, que con una máscara causal ve todas las palabras: la máscara no le
    oculta nada. Pero en sustantivo, verbo, sustantivo la última palabra es siempre el segundo
    sustantivo, así que la lectura sabe qué sustantivo es el último, y la respuesta es el otro.
    Eso sí, aprende las frases más que la regla: en 20 inicios aleatorios de 200 pasos, los 20
    responden bien a todas las frases entrenadas, pero en los tres pares de sustantivos
    reservados la mediana es del 67 % (del 17 % al 100 %).
s9-causal-two-layers =
    Ahora pon la lectura en «[CLS] después de la frase» y las capas en 2. Con dos capas causales
    y un [CLS] leído después de la frase, el orden vuelve sin señal de posición: la segunda capa
    distingue los sustantivos por lo que cada uno pudo ver. En la primera capa, cada palabra ve
    solo las palabras hasta ella, así que el primer sustantivo solo se ha visto a sí mismo y el
    segundo, la frase entera. En 20 inicios aleatorios, los 20 responden bien a todas las frases
    entrenadas, y 19 llegan al 95 % en los pares reservados (el más bajo, 83 %). Esto es
    <a data-l10n-name="link">Haviv et al. (2022)</a> en miniatura: los modelos de lenguaje
    entrenados sin codificación posicional aprenden igualmente las posiciones. Luego pon la
    máscara en ninguna: las capas sin máscara siguen ciegas, con una capa o con dos, porque
    cada palabra ve el mismo conjunto. En los mismos 20 inicios ninguno pasa del 50 %, y
    intercambiar los sustantivos cambia las probabilidades de la respuesta solo por redondeo de
    coma flotante.
s9-precision-demo-title = Precisión: las posiciones grandes exigen aritmética cuidadosa
s9-precision-demo-text =
    El ángulo <math data-l10n-name="m1"></math> crece con la posición. Guardado en un número de
    coma flotante de 16 bits se redondea de forma tosca: los números float16 entre 1024 y 2048 están
    separados por 1, así que el ángulo 1044,27 se convierte en 1044 y su seno se desvía 0,12; los
    números bfloat16 ahí están separados por 8, así que se convierte en 1048 y el seno hasta
    cambia de signo. Incluso float32 redondea: sus números de 65.536 a 131.072 están separados
    por 2⁻⁷, así que un ángulo ahí puede desviarse hasta 2⁻⁸ ≈ 0,004 radianes. Esta biblioteca
    guarda el ángulo en float64.
s9-precision-format-label = Formato numérico
s9-first-position-label = Primera posición
s9-bug-demo-title = Más errores que encontrar
s9-bug-demo-text =
    Cada imagen viene de un fallo real y frecuente. Compárala con la tabla correcta, adivina qué
    salió mal y luego descubre la respuesta.
s9-bug-kind-label = Implementación
s9-bug-kind-bug-exponent = Versión A
s9-bug-kind-bug-integer-exponent = Versión B
s9-bug-kind-bug-batch-axis = Versión C
s9-rope-demo-title = Embeddings rotatorios (RoPE)
s9-rope-demo-text =
    Muchos modelos recientes no suman ningún vector de posición. Usan directamente la rotación de
    la sección 4: rotan cada consulta y cada clave según su propia posición antes del producto
    escalar. Rotar las dos la misma cantidad extra no cambia nada, así que, para unos contenidos
    dados de consulta y clave, la puntuación solo depende del desplazamiento entre los dos
    tokens. Abajo, cada diagonal del mapa (un desplazamiento) tiene un solo color; otros
    contenidos dan otro patrón, con las mismas diagonales.
s9-models-detail-title = Lo que usan de verdad los modelos
s9-sinusoidal-added = <strong>Sinusoidal, sumada:</strong> el transformer original (2017).
s9-learned-added =
    <strong>Aprendida, sumada:</strong> un vector entrenado por posición, como en BERT y GPT-2; el
    artículo del transformer la encontró más o menos igual de buena que las sinusoides (tabla 3,
    fila E), pero no tiene vector más allá de su última posición.
s9-rotary-rope =
    <strong>Rotatoria (RoPE):</strong> consultas y claves rotadas según la posición, como en la
    familia de modelos LLaMA.
s9-distance-penalties-alibi =
    <strong>Penalizaciones por distancia (ALiBi):</strong> ningún vector de posición; cada
    puntuación de atención se rebaja en proporción a la distancia, como en BLOOM.

## Footer

footer-privacy =
    Cada figura se calcula en directo en tu navegador con el módulo WebAssembly de posenc;
    <span data-l10n-name="lms" data-lms-text="no se envía nada a ningún sitio salvo tu progreso, tus respuestas y tu puntuación, a la plataforma de aprendizaje de tu curso.">no
    se envía nada a ningún sitio. Tus predicciones y respuestas se guardan solo en este
    navegador.</span> La barra de direcciones guarda tus ajustes: cópiala para compartir
    exactamente lo que ves.
footer-statement =
    <a data-l10n-name="link">Declaración de accesibilidad</a>: qué se ha probado, qué se sabe que
    aún no funciona y cómo informar de una barrera.
footer-reset = Restablecer todos los ajustes
footer-clear-answers = Borrar mis respuestas
footer-clear-note =
    Tu curso registra tu puntuación a partir de la primera respuesta que diste a cada pregunta.
    «Borrar mis respuestas» vacía las preguntas y predicciones de esta página; no cambia esa
    puntuación. Solo tu curso puede darte un nuevo intento.

## The language menu in the footer: its name. The languages' names are written
## in their own language and are not translated.

language-menu =
    .aria-label = Idioma
