// The upload control (front/v1/common/uploadFile, under 2 MB).
export { UploadControl } from './upload-control';
export type { UploadControlProps } from './upload-control';
export { useUpload } from './use-upload';
export type { UploadState } from './use-upload';
