// HTML from a message (system_custom) rendered only through DOMPurify, which is loaded on first
// use: most chats never show one, so the sanitiser stays out of the widget's first download.
import { useEffect, useState, type HTMLAttributes } from 'react';
import { preloader } from '../common/lazy-panel';

type Sanitize = (html: string) => string;

/** DOMPurify's chunk, once; a failed load is tried again by the next message. */
const loadSanitizer = preloader(() => import('./sanitize-html').then(({ createSanitizer }): Sanitize => createSanitizer(window))).load;

type Props = {
  html: string;
  /** Shown when nothing visible is left after sanitising. */
  fallback: string;
} & Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>;

/** Elements that show something without text. */
const VISIBLE_WITHOUT_TEXT = 'img,video,audio,svg,canvas,hr,input,button,select,textarea,picture,meter,progress';

/** Whether sanitised HTML shows nothing: no text and no element that shows without text. */
export function showsNothing(html: string): boolean {
  const template = document.createElement('template'); // inert: nothing in it loads or runs
  template.innerHTML = html;
  return !template.content.textContent?.trim() && !template.content.querySelector(VISIBLE_WITHOUT_TEXT);
}

/**
 * The sanitised HTML; empty while DOMPurify loads, the markup as plain text if it cannot load, the
 * fallback when sanitising left nothing to see (a row of no height would be skipped by the list).
 */
export function SanitizedHtml({ html, fallback, ...rest }: Props) {
  const [shown, setShown] = useState<{ html: string } | { text: string } | null>(null);
  useEffect(() => {
    let current = true;
    setShown(null);
    loadSanitizer().then(
      (sanitize) => {
        if (!current) return;
        const clean = sanitize(html);
        setShown(showsNothing(clean) ? { text: fallback } : { html: clean });
      },
      () => current && setShown({ text: html }),
    );
    return () => {
      current = false;
    };
  }, [html, fallback]);
  if (shown === null) return <div {...rest} aria-busy="true" />;
  if ('text' in shown) return <div {...rest}>{shown.text}</div>;
  return <div {...rest} dangerouslySetInnerHTML={{ __html: shown.html }} />;
}
