// Where the personal info pages live (routes.ts) and the name-card page's way back.
import { pathOf } from '../../routes';

export const PROFILE_PATH = pathOf('ziliaoIndex');
export const PROFILE_EDIT_PATH = pathOf('ziliao-edit');
export const NAME_CARD_PATH = pathOf('name-card');

/** The name-card page, returning to `from` after saving. */
export const nameCardFrom = (from: string) => `${NAME_CARD_PATH}?redirect=${encodeURIComponent(from)}`;
