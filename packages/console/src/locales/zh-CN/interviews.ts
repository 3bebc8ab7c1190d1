// The interviews pages' texts (zh-CN).
export const interviews = {} satisfies Record<string, string>;
