// Messages of the console's colleague routes (issue 19), merged into the server's catalogue (../i18n.ts).
// Fill all three locales with the same keys.
export const colleagueMessages: { zhCN: Record<string, string>; zhTW: Record<string, string>; enUS: Record<string, string> } = {
  zhCN: {},
  zhTW: {},
  enUS: {},
};
