// The talent pages' texts (zh-CN).
export const talent = {} satisfies Record<string, string>;
