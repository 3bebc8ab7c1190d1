// Deep links into a single-page app (the console under /enterprise_web/): a page path reloaded in
// the browser, such as /enterprise_web/zhiwei/index, is answered with the app's index.html by
// rewriting it to the prefix's index.html (the static root does not serve the bare prefix
// either, so that is rewritten too). Files (a dot in the last segment) and other methods are
// left alone, so a missing asset is still a 404.
export function spaFallbackUrl(url: string, method: string | undefined, prefixes: readonly string[]): string {
  if (method !== 'GET' && method !== 'HEAD') return url;
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  for (const prefix of prefixes) {
    if (!path.startsWith(prefix) && path !== prefix.replace(/\/$/, '')) continue;
    const last = path.slice(path.lastIndexOf('/') + 1);
    if (last.includes('.')) return url;
    return `${prefix}index.html${at === -1 ? '' : url.slice(at)}`;
  }
  return url;
}
