// The one rule for a URL that comes from data (a message, a profile, a group) before it becomes a
// link, an image or video source, a download or a new window: only web URLs pass, and mailto:/tel:
// where a link means them. The WHATWG parser reads the value the way the browser will, so case,
// leading spaces and control characters, and tabs or newlines inside a scheme (' JaVaScRiPt:',
// 'java\tscript:') cannot hide javascript:, data: or vbscript:.

/** What the URL is for: `web` pages and files, `link` cards (web, mailto:, tel:), `media` sources. */
export type UrlUse = 'web' | 'link' | 'media';

const SCHEMES: Record<UrlUse, readonly string[]> = {
  web: ['http:', 'https:'],
  link: ['http:', 'https:', 'mailto:', 'tel:'],
  // blob: names only objects this page created (the SDK's previews of images being sent); another
  // user's blob: URL resolves to nothing here, and an image or video source never runs script.
  media: ['http:', 'https:', 'blob:'],
};

/** Relative URLs mean what they mean on this page (in a shadow root too); none without a page. */
const pageBase = () => (typeof document === 'undefined' ? undefined : document.baseURI);

/** The absolute URL if it is safe for `use`, else null (show it as text, or the fallback image). */
export function safeUrl(value: unknown, use: UrlUse = 'web', base: string | undefined = pageBase()): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value, base);
    return SCHEMES[use].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
