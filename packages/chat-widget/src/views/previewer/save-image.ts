// Saves an image under a name: fetched as a blob (a cross-origin <a download> would only navigate).
// The link is to the blob this page made; the URL fetched is held to the one URL rule first.
import { safeUrl } from '../common/safe-url';

export async function saveImage(url: string, name: string): Promise<void> {
  const safe = safeUrl(url, 'media');
  if (!safe) throw new Error('not a web URL');
  const response = await fetch(safe);
  if (!response.ok) throw new Error(`${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
