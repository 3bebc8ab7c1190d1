import type { Catalogue } from '../../catalogue';
import { actions } from './actions';
import { common } from './common';
import { composer } from './composer';

export const zhTW: Catalogue = { actions, composer, common };
