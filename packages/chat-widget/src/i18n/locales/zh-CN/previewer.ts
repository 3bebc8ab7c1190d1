// The image previewer (docs/chat.md §2, §5 "Save image").
export const previewer = {
  title: '图片预览',
  close: '关闭',
  prev: '上一张',
  next: '下一张',
  zoomIn: '放大',
  zoomOut: '缩小',
  rotateLeft: '向左旋转',
  rotateRight: '向右旋转',
  download: '下载',
  downloadUnsupported: '暂不支持下载此类型图片',
  urlMissing: '图片 url 不存在',
  downloadFailed: '下载失败',
};
