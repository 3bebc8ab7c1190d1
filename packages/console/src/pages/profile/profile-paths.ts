// Where the personal info pages live (routes.ts) and the name-card page's way back.
export const PROFILE_PATH = '/ziliao/index';
export const PROFILE_EDIT_PATH = '/ziliao/edit';
export const NAME_CARD_PATH = '/name/card';

/** The name-card page, returning to `from` after saving. */
export const nameCardFrom = (from: string) => `${NAME_CARD_PATH}?redirect=${encodeURIComponent(from)}`;
