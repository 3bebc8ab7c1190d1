// Script-injection payloads for every user-controlled field the widget and the console render
// (issue 15). Each one, if it ever ran, would set window.__pwned (to say which) or open a dialog.

/** Markup, attribute, template, markdown and Unicode tricks, for fields shown as text or HTML. */
export const TEXT_PAYLOADS: readonly string[] = [
  `<img src=x onerror="window.__pwned='img'">`,
  `<svg onload="window.__pwned='svg'"></svg>`,
  `<script>window.__pwned='script'</script>`,
  `<img src=x onerror=alert('img')>`,
  `" onmouseover="window.__pwned='attr'" x="`,
  `'><img src=x onerror=window.__pwned='quote'>`,
  `</style><script>window.__pwned='style'</script>`,
  `</textarea><svg/onload=window.__pwned='textarea'>`,
  `<a href="javascript:window.__pwned='a'">链接</a>`,
  `<iframe src="javascript:window.__pwned='iframe'"></iframe>`,
  `<iframe srcdoc="<script>parent.__pwned='srcdoc'</script>"></iframe>`,
  `<details open ontoggle="window.__pwned='details'">`,
  `<form><button formaction="javascript:window.__pwned='form'">发送</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned='mxss'>`,
  `<noscript><p title="</noscript><img src=x onerror=window.__pwned='noscript'>">`,
  `{{constructor.constructor('window.__pwned="tpl"')()}}`,
  '${window.__pwned="literal"}',
  `$t(chat:message.face) {{mobile}}`,
  `[点我](javascript:window.__pwned='md') ![x](data:text/html,<script>window.__pwned='mdimg'</script>)`,
  `\u202E<img src=x onerror=window.__pwned='rlo'>\u202C ＜script＞window.__pwned='fullwidth'＜/script＞`,
  `\uFEFF<svg\u000Conload=window.__pwned='ff'>`,
];

/** URL tricks, for fields that may become a link or an image, video or file source. */
export const URL_PAYLOADS: readonly string[] = [
  `javascript:window.__pwned='url'`,
  ` JaVaScRiPt:window.__pwned='case'`,
  `java\tscript:window.__pwned='tab'`,
  // A C0 control before the scheme (NUL itself the server refuses in any string).
  `\u0001javascript:window.__pwned='c0'`,
  `javascript://example.com/%0Awindow.__pwned='comment'`,
  `data:text/html,<script>window.__pwned='data'</script>`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned='dataSvg'"/>`,
  `vbscript:msgbox("pwned")`,
  `&#106;avascript:window.__pwned='entity'`,
];

/** Every text payload in one string: a field that renders it as markup runs the first that works. */
export const TEXT_CORPUS = TEXT_PAYLOADS.join(' ¦ ');

/** Short payloads for fields with a length limit (nick 64, notice 150, introduction 120). */
export const SHORT_PAYLOADS = {
  nick: `<img src=x onerror="window.__pwned='nick'">`,
  notice: `<svg onload="window.__pwned='notice'"></svg> " onmouseover="window.__pwned='notice2'"`,
  introduction: `<img src=x onerror=alert('intro')>`,
  remark: `<img src=x onerror="window.__pwned='remark'">`,
  wording: `<svg onload="window.__pwned='wording'">`,
  fileName: `<img src=x onerror=window.__pwned='file'>.pdf`,
};
