import type { Catalogue } from '../../catalogue';
import { common } from './common';

export const zhTW: Catalogue = { common };
