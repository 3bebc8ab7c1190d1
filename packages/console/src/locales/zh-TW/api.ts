import type { zhCN } from '../catalogue';

export const api: zhCN['api'] = {
  loggedOut: '登入已失效，請重新登入',
  loginFailed: '登入失敗',
  internalError: '伺服器內部錯誤',
  modalTitle: '提示',
  modalOk: '確定',
  uploadTooLarge: '檔案大小超過2MB',
  uploadNotPicture: '請選擇PNG、JPEG、GIF或WebP格式的圖片',
  uploadChoose: '上傳檔案',
  uploadRemove: '移除',
  uploadFailed: '上傳失敗',
  uploading: '上傳中…',
  uploaded: '已上傳：{{name}}',
  chunkFailed: '頁面已更新，請重新整理後繼續',
  chunkTimeout: '頁面載入逾時，請重新整理',
  reload: '重新整理',
  // A failed call without the server's own message (a gateway's 502, no network): what the reader
  // is told instead of a bare status.
  unreachable: '無法連線到伺服器，請檢查網路後重試',
  unavailable: '服務暫時無法使用，請稍後重試',
  requestFailed: '請求未能完成，請稍後重試',
};
