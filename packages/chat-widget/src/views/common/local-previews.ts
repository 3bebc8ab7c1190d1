// The picture of an image (or a video) being sent, from the user's own file (an object URL), by message ID:
// the bubble shows it while the upload runs, before the message has a URL of its own. The
// composer adds it when it creates the message and releases (revokes) it once the message is
// sent; a failed one keeps it for the resend. The oldest go past a few dozen.
const previews = new Map<string, string>();
const MAX_PREVIEWS = 32;

export function addLocalPreview(messageID: string, file: Blob): void {
  if (previews.has(messageID) || typeof URL.createObjectURL !== 'function') return;
  previews.set(messageID, URL.createObjectURL(file));
  while (previews.size > MAX_PREVIEWS) releaseLocalPreview(previews.keys().next().value!);
}

export function localPreviewOf(messageID: string): string | null {
  return previews.get(messageID) ?? null;
}

export function releaseLocalPreview(messageID: string): void {
  const url = previews.get(messageID);
  if (url === undefined) return;
  previews.delete(messageID);
  URL.revokeObjectURL(url);
}
