# The embed page's own texts (web/embed.html), translated at build time into
# its page in each language (site/<locale>/embed.html): what a reader sees
# before its script runs, or where the script cannot run. The page's script
# writes the rest (embed.ftl).

# The page's title and heading until the script names the figure.
embed-default-title = posenc figure
# Shown where the frame's sandbox keeps the figure from loading its files.
# allow-same-origin, the sandbox attribute and the header are code: they stay as
# they are.
embed-sandbox-notice =
    This figure cannot start in a frame sandboxed without
    <code data-l10n-name="code1">allow-same-origin</code> when its server does not allow
    cross-origin requests. Frame it with
    <code data-l10n-name="code2">sandbox="allow-scripts allow-same-origin"</code>, or serve
    its files with the header <code data-l10n-name="code3">Access-Control-Allow-Origin: *</code>.
# Shown to a reader whose browser does not run the page's script.
embed-script-notice =
    This figure did not start: JavaScript is turned off, or the page's script was blocked or
    did not load.
