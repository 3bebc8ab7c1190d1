// The home pages' texts (zh-CN).
export const home = {} satisfies Record<string, string>;
