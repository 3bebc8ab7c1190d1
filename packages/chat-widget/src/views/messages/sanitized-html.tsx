// HTML from a message (system_custom) rendered only through DOMPurify, which is loaded on first
// use: most chats never show one, so the sanitiser stays out of the widget's first download.
import { useEffect, useState, type HTMLAttributes } from 'react';

type Sanitize = (html: string) => string;

let loading: Promise<Sanitize> | null = null;

function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-html').then(
    ({ createSanitizer }) => createSanitizer(window),
    (error: unknown) => {
      loading = null; // a failed chunk load is tried again by the next message
      throw error;
    },
  );
  return loading;
}

type Props = { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>;

/** The sanitised HTML; empty while DOMPurify loads, the markup as plain text if it cannot load. */
export function SanitizedHtml({ html, ...rest }: Props) {
  const [shown, setShown] = useState<{ html: string } | { text: string } | null>(null);
  useEffect(() => {
    let current = true;
    setShown(null);
    loadSanitizer().then(
      (sanitize) => current && setShown({ html: sanitize(html) }),
      () => current && setShown({ text: html }),
    );
    return () => {
      current = false;
    };
  }, [html]);
  if (shown === null) return <div {...rest} aria-busy="true" />;
  if ('text' in shown) return <div {...rest}>{shown.text}</div>;
  return <div {...rest} dangerouslySetInnerHTML={{ __html: shown.html }} />;
}
