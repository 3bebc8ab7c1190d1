// Snapshot → what the previewer view shows.
import type { PreviewerContext } from './previewer.types';

export interface PreviewerView {
  url: string;
  /** 'n / total' (docs/chat.md §2). */
  counter: string;
  hasPrev: boolean;
  hasNext: boolean;
  /** The image's CSS transform. */
  transform: string;
  zoom: number;
  rotation: number;
}

export function previewerView(context: PreviewerContext): PreviewerView {
  const { images, index, zoom, rotation } = context;
  return {
    url: images[index]?.url ?? '',
    counter: `${images.length ? index + 1 : 0} / ${images.length}`,
    hasPrev: index > 0,
    hasNext: index < images.length - 1,
    transform: `scale(${zoom}) rotate(${rotation}deg)`,
    zoom,
    rotation,
  };
}

export const samePreviewerView = (a: PreviewerView, b: PreviewerView): boolean =>
  a.url === b.url && a.counter === b.counter && a.transform === b.transform && a.hasPrev === b.hasPrev && a.hasNext === b.hasNext;
