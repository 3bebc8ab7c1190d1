// The upload control (front/v1/common/uploadFile, under 2 MB).
export { UploadControl } from './upload-control';
