export const api = {} satisfies Record<string, string>;
