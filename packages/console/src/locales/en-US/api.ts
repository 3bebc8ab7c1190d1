import type { zhCN } from '../catalogue';

export const api: zhCN['api'] = {
  loggedOut: 'Logged out, please log in again',
  loginFailed: 'Login failed',
  internalError: 'Internal service error',
  modalTitle: 'Notice',
  modalOk: 'OK',
  uploadTooLarge: 'File size exceeds 2MB',
  uploadNotPicture: 'Choose a PNG, JPEG, GIF or WebP picture',
  uploadChoose: 'Upload file',
  uploadRemove: 'Remove',
  uploadFailed: 'Upload failed',
  uploading: 'Uploading…',
  uploaded: 'Uploaded: {{name}}',
  chunkFailed: 'The console was updated: reload to continue',
  chunkTimeout: 'The page took too long to load. Please reload.',
  reload: 'Reload',
};
