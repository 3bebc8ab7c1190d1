export const login = {} satisfies Record<string, string>;
