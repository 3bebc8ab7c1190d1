import type { Catalogue } from '../../catalogue';

export const previewer: Catalogue['previewer'] = {
  title: '圖片預覽',
  close: '關閉',
  prev: '上一張',
  next: '下一張',
  zoomIn: '放大',
  zoomOut: '縮小',
  rotateLeft: '向左旋轉',
  rotateRight: '向右旋轉',
  download: '下載',
  downloadUnsupported: '暫不支援下載此類型圖片',
  urlMissing: '圖片 url 不存在',
  downloadFailed: '下載失敗',
};
