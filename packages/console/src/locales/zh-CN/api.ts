// The texts of calls and their errors (docs/console.md §8, zh-CN verbatim where the spec gives it).
export const api = {
  loggedOut: '登录已失效，请重新登录',
  loginFailed: '登录失败',
  internalError: '服务器内部错误',
  modalTitle: '提示',
  modalOk: '确定',
  uploadTooLarge: '文件大小超过2MB',
  uploadNotPicture: '请选择PNG、JPEG、GIF或WebP格式的图片',
  uploadChoose: '上传文件',
  uploadRemove: '移除',
  uploadFailed: '上传失败',
  uploading: '上传中…',
  uploaded: '已上传：{{name}}',
  chunkFailed: '页面已更新，请刷新后继续',
  chunkTimeout: '页面加载超时，请刷新重试',
  reload: '刷新',
  // A failed call without the server's own message (a gateway's 502, no network): what the reader
  // is told instead of a bare status.
  unreachable: '无法连接服务器，请检查网络后重试',
  unavailable: '服务暂时不可用，请稍后重试',
  requestFailed: '请求未能完成，请稍后重试',
} satisfies Record<string, string>;
