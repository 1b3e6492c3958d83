embed-default-title = posenc 图示
embed-sandbox-notice =
    此图示放在未设置 <code data-l10n-name="code1">allow-same-origin</code> 的沙盒框架中、而其服务器又不允许跨源请求时，无法启动。请用 <code data-l10n-name="code2">sandbox="allow-scripts allow-same-origin"</code> 嵌入它，或者在提供它的文件时加上响应头 <code data-l10n-name="code3">Access-Control-Allow-Origin: *</code>。
embed-script-notice = 此图示没有启动：JavaScript 已被关闭，或者页面脚本被拦截、没有加载。
