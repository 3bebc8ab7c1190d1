export const menu = {} satisfies Record<string, string>;
