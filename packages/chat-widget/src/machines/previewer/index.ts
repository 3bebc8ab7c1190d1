export { previewerMachine } from './previewer.machine';
export { previewerView, samePreviewerView } from './previewer.connect';
export type { PreviewerView } from './previewer.connect';
export type { PreviewerEvent, PreviewImage } from './previewer.types';
