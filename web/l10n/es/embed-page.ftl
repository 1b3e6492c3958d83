embed-default-title = figura de posenc
embed-sandbox-notice =
    Esta figura no puede arrancar en un marco aislado (sandbox) sin
    <code data-l10n-name="code1">allow-same-origin</code> cuando su servidor no admite
    peticiones de otro origen. Enmárcala con
    <code data-l10n-name="code2">sandbox="allow-scripts allow-same-origin"</code>, o sirve
    sus archivos con la cabecera <code data-l10n-name="code3">Access-Control-Allow-Origin: *</code>.
embed-script-notice =
    Esta figura no arrancó: JavaScript está desactivado, o el script de la página se bloqueó o
    no se cargó.
