export const common = {} satisfies Record<string, string>;
