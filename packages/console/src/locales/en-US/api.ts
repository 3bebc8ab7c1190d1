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
  // A failed call without the server's own message (a gateway's 502, no network): what the reader
  // is told instead of a bare status.
  unreachable: 'Cannot reach the server. Check your connection and try again.',
  unavailable: 'The service is temporarily unavailable. Please try again later.',
  requestFailed: 'The request could not be completed. Please try again later.',
};
