export const interview = {} satisfies Record<string, string>;
