// The sanitiser of system_custom HTML: DOMPurify's defaults (no scripts, no on* handlers), with
// every URL it keeps held to the widget's one URL rule (safeUrl): DOMPurify alone would keep
// data: images and a few schemes the widget does not link to. Its own instance, so the hook never
// touches a host's DOMPurify.
import DOMPurify, { type WindowLike } from 'dompurify';
import { safeUrl } from '../common/safe-url';

/** Attributes that load or follow a URL, by what the URL is for. */
const URL_ATTRIBUTES: Record<string, 'link' | 'media'> = {
  href: 'link',
  'xlink:href': 'link',
  action: 'link',
  formaction: 'link',
  cite: 'link',
  src: 'media',
  poster: 'media',
  background: 'media',
};

/** A scheme DOMPurify may keep, or no scheme at all (a relative URL); safeUrl has the last word. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export function createSanitizer(window: WindowLike): (html: string) => string {
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const use = URL_ATTRIBUTES[data.attrName];
    if (use && !safeUrl(data.attrValue, use)) data.keepAttr = false;
  });
  // srcset holds several URLs in its own syntax: not worth a parser for a system notice.
  return (html) => purify.sanitize(html, { ALLOWED_URI_REGEXP, FORBID_ATTR: ['srcset', 'ping'] });
}
