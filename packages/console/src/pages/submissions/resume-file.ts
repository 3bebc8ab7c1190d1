// The resume file: its bytes come from the server with the session's bearer token, so a plain
// link cannot open it; it is fetched as a blob and shown (a PDF in the drawer) or saved under its
// name through an object URL. The server's URL is sanitized first and must be this page's
// origin: the token never goes anywhere else.
import { safeUrl } from '@employment-cloud/chat-widget';
import { useEffect, useRef, useState } from 'react';
import type { ResumeFile } from '@employment-cloud/api-contract';
import { fetchResumeFile } from '../../api/submissions.api';

export const isPdf = (file: ResumeFile) => file.mime === 'application/pdf' || (!file.mime && /\.pdf$/i.test(file.name));

/** The file's same-origin path, or null when the URL is not a web URL of this page's server. */
export function sameOriginPath(url: string): string | null {
  const safe = safeUrl(url, 'web');
  if (!safe) return null;
  const parsed = new URL(safe);
  return parsed.origin === window.location.origin ? parsed.pathname + parsed.search : null;
}

async function blobOf(file: ResumeFile, unsafe: string): Promise<Blob> {
  const path = sameOriginPath(file.url);
  if (!path) throw new Error(unsafe);
  return fetchResumeFile({ ...file, url: path });
}

/** Saves the file under its name (the browser's download). Rejects when it cannot be fetched. */
export async function downloadResume(file: ResumeFile, unsafe: string): Promise<void> {
  const url = URL.createObjectURL(await blobOf(file, unsafe));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type Preview = { status: 'none' } | { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; error: string };

/** A PDF's object URL for the drawer's frame while `file` is shown (revoked after); other types have none. */
export function useResumePreview(file: ResumeFile | null, unsafe: string): Preview {
  const [preview, setPreview] = useState<Preview>({ status: 'none' });
  const url = file?.url;
  const pdf = file ? isPdf(file) : false;
  // The file is the same while its URL is: the preview follows the URL, not the object.
  const latestFile = useRef(file);
  latestFile.current = file;
  useEffect(() => {
    const file = latestFile.current;
    if (!file || !pdf) {
      setPreview({ status: 'none' });
      return;
    }
    let objectUrl: string | null = null;
    let current = true;
    setPreview({ status: 'loading' });
    blobOf(file, unsafe).then(
      (blob) => {
        if (!current) return;
        // A rendered resume comes typed; an upload is shown as the PDF its type says it is.
        objectUrl = URL.createObjectURL(blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }));
        const safe = safeUrl(objectUrl, 'media');
        setPreview(safe ? { status: 'ready', url: safe } : { status: 'error', error: unsafe });
      },
      (error: unknown) => current && setPreview({ status: 'error', error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, pdf, unsafe]);
  return preview;
}
