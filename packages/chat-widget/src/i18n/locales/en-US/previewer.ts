import type { Catalogue } from '../../catalogue';

export const previewer: Catalogue['previewer'] = {
  title: 'Image preview',
  close: 'Close',
  prev: 'Previous',
  next: 'Next',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  rotateLeft: 'Rotate left',
  rotateRight: 'Rotate right',
  download: 'Download',
  downloadUnsupported: 'this type of image is not supported for download yet',
  urlMissing: 'image url does not exist',
  downloadFailed: 'Download failed',
};
