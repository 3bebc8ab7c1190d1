// Messages of the console's document routes (issue 19), merged into the server's catalogue (../i18n.ts).
export const documentMessages: { zhCN: Record<string, string>; zhTW: Record<string, string>; enUS: Record<string, string> } = {
  zhCN: { 'document.notFound': '文档不存在' },
  zhTW: { 'document.notFound': '文件不存在' },
  enUS: { 'document.notFound': 'no such document' },
};
