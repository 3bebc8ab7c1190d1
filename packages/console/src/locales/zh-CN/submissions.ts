// The submissions pages' texts (zh-CN).
export const submissions = {} satisfies Record<string, string>;
