export { PreviewHost, useOpenPreview } from './preview-host';
