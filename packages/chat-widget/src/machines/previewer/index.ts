export {
  previewerMachine,
  DOWNLOADABLE_FORMATS,
  ROTATE_STEP,
  SWIPE_THRESHOLD_PX,
  ZOOM_MAX,
  ZOOM_MIN_PINCH,
  ZOOM_MIN_WHEEL,
  ZOOM_STEP,
} from './previewer.machine';
export { previewerView, samePreviewerView } from './previewer.connect';
export { isPreviewable, previewImagesOf } from './preview-images';
export type { PreviewerView } from './previewer.connect';
export type { DownloadRefusal, PreviewerContext, PreviewerEvent, PreviewerInput, PreviewImage } from './previewer.types';
