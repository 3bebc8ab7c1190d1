/** One image of the previewer's set: an image message of the loaded conversation. */
export interface PreviewImage {
  /** The message ID. */
  id: string;
  /** The original image's URL; '' when the message has none. */
  url: string;
  /** The SDK's imageFormat: 1 jpg, 2 gif, 3 png, 4 bmp, 255 anything else. */
  format: number;
  /** The sender's file name, '' when the message has none. */
  name: string;
}

export interface PreviewerInput {
  images: PreviewImage[];
  /** The clicked image. */
  index: number;
}

export interface PreviewerContext {
  images: PreviewImage[];
  index: number;
  zoom: number;
  /** Degrees, a multiple of 90. */
  rotation: number;
  /** Where a one-finger touch started (px), or null. */
  touchStartX: number | null;
  /** The zoom when a pinch started. */
  pinchBase: number;
}

/** The i18n keys of the download refusals (docs/chat.md §5 "Save image"). */
export type DownloadRefusal = 'previewer.urlMissing' | 'previewer.downloadUnsupported';

export type PreviewerEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'ZOOM_IN' }
  | { type: 'ZOOM_OUT' }
  /** A desktop wheel turn: up (deltaY < 0) zooms in, down zooms out. */
  | { type: 'WHEEL'; deltaY: number }
  | { type: 'PINCH_START' }
  /** `scale`: the fingers' distance over their distance at PINCH_START. */
  | { type: 'PINCH'; scale: number }
  | { type: 'ROTATE'; direction: 1 | -1 }
  | { type: 'TOUCH_START'; x: number }
  | { type: 'TOUCH_END'; x: number }
  | { type: 'DOWNLOAD' }
  | { type: 'CLOSE' };
