import type { Catalogue } from '../../catalogue';
import { common } from './common';

export const enUS: Catalogue = { common };
