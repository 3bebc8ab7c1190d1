// Display sizes of docs/chat.md §9.
export const IMAGE_MAX_PX = 300;
export const VIDEO_MAX_PX = 300;

/** Images: at most 300 px; on mobile at most the container width minus 180. */
export function imageMaxPx(containerWidth: number | null): number {
  return containerWidth === null ? IMAGE_MAX_PX : Math.max(60, Math.min(containerWidth - 180, IMAGE_MAX_PX));
}

/** Video snapshots: at most 300 px; on mobile the container width minus 172. */
export function videoMaxPx(containerWidth: number | null): number {
  return containerWidth === null ? VIDEO_MAX_PX : Math.max(60, Math.min(containerWidth - 172, VIDEO_MAX_PX));
}

/** Width and height scaled down to fit `max` on the longer side. */
export function fit(width: number, height: number, max: number): { width: number; height: number } {
  if (!width || !height) return { width: max, height: max };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Audio bubble: 10 px per second plus 20, at least 1 s. */
export const audioWidthPx = (second: number) => Math.max(1, Math.round(second)) * 10 + 20;

export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}
